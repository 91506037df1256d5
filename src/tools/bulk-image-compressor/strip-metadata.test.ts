/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { gifHeaderEnd } from "../../codecs/gif-blocks";
import { corpusDir } from "../../test-utils/corpus";
import { FLAT_JXL_CODESTREAM, jxlContainer } from "../../test-utils/jxl";
import { exifOrientation, orientationSegment, stripMetadata } from "./strip-metadata";

/** A TIFF header and a directory of no tags. */
const EMPTY_TIFF_BYTES = 14;

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

  it("keeps a PNG's orientation as a minimal eXIf chunk with a valid CRC", async () => {
    const original = new Uint8Array(await (await picture()).withExif(EXIF).withMetadata({ orientation: 6 }).png().toBuffer());
    const stripped = stripMetadata(original, "png");
    expect(stripped).not.toBeNull();
    expect(Buffer.from(stripped as Uint8Array).includes("TestCam")).toBe(false);
    // libpng (in sharp) checks every chunk's CRC: a wrong one would fail the decode below.
    expect((await sharp(stripped as Uint8Array).metadata()).orientation).toBe(6);
    expect(Buffer.compare(await pixels(stripped as Uint8Array), await pixels(original))).toBe(0);
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

  it("keeps a WebP's orientation as a minimal EXIF chunk", async () => {
    const original = new Uint8Array(
      await (await picture()).withExif(EXIF).withMetadata({ orientation: 6 }).webp({ quality: 80 }).toBuffer(),
    );
    const stripped = stripMetadata(original, "webp") as Uint8Array;
    expect(Buffer.from(stripped).includes("TestCam")).toBe(false);
    expect(new DataView(stripped.buffer, stripped.byteOffset).getUint32(4, true)).toBe(stripped.length - 8);
    expect((await sharp(stripped).metadata()).orientation).toBe(6);
    expect(Buffer.compare(await pixels(stripped), await pixels(original))).toBe(0);
  });

  it("blanks an AVIF's EXIF and XMP items in place, leaving the picture's bytes as they were", async () => {
    const xmp =
      '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/" dc:creator="SecretAuthor"/></rdf:RDF></x:xmpmeta>';
    const tagged = new Uint8Array(await (await picture()).withExif(EXIF).withXmp(xmp).avif({ quality: 50 }).toBuffer());
    const stripped = stripMetadata(tagged, "avif") as Uint8Array;
    expect(Buffer.from(tagged).includes("TestCam") && Buffer.from(tagged).includes("SecretAuthor")).toBe(true);
    expect(stripped.length).toBe(tagged.length);
    for (const secret of ["TestCam", "someone", "SecretAuthor"]) expect(Buffer.from(stripped).includes(secret)).toBe(false);
    expect(Buffer.compare(await pixels(stripped), await pixels(tagged))).toBe(0);
    const { exif, xmp: keptXmp } = await sharp(stripped).metadata();
    expect(exif && exif.includes("TestCam")).toBeFalsy();
    expect(keptXmp && keptXmp.includes("SecretAuthor")).toBeFalsy();
  });

  it("hands back an AVIF without metadata as it is", async () => {
    const plain = new Uint8Array(await (await picture()).avif({ quality: 50 }).toBuffer());
    expect(stripMetadata(plain, "avif")).toBe(plain);
  });

  it("blanks the corpus AVIF's EXIF (carried over by avifenc, with a thumbnail)", async () => {
    const original = new Uint8Array(readFileSync(path.join(corpusDir(), "photos/evening_glow_2560x1600.avif")));
    const stripped = stripMetadata(original, "avif") as Uint8Array;
    expect(stripped).not.toBe(original);
    expect(stripped.length).toBe(original.length);
    const tags = async (bytes: Uint8Array) => (await sharp(bytes).metadata()).exif?.subarray(EMPTY_TIFF_BYTES) ?? Buffer.alloc(0);
    expect((await tags(original)).some((byte) => byte !== 0)).toBe(true);
    expect((await tags(stripped)).every((byte) => byte === 0)).toBe(true);
  });

  it("drops a GIF's comments and XMP, keeping every frame and its looping", async () => {
    const corpusGif = new Uint8Array(readFileSync(path.join(corpusDir(), "photos/animated_pan_480x300.gif")));
    const headerEnd = gifHeaderEnd(corpusGif);
    const text = (value: string) => [...value].map((character) => character.charCodeAt(0));
    const comment = [0x21, 0xfe, 10, ...text("SecretNote"), 0];
    const xmp = [0x21, 0xff, 11, ...text("XMP DataXMP"), 12, ...text("SecretAuthor"), 0];
    const tagged = new Uint8Array([...corpusGif.subarray(0, headerEnd), ...comment, ...xmp, ...corpusGif.subarray(headerEnd)]);
    const stripped = stripMetadata(tagged, "gif") as Uint8Array;
    for (const secret of ["SecretNote", "SecretAuthor"]) expect(Buffer.from(stripped).includes(secret)).toBe(false);
    // The corpus GIF carries a comment of its own (Pillow's, naming the photo).
    const corpusStripped = stripMetadata(corpusGif, "gif") as Uint8Array;
    expect(Buffer.from(corpusGif).includes("Colorful")).toBe(true);
    expect(Buffer.from(corpusStripped).includes("Colorful")).toBe(false);
    expect(Buffer.compare(Buffer.from(stripped), Buffer.from(corpusStripped))).toBe(0);
    expect(Buffer.from(stripped).includes("NETSCAPE2.0")).toBe(true);
    expect((await sharp(stripped, { animated: true }).metadata()).pages).toBe(10);
    const frames = (bytes: Uint8Array) => sharp(bytes, { animated: true }).raw().toBuffer();
    expect(Buffer.compare(await frames(stripped), await frames(corpusGif))).toBe(0);
  });

  it("hands back a bare JPEG XL codestream as it is, and cannot strip the container's boxes", () => {
    expect(stripMetadata(FLAT_JXL_CODESTREAM, "jxl")).toBe(FLAT_JXL_CODESTREAM);
    expect(stripMetadata(jxlContainer(FLAT_JXL_CODESTREAM), "jxl")).toBeNull();
  });

  it("refuses bytes that are not the format", () => {
    expect(stripMetadata(new Uint8Array([1, 2, 3, 4]), "jpeg")).toBeNull();
    expect(stripMetadata(new Uint8Array(40), "avif")).toBeNull();
    expect(stripMetadata(new Uint8Array(40), "gif")).toBeNull();
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
