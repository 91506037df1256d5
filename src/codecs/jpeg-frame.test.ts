/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../test-utils/corpus";
import { jpegFrameSize, jpegLumaSampling } from "./jpeg-frame";

const corpus = (relative: string) => new Uint8Array(readFileSync(path.join(corpusDir(), relative)));

describe("jpegFrameSize", () => {
  it("reads baseline, progressive and CMYK frames", () => {
    expect(jpegFrameSize(corpus("photos/rocket_launch_640x427.jpg"))).toEqual({ width: 640, height: 427 });
    expect(jpegFrameSize(corpus("photos/fallen_leaf_progressive_2560x1600.jpg"))).toEqual({ width: 2560, height: 1600 });
    expect(jpegFrameSize(corpus("photos/yellow_flower_cmyk_2560x1600.jpg"))).toEqual({ width: 2560, height: 1600 });
  });

  it("says null for what is not a JPEG", () => {
    expect(jpegFrameSize(new TextEncoder().encode("GIF89a"))).toBeNull();
    expect(jpegFrameSize(new Uint8Array([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe("jpegLumaSampling", () => {
  it("reads how the chroma is sampled", async () => {
    const photo = sharp(corpus("photos/rocket_launch_640x427.jpg"));
    const sampled = async (options: sharp.JpegOptions) => jpegLumaSampling(new Uint8Array(await photo.clone().jpeg(options).toBuffer()));
    expect(await sampled({ chromaSubsampling: "4:2:0" })).toBe("2x2");
    expect(await sampled({ chromaSubsampling: "4:4:4" })).toBe("1x1");
    expect(jpegLumaSampling(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});
