/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../test-utils/corpus";
import { readJpegMetadata, writeJpegMetadata } from "./jpeg-metadata";

const read = (relative: string) => new Uint8Array(readFileSync(path.join(corpusDir(), relative)));

describe("JPEG metadata carry-over", () => {
  it("copies EXIF with the orientation reset to normal", async () => {
    const source = read("photos/pool_player_exif_orientation8.jpg");
    const metadata = readJpegMetadata(source);
    expect(metadata.exif).not.toBeNull();
    const plain = new Uint8Array(await sharp(source).rotate().jpeg().toBuffer());
    const carried = writeJpegMetadata(plain, metadata);
    const info = await sharp(carried).metadata();
    expect(info.orientation).toBe(1);
    expect(info.exif?.includes(Buffer.from("C40Z"))).toBe(true);
    expect(info.width).toBe(600);
  });

  it("copies the ICC profile", async () => {
    const source = read("photos/garden_adobergb_icc_2560x1600.jpg");
    const metadata = readJpegMetadata(source);
    expect(metadata.icc.length).toBeGreaterThan(0);
    const plain = new Uint8Array(await sharp(source).resize(64).jpeg().toBuffer());
    const info = await sharp(writeJpegMetadata(plain, metadata)).metadata();
    expect(info.icc?.length).toBeGreaterThan(100);
  });

  it("finds nothing in a file without metadata and leaves the output as it was", () => {
    const none = { exif: null, icc: [] };
    expect(readJpegMetadata(new Uint8Array([0x89, 0x50]))).toEqual(none);
    const bytes = read("photos/rocket_launch_640x427.jpg");
    expect(writeJpegMetadata(bytes, none).length).toBeLessThanOrEqual(bytes.length);
  });
});
