/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../test-utils/corpus";
import { jpegFrameSize, jpegIsPlainYcc, jpegLumaSampling, jpegQuantTable } from "./jpeg-frame";

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

describe("jpegQuantTable", () => {
  it("reads the luma table MozJPEG wrote: flat for table 1, rising with frequency for its default", async () => {
    const photo = sharp(corpus("photos/rocket_launch_640x427.jpg"));
    const luma = async (options: sharp.JpegOptions) => jpegQuantTable(new Uint8Array(await photo.clone().jpeg(options).toBuffer()));
    expect(await luma({ quality: 50, mozjpeg: true, quantisationTable: 1 })).toEqual(Array(64).fill(16));
    const psychovisual = (await luma({ quality: 50, mozjpeg: true })) as number[];
    expect(psychovisual).toHaveLength(64);
    // Stored in zig-zag order: the DC step first, the highest frequency last.
    expect(psychovisual[63]).toBeGreaterThan(2 * (psychovisual[0] as number));
  });

  it("finds a table by its id, and says null when there is none", async () => {
    const jpeg = new Uint8Array(await sharp(corpus("photos/rocket_launch_640x427.jpg")).jpeg({ quality: 50 }).toBuffer());
    expect(jpegQuantTable(jpeg, 1)).toHaveLength(64);
    expect(jpegQuantTable(jpeg, 3)).toBeNull();
    expect(jpegQuantTable(new TextEncoder().encode("GIF89a"))).toBeNull();
  });
});

describe("jpegIsPlainYcc", () => {
  const photo = sharp(corpus("photos/rocket_launch_640x427.jpg")).resize(64);
  const encoded = async (image: sharp.Sharp) => new Uint8Array(await image.jpeg().toBuffer());

  it("says yes for three YCbCr components with no colour profile, EXIF or not", async () => {
    expect(jpegIsPlainYcc(await encoded(photo.clone()))).toBe(true);
    expect(jpegIsPlainYcc(await encoded(photo.clone().withExif({ IFD0: { Artist: "test" } })))).toBe(true);
  });

  it("says no for an ICC profile, CMYK, grey, and what is not a JPEG", async () => {
    expect(jpegIsPlainYcc(await encoded(photo.clone().withIccProfile("p3")))).toBe(false);
    expect(jpegIsPlainYcc(corpus("photos/yellow_flower_cmyk_2560x1600.jpg"))).toBe(false);
    expect(jpegIsPlainYcc(await encoded(photo.clone().toColourspace("b-w")))).toBe(false);
    expect(jpegIsPlainYcc(new TextEncoder().encode("GIF89a"))).toBe(false);
  });
});
