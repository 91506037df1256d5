/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { MainModule } from "libheif-js/libheif-wasm/libheif";
import { decodeHeifWith } from "../../../src/codecs/heif";
import { corpusDir } from "../../../src/test-utils/corpus";
import { decodeHeic } from "./heic";

const photo = readFileSync(path.join(corpusDir(), "photos/forest_creek_3088x2056.heic"));

/** Where each box of a list of boxes starts, by type (the first of each). */
function boxes(file: Buffer, start: number, end: number): Map<string, { at: number; size: number }> {
  const found = new Map<string, { at: number; size: number }>();
  for (let at = start; at + 8 <= end;) {
    const size = file.readUInt32BE(at);
    const type = file.toString("latin1", at + 4, at + 8);
    if (!found.has(type)) found.set(type, { at, size });
    if (size < 8) break;
    at += size;
  }
  return found;
}

/**
 * The HEIC with an `irot` property (a turn of `quarters` × 90° anticlockwise) added to its primary
 * image, as a camera held on its side writes it: the box goes at the end of `ipco`, an essential
 * association in `ipma`, and every box around them and the data offsets in `iloc` move with it.
 */
function withRotation(file: Buffer, quarters: number): Buffer {
  const top = boxes(file, 0, file.length);
  const meta = top.get("meta")!;
  const inMeta = boxes(file, meta.at + 12, meta.at + meta.size);
  const iprp = inMeta.get("iprp")!;
  const iloc = inMeta.get("iloc")!;
  const inIprp = boxes(file, iprp.at + 8, iprp.at + iprp.size);
  const ipco = inIprp.get("ipco")!;
  const ipma = inIprp.get("ipma")!;
  // The corpus file's layout: one item, ipma version 0 with one-byte associations, iloc with 4-byte fields and a base offset.
  expect([file[ipma.at + 8], file.readUInt32BE(ipma.at + 12), file[iloc.at + 8], file[iloc.at + 12], file[iloc.at + 13]]).toEqual([
    0, 1, 0, 0x44, 0x40,
  ]);
  const properties = [...boxes(file, ipco.at + 8, ipco.at + ipco.size).keys()].length;
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from("irot"), quarters]);
  const counts = ipma.at + 18;
  const association = Buffer.from([0x80 | (properties + 1)]);
  const grown = Buffer.concat([
    file.subarray(0, ipco.at + ipco.size),
    irot,
    file.subarray(ipco.at + ipco.size, ipma.at + ipma.size),
    association,
    file.subarray(ipma.at + ipma.size),
  ]);
  const added = irot.length + association.length;
  for (const box of [meta, iprp]) grown.writeUInt32BE(box.size + added, box.at);
  grown.writeUInt32BE(ipco.size + irot.length, ipco.at);
  const moved = irot.length;
  grown.writeUInt32BE(ipma.size + association.length, ipma.at + moved);
  grown[counts + moved] = (file[counts] ?? 0) + 1;
  const baseOffset = iloc.at + 20;
  grown.writeUInt32BE(file.readUInt32BE(baseOffset) + added, baseOffset);
  return grown;
}

/** Peak signal-to-noise ratio of two RGBA images' colour channels, in dB. */
function psnr(a: Uint8ClampedArray | Buffer, b: Uint8ClampedArray | Buffer): number {
  let squared = 0;
  let count = 0;
  for (let index = 0; index < a.length; index += 1) {
    if (index % 4 === 3) continue;
    squared += ((a[index] ?? 0) - (b[index] ?? 0)) ** 2;
    count += 1;
  }
  return 10 * Math.log10((255 * 255) / (squared / count));
}

// A 6 MP HEVC decode in WebAssembly takes seconds on a busy machine, hence the longer timeouts.
describe("the server's HEIC decoder", () => {
  it("gives the same pixels as the build the browser loads (libheif-js with its WebAssembly inlined)", async () => {
    const decoded = await decodeHeic(photo);
    expect([decoded.width, decoded.height]).toEqual([3088, 2056]);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- the CommonJS twin of the browser's libheif-bundle.mjs
    const createBundled = require("libheif-js/libheif-wasm/libheif-bundle.js") as () => Promise<MainModule>;
    const browsers = await decodeHeifWith(await createBundled(), photo);
    expect(Buffer.from(decoded.data).equals(Buffer.from(browsers.data))).toBe(true);
    // A photo, not a blank: opaque, and its channels vary as a forest's do.
    const channel = Array.from({ length: 1000 }, (_, sample) => decoded.data[sample * 25_000] ?? 0);
    expect(Math.max(...channel) - Math.min(...channel)).toBeGreaterThan(100);
    expect(decoded.data.every((value, index) => index % 4 !== 3 || value === 255)).toBe(true);
  }, 120_000);

  it("turns the image by the file's own irot property, as libheif does in the browser", async () => {
    const upright = await decodeHeic(photo);
    const turned = await decodeHeic(withRotation(photo, 1));
    expect([turned.width, turned.height]).toEqual([2056, 3088]);
    // A quarter turn anticlockwise: sharp's 270° clockwise of the unturned decode.
    const expected = await sharp(Buffer.from(upright.data.buffer), { raw: { width: 3088, height: 2056, channels: 4 } })
      .rotate(270)
      .raw()
      .toBuffer();
    expect(psnr(turned.data, expected)).toBeGreaterThan(45);
  }, 120_000);

  it("names what is wrong with a truncated HEIC", async () => {
    await expect(decodeHeic(photo.subarray(0, 200))).rejects.toThrow(
      "the HEIC file is damaged and could not be decoded (Invalid input: No 'meta' box: Cannot read full meta box)",
    );
    await expect(decodeHeic(photo.subarray(0, 100_000))).rejects.toThrow(
      /^the HEIC file is damaged and could not be decoded \(Invalid input: Unexpected end of file: Extent in iloc box references data outside of file bounds/,
    );
  }, 60_000);
});
