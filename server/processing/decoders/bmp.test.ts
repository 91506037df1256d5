/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { createCanvas, loadImage } from "@napi-rs/canvas";
import { corpusDir } from "../../../src/test-utils/corpus";
import { decodeBmp, readBmpHeader } from "./bmp";

/** A picture known pixel by pixel: a few palette colours in runs (left half) and scattered (right half), odd width. */
interface Sample {
  width: number;
  height: number;
  rgba: Uint8Array;
  /** Palette index per pixel, for the palette BMPs. */
  index: Uint8Array;
  palette: number[][];
}

function paletteSample(colours: number, width = 37, height = 23): Sample {
  const palette = Array.from({ length: colours }, (_, i) => [(i * 67) % 256, (i * 131 + 40) % 256, (i * 29 + 200) % 256]);
  const index = new Uint8Array(width * height);
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      index[at] = x < width / 2 ? Math.floor(x / 5 + y) % colours : (((x * 7 + y * 13) * 2654435761) >>> 27) % colours;
      rgba.set([...(palette[index[at] as number] as number[]), 255], at * 4);
    }
  return { width, height, rgba, index, palette };
}

function rgbSample(alpha: boolean, width = 37, height = 23): Sample {
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      rgba.set([(x * 255) / width, (y * 255) / height, ((x + y) * 37) & 255, alpha ? (x * 11 + y * 5) & 255 : 255], (y * width + x) * 4);
  return { width, height, rgba, index: new Uint8Array(0), palette: [] };
}

interface BmpOptions {
  bits: number;
  compression?: number;
  headerSize?: number;
  topDown?: boolean;
  masks?: number[];
  palette?: number[][];
  /** Bytes left between the palette and the pixels (the header's offset says where they start). */
  gap?: number;
}

/** A BMP file around pixel data, its headers written as the format describes them. */
function bmpFile(sample: Sample, pixels: Uint8Array, options: BmpOptions): Buffer {
  const { bits, compression = 0, headerSize = 40, topDown = false, masks, palette, gap = 0 } = options;
  const separateMasks = headerSize === 40 && compression === 3 ? 12 : 0;
  const offset = 14 + headerSize + separateMasks + (palette?.length ?? 0) * 4 + gap;
  const file = Buffer.alloc(offset + pixels.length);
  file.write("BM", 0, "latin1");
  file.writeUInt32LE(file.length, 2);
  file.writeUInt32LE(offset, 10);
  file.writeUInt32LE(headerSize, 14);
  file.writeInt32LE(sample.width, 18);
  file.writeInt32LE(topDown ? -sample.height : sample.height, 22);
  file.writeUInt16LE(1, 26);
  file.writeUInt16LE(bits, 28);
  file.writeUInt32LE(compression, 30);
  file.writeUInt32LE(pixels.length, 34);
  file.writeUInt32LE(palette?.length ?? 0, 46);
  masks?.forEach((mask, index) => file.writeUInt32LE(mask >>> 0, 54 + index * 4));
  palette?.forEach(([red, green, blue], entry) =>
    file.set([blue ?? 0, green ?? 0, red ?? 0, 0], 14 + headerSize + separateMasks + entry * 4),
  );
  file.set(pixels, offset);
  return file;
}

/** Rows padded to four bytes, bottom row first unless top-down, each pixel written by `put`. */
function rows(sample: Sample, bits: number, topDown: boolean, put: (row: Uint8Array, x: number, at: number) => void): Uint8Array {
  const stride = Math.ceil((sample.width * bits) / 32) * 4;
  const out = new Uint8Array(stride * sample.height);
  for (let stored = 0; stored < sample.height; stored += 1) {
    const y = topDown ? stored : sample.height - 1 - stored;
    const row = out.subarray(stored * stride, (stored + 1) * stride);
    for (let x = 0; x < sample.width; x += 1) put(row, x, y * sample.width + x);
  }
  return out;
}

const bgr = (sample: Sample) => (row: Uint8Array, x: number, at: number) =>
  row.set([sample.rgba[at * 4 + 2] ?? 0, sample.rgba[at * 4 + 1] ?? 0, sample.rgba[at * 4] ?? 0], x * 3);
const bgra = (sample: Sample, alpha: boolean) => (row: Uint8Array, x: number, at: number) =>
  row.set(
    [sample.rgba[at * 4 + 2] ?? 0, sample.rgba[at * 4 + 1] ?? 0, sample.rgba[at * 4] ?? 0, alpha ? (sample.rgba[at * 4 + 3] ?? 0) : 0],
    x * 4,
  );
