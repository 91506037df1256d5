/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../../src/test-utils/corpus";
import { withTallerHeader } from "../test/damaged-jpeg";
import sharp from "sharp";
import { canWrite, decodeImage, encodeImage, imageFormatOf, sourcePipeline } from "./image-io";

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

/** A 16 × 16 grey TIFF whose strips say they are ZSTD-compressed, a scheme libtiff knows but sharp's build lacks. */
async function zstdTiff(): Promise<Buffer> {
  const tiff = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#808080" } })
    .tiff({ compression: "none" })
    .toBuffer();
  const directory = tiff.readUInt32LE(4);
  for (let entry = 0; entry < tiff.readUInt16LE(directory); entry += 1) {
    const at = directory + 2 + entry * 12;
    if (tiff.readUInt16LE(at) === 259) tiff.writeUInt16LE(50000, at + 8);
  }
  return tiff;
}

describe("the formats sharp's build cannot read", () => {
  it.each([
    ["photos/forest_creek_3088x2056.heic", "heic", 3088, 2056],
    ["photos/china_summer_palace_640x427.bmp", "bmp", 640, 427],
  ])(
    "are decoded by the browser tools' decoders and scaled by the same pipeline (%s)",
    async (file, format, width, height) => {
      const decoded = await decodeImage(corpus(file));
      expect(decoded).toMatchObject({ format, raster: { width, height } });
      const source = await sourcePipeline(corpus(file));
      expect(source).toMatchObject({ format, width, height });
      const { info } = await source.pipeline.resize(100).png().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([100, Math.round((100 * height) / width)]);
    },
    60_000,
  );

  it("reads and writes JPEG XL", async () => {
    expect(canWrite("jxl")).toBe(true);
    const { raster } = await decodeImage(corpus("photos/rocket_launch_640x427.jpg"));
    const encoded = await encodeImage(raster, { format: "jxl", quality: 80 });
    expect(encoded).toMatchObject({ format: "jxl", width: 640, height: 427 });
    const decoded = await decodeImage(encoded.buffer);
    expect(decoded).toMatchObject({ format: "jxl", raster: { width: 640, height: 427 } });
  }, 60_000);

  it("are refused over the pixel limit from their headers, before anything is decoded", async () => {
    const heic = Buffer.from(corpus("photos/forest_creek_3088x2056.heic"));
    // Its ispe property, the image's declared size.
    heic.writeUInt32BE(20000, 291 + 12);
    heic.writeUInt32BE(20000, 291 + 16);
    await expect(imageFormatOf(heic)).rejects.toThrow("the image is 20000 × 20000 pixels, over the limit of 100 megapixels");
    const bmp = Buffer.from(corpus("photos/china_summer_palace_640x427.bmp").subarray(0, 54));
    bmp.writeInt32LE(30000, 18);
    bmp.writeInt32LE(30000, 22);
    await expect(imageFormatOf(bmp)).rejects.toThrow("the image is 30000 × 30000 pixels, over the limit of 100 megapixels");
  });

  it("name what is wrong with a broken file, and call only broken ones damaged", async () => {
    await expect(decodeImage(corpus("photos/china_summer_palace_640x427.bmp").subarray(0, 100_000))).rejects.toThrow(
      "the BMP file is damaged: its pixels stop after 52 of its 427 rows",
    );
    await expect(decodeImage(corpus("photos/forest_creek_3088x2056.heic").subarray(0, 300))).rejects.toThrow(
      "the HEIC file is damaged: its header could not be read",
    );
    await expect(decodeImage(corpus("bad/text_file_renamed.png"))).rejects.toThrow(
      "the file is not an image this service reads: send JPEG, PNG, WebP, AVIF, GIF, BMP, TIFF, HEIC or JPEG XL",
    );
    await expect(decodeImage(await zstdTiff())).rejects.toThrow(
      "the TIFF image uses a feature this server cannot decode (tiff2vips: ZSTD compression support is not configured; tiff2vips: read error)",
    );
  }, 60_000);
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
