/** @jest-environment node */
import sharp from "sharp";
import { avifHasMetadata, exifOrientation, orientationSegment, stripMetadata } from "./strip-metadata";

const EXIF = { IFD0: { Make: "TestCam", Model: "Z1", Copyright: "someone" } };

async function picture(): Promise<sharp.Sharp> {
  const { data, info } = await sharp({ create: { width: 48, height: 32, channels: 3, background: "#3a7" } })
    .composite([{ input: { create: { width: 16, height: 16, channels: 3, background: "#f20" } }, left: 4, top: 4 }])
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
}

async function pixels(bytes: Uint8Array): Promise<Buffer> {
  return sharp(bytes).raw().toBuffer();
}

describe("stripMetadata", () => {
  it("drops EXIF from a JPEG and leaves the image data untouched", async () => {
    const original = new Uint8Array(await (await picture()).withExif(EXIF).jpeg({ quality: 80 }).toBuffer());
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const stripped = stripMetadata(original, "jpeg");
    expect(stripped).not.toBeNull();
    expect((stripped as Uint8Array).length).toBeLessThan(original.length);
    expect((await sharp(stripped as Uint8Array).metadata()).exif).toBeUndefined();
    expect(Buffer.compare(await pixels(stripped as Uint8Array), await pixels(original))).toBe(0);
    expect(Buffer.from(stripped as Uint8Array).includes("TestCam")).toBe(false);
  });

  it("keeps a JPEG's orientation as a minimal EXIF block", async () => {
    const original = new Uint8Array(await (await picture()).withExif(EXIF).withMetadata({ orientation: 6 }).jpeg().toBuffer());
    const stripped = stripMetadata(original, "jpeg") as Uint8Array;
    const meta = await sharp(stripped).metadata();
    expect(meta.orientation).toBe(6);
    expect(Buffer.from(stripped).includes("TestCam")).toBe(false);
  });

  it("returns a JPEG without metadata as it was", async () => {
    const original = new Uint8Array(await (await picture()).jpeg().toBuffer());
    expect(stripMetadata(original, "jpeg")).toBe(original);
  });

  it("drops text and EXIF chunks from a PNG", async () => {
    const original = new Uint8Array(await (await picture()).withExif(EXIF).png().toBuffer());
    expect(Buffer.from(original).includes("TestCam")).toBe(true);
    const stripped = stripMetadata(original, "png") as Uint8Array;
    expect(Buffer.from(stripped).includes("TestCam")).toBe(false);
    expect(Buffer.compare(await pixels(stripped), await pixels(original))).toBe(0);
  });

  it("drops EXIF from a WebP and fixes its header", async () => {
    const original = new Uint8Array(await (await picture()).withExif(EXIF).webp({ quality: 80 }).toBuffer());
    expect(Buffer.from(original).includes("TestCam")).toBe(true);
    const stripped = stripMetadata(original, "webp") as Uint8Array;
    expect(Buffer.from(stripped).includes("TestCam")).toBe(false);
    expect(new DataView(stripped.buffer, stripped.byteOffset).getUint32(4, true)).toBe(stripped.length - 8);
    expect((await sharp(stripped).metadata()).exif).toBeUndefined();
    expect(Buffer.compare(await pixels(stripped), await pixels(original))).toBe(0);
  });

  it("refuses an AVIF that carries EXIF, which cannot be cut out", async () => {
    const tagged = new Uint8Array(await (await picture()).withExif(EXIF).avif({ quality: 50 }).toBuffer());
    const plain = new Uint8Array(await (await picture()).avif({ quality: 50 }).toBuffer());
    expect(avifHasMetadata(tagged)).toBe(true);
    expect(avifHasMetadata(plain)).toBe(false);
    expect(stripMetadata(tagged, "avif")).toBeNull();
    expect(stripMetadata(plain, "avif")).toBe(plain);
  });

  it("refuses bytes that are not the format", () => {
    expect(stripMetadata(new Uint8Array([1, 2, 3, 4]), "jpeg")).toBeNull();
    expect(stripMetadata(new Uint8Array(16), "webp")).toBeNull();
  });
});

describe("orientation block", () => {
  it("round-trips every orientation", () => {
    for (let orientation = 1; orientation <= 8; orientation += 1) {
      const segment = orientationSegment(orientation);
      expect(exifOrientation(segment.subarray(10))).toBe(orientation);
    }
  });
});