const indices = (sample: Sample, bits: number) => (row: Uint8Array, x: number, at: number) => {
  const perByte = 8 / bits;
  row[Math.floor(x / perByte)] = (row[Math.floor(x / perByte)] ?? 0) | ((sample.index[at] ?? 0) << (8 - bits * (1 + (x % perByte))));
};

/**
 * Run-length coded rows as ImageMagick writes them: runs of two or more, literal stretches in
 * absolute mode, an end-of-line after every row (the last one too), then the end-of-bitmap mark.
 */
function rle(sample: Sample, nibbles: boolean): Uint8Array {
  const out: number[] = [];
  const pack = (values: number[]) =>
    nibbles ? values.flatMap((value, i) => (i % 2 ? [] : [(value << 4) | (values[i + 1] ?? 0)])) : values;
  for (let y = sample.height - 1; y >= 0; y -= 1) {
    const row = Array.from(sample.index.subarray(y * sample.width, (y + 1) * sample.width));
    for (let x = 0; x < row.length;) {
      let run = 1;
      while (x + run < row.length && row[x + run] === row[x] && run < 255) run += 1;
      if (run >= 2) {
        out.push(run, nibbles ? ((row[x] ?? 0) << 4) | (row[x] ?? 0) : (row[x] ?? 0));
        x += run;
        continue;
      }
      let literal = 1;
      while (x + literal < row.length && literal < 9 && row[x + literal] !== row[x + literal + 1]) literal += 1;
      if (literal < 3) {
        for (const value of row.slice(x, x + literal)) out.push(1, nibbles ? value << 4 : value);
      } else {
        const bytes = pack(row.slice(x, x + literal));
        out.push(0, literal, ...bytes, ...(bytes.length % 2 ? [0] : []));
      }
      x += literal;
    }
    out.push(0, 0);
  }
  out.push(0, 1);
  return Uint8Array.from(out);
}

/** Chromium's scaling of a bit field to 8 bits. */
const scaled = (value: number, bits: number) => Math.round((value * 255) / ((1 << bits) - 1));

function rgb565(): { sample: Sample; pixels: Uint8Array } {
  const sample = rgbSample(false);
  const words: number[] = [];
  for (let at = 0; at < sample.width * sample.height; at += 1) {
    const [red, green, blue] = [(sample.rgba[at * 4] ?? 0) >> 3, (sample.rgba[at * 4 + 1] ?? 0) >> 2, (sample.rgba[at * 4 + 2] ?? 0) >> 3];
    words.push((red << 11) | (green << 5) | blue);
    sample.rgba.set([scaled(red, 5), scaled(green, 6), scaled(blue, 5)], at * 4);
  }
  const pixels = rows(sample, 16, false, (row, x, at) => row.set([(words[at] ?? 0) & 255, (words[at] ?? 0) >> 8], x * 2));
  return { sample, pixels };
}

/** Skia's BMP decoder (@napi-rs/canvas), a second reading of the same file. */
async function skiaPixels(file: Buffer): Promise<Uint8ClampedArray> {
  const image = await loadImage(file);
  const context = createCanvas(image.width, image.height).getContext("2d");
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, image.width, image.height).data;
}

const opaqueKinds = (): [string, Sample, Buffer][] => {
  const photo = rgbSample(false);
  const p8 = paletteSample(200);
  const p4 = paletteSample(16);
  const p1 = paletteSample(2);
  const { sample: s565, pixels: px565 } = rgb565();
  return [
    ["24-bit, bottom-up", photo, bmpFile(photo, rows(photo, 24, false, bgr(photo)), { bits: 24 })],
    ["24-bit, top-down", photo, bmpFile(photo, rows(photo, 24, true, bgr(photo)), { bits: 24, topDown: true })],
    [
      "24-bit, V5 header, a gap before the pixels",
      photo,
      bmpFile(photo, rows(photo, 24, false, bgr(photo)), { bits: 24, headerSize: 124, gap: 10 }),
    ],
    ["32-bit BI_RGB, fourth byte zero", photo, bmpFile(photo, rows(photo, 32, false, bgra(photo, false)), { bits: 32 })],
    ["16-bit 5-6-5 bit fields", s565, bmpFile(s565, px565, { bits: 16, compression: 3, masks: [0xf800, 0x07e0, 0x001f] })],
    ["8-bit palette", p8, bmpFile(p8, rows(p8, 8, false, indices(p8, 8)), { bits: 8, palette: p8.palette })],
    ["8-bit palette, top-down", p8, bmpFile(p8, rows(p8, 8, true, indices(p8, 8)), { bits: 8, palette: p8.palette, topDown: true })],
    ["4-bit palette, odd width", p4, bmpFile(p4, rows(p4, 4, false, indices(p4, 4)), { bits: 4, palette: p4.palette })],
    ["1-bit palette", p1, bmpFile(p1, rows(p1, 1, false, indices(p1, 1)), { bits: 1, palette: p1.palette })],
    ["RLE8", p8, bmpFile(p8, rle(p8, false), { bits: 8, compression: 1, palette: p8.palette })],
    ["RLE4", p4, bmpFile(p4, rle(p4, true), { bits: 4, compression: 2, palette: p4.palette })],
  ];
};

