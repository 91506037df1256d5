/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../../src/test-utils/corpus";
import { withTallerHeader } from "../test/damaged-jpeg";
import sharp from "sharp";
import { decodeImage, encodeImage, imageFormatOf } from "./image-io";

const corpus = (file: string) => readFileSync(path.join(corpusDir(), file));

describe("decoding on the server", () => {
  it("refuses a JPEG whose header promises more rows than its data holds, instead of filling them with grey", async () => {
    const damaged = withTallerHeader(corpus("photos/rocket_launch_640x427.jpg"));
    await expect(decodeImage(damaged)).rejects.toThrow(
      "the image is damaged and could not be decoded (Corrupt JPEG data: premature end of data segment)",
    );
  });

  it("refuses a truncated JPEG", async () => {
    await expect(decodeImage(corpus("bad/truncated_storm_field.jpg"))).rejects.toThrow(/damaged.*premature end of JPEG/);
  });

  // Some twenty photos of up to 4 megapixels: seconds on a busy machine, hence the longer timeout.
  it("still decodes every sound JPEG of the corpus", async () => {
    const files = ["photos", "faces", "objects", "grayscale"].flatMap((folder) =>
      readdirSync(path.join(corpusDir(), folder))
        .filter((name) => /\.jpe?g$/i.test(name))
        .map((name) => path.join(folder, name)),
    );
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) await expect(decodeImage(corpus(file))).resolves.toHaveProperty("format", "jpeg");
  }, 60_000);

  it.each([
    ["bad/decompression_bomb_20000x20000_1bit.png", 20000],
    ["bad/header_claims_30000x30000.png", 30000],
  ])("names the pixel limit a decompression bomb breaks, from its header alone (%s)", async (file, side) => {
    await expect(imageFormatOf(corpus(file))).rejects.toThrow(`the image is ${side} × ${side} pixels, over the limit of 100 megapixels`);
  });
});

describe("encoding on the server", () => {
  it("writes a photo's PNG without losing a colour (sharp makes a palette PNG when given an effort)", async () => {
    const photo = await sharp(corpus("photos/rocket_launch_640x427.jpg")).resize(160, 107).ensureAlpha().raw().toBuffer();
    const raster = { data: new Uint8ClampedArray(photo), width: 160, height: 107 };
    for (const pngEffort of [0, 2, 6]) {
      const { buffer } = await encodeImage(raster, { format: "png", pngEffort });
      expect(Buffer.compare(await sharp(buffer).ensureAlpha().raw().toBuffer(), photo)).toBe(0);
    }
  });
});