const corpus = (file: string) => readFileSync(path.join(corpusDir(), file));

describe("the BMP decoder", () => {
  it.each(opaqueKinds())("reads %s pixel for pixel, as Skia does", async (_kind, sample, file) => {
    const decoded = decodeBmp(file);
    expect([decoded.width, decoded.height]).toEqual([sample.width, sample.height]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(sample.rgba))).toBe(true);
    expect(Buffer.from(decoded.data).equals(Buffer.from(await skiaPixels(file)))).toBe(true);
  });

  it("reads a 32-bit BMP's alpha from its V5 header's mask", () => {
    const sample = rgbSample(true);
    const file = bmpFile(sample, rows(sample, 32, false, bgra(sample, true)), {
      bits: 32,
      compression: 3,
      headerSize: 124,
      masks: [0xff0000, 0xff00, 0xff, 0xff000000],
    });
    expect(Buffer.from(decodeBmp(file).data).equals(Buffer.from(sample.rgba))).toBe(true);
  });

  it("leaves the pixels an RLE delta skips transparent", () => {
    const sample = paletteSample(4, 4, 2);
    // The bottom row: two pixels of colour 1; a delta one row up; one pixel of colour 2 (at x = 2).
    const file = bmpFile(sample, Uint8Array.from([2, 1, 0, 2, 0, 1, 1, 2, 0, 1]), { bits: 8, compression: 1, palette: sample.palette });
    const { data } = decodeBmp(file);
    const pixel = (x: number, y: number) => Array.from(data.subarray((y * 4 + x) * 4, (y * 4 + x) * 4 + 4));
    expect(pixel(0, 1)).toEqual([...(sample.palette[1] as number[]), 255]);
    expect(pixel(2, 1)).toEqual([0, 0, 0, 0]);
    expect(pixel(0, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(3, 0)).toEqual([0, 0, 0, 0]);
    expect(pixel(2, 0)).toEqual([...(sample.palette[2] as number[]), 255]);
  });

  it("reads the corpus BMP as Skia does", async () => {
    const file = corpus("photos/china_summer_palace_640x427.bmp");
    const decoded = decodeBmp(file);
    expect([decoded.width, decoded.height]).toEqual([640, 427]);
    expect(Buffer.from(decoded.data).equals(Buffer.from(await skiaPixels(file)))).toBe(true);
  });

  it("says how a BMP is broken: a cut header, rows missing, an RLE stream cut short", () => {
    const file = corpus("photos/china_summer_palace_640x427.bmp");
    expect(() => decodeBmp(file.subarray(0, 20))).toThrow("the BMP file is damaged: its header is missing or cut short");
    expect(() => decodeBmp(file.subarray(0, 54 + 1920 * 100 + 7))).toThrow(
      "the BMP file is damaged: its pixels stop after 100 of its 427 rows",
    );
    const [, p8, rleFile] = opaqueKinds()[9] as [string, Sample, Buffer];
    expect(p8.height).toBe(23);
    expect(() => decodeBmp(rleFile.subarray(0, rleFile.length - 200))).toThrow(
      /^the BMP file is damaged: its compressed pixels stop at row \d+ of 23, before the end-of-bitmap mark$/,
    );
  });

  it("refuses what it does not read without calling the file damaged", () => {
    const sample = rgbSample(false, 2, 2);
    const jpegInside = bmpFile(sample, Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]), { bits: 0, compression: 4 });
    expect(() => decodeBmp(jpegInside)).toThrow("BMPs that hold a JPEG or PNG image are not read: send the image itself");
    const deep = bmpFile(sample, new Uint8Array(32), { bits: 64 });
    expect(() => decodeBmp(deep)).toThrow("64-bit BMPs are not read (1- to 32-bit ones are)");
  });

  it("gives the size from the header alone, before any pixel is allocated", () => {
    const huge = { width: 30000, height: 30000, rgba: new Uint8Array(0), index: new Uint8Array(0), palette: [] };
    const header = bmpFile(huge, new Uint8Array(0), { bits: 24 });
    expect(readBmpHeader(header)).toMatchObject({ width: 30000, height: 30000 });
  });
});
