/**
 * BMP on the server: sharp's prebuilt libvips has no BMP loader, and browsers decode it natively.
 * Written here rather than taken from npm because none of the decoders there reads every BMP a
 * browser does. Each of bmp-ts 1.0.9 (what Jimp uses), bmp-js 0.1.0, decode-bmp 0.2.1, fast-bmp
 * 4.0.1, bmpimagejs 1.0.4 and @cwasm/nsbmp 0.1.3 (libnsbmp) got some of 12 kinds of BMP wrong
 * (see bmp.test.ts): pixels read from the end of the palette instead of the header's offset, odd-width
 * 4-bit rows, top-down rows, 16-bit colours not scaled to 8 bits, or RLE streams that end each row,
 * the last one included, before the end-of-bitmap mark, as ImageMagick writes them.
 *
 * Where the format leaves room it does what Chromium does: bit fields are scaled to 8 bits by
 * rounding; a 32-bit image whose alpha is zero everywhere is opaque (many writers leave that byte 0);
 * pixels an RLE stream skips are transparent; a palette index past the palette is black.
 */
import { DecodeError } from "../../../src/codecs/decode-error";
import type { Raster } from "../../../src/codecs/image";

const RGB = 0;
const RLE8 = 1;
const RLE4 = 2;
const BITFIELDS = 3;
const JPEG = 4;
const PNG = 5;
const ALPHA_BITFIELDS = 6;

/** What the headers say, before any pixel is read. */
export interface BmpHeader {
  width: number;
  height: number;
  topDown: boolean;
  bitsPerPixel: number;
  compression: number;
  /** Red, green, blue and alpha masks of 16- and 32-bit pixels. */
  masks: [number, number, number, number];
  /** RGBA per palette index the pixels can hold; indices past the file's palette are black. */
  palette: Uint8Array;
  dataOffset: number;
}

function truncated(what: string): DecodeError {
  return new DecodeError(`the BMP file is damaged: ${what}`);
}

/** The sizes and layout from a BMP's headers; throws when they are cut short, say something impossible or ask for what is not read. */
export function readBmpHeader(bytes: Uint8Array): BmpHeader {
  if (bytes.length < 26 || bytes[0] !== 0x42 || bytes[1] !== 0x4d) throw truncated("its header is missing or cut short");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerSize = view.getUint32(14, true);
  const core = headerSize === 12;
  if (!core && headerSize < 16) throw truncated(`its header size (${headerSize} bytes) is not one BMP has`);
  if (bytes.length < 14 + Math.min(headerSize, 40)) throw truncated("its header is cut short");
  const width = core ? view.getUint16(18, true) : view.getInt32(18, true);
  const rawHeight = core ? view.getInt16(20, true) : view.getInt32(22, true);
  const bitsPerPixel = view.getUint16(core ? 24 : 28, true);
  const compression = headerSize >= 40 ? view.getUint32(30, true) : RGB;
  if (width <= 0 || rawHeight === 0 || rawHeight === -0x80000000)
    throw truncated(`its header gives an impossible size (${width} × ${rawHeight})`);
  if (compression === JPEG || compression === PNG)
    throw new DecodeError("BMPs that hold a JPEG or PNG image are not read: send the image itself");
  if (![RGB, RLE8, RLE4, BITFIELDS, ALPHA_BITFIELDS].includes(compression))
    throw new DecodeError(`this BMP's compression (type ${compression}) is not one this service reads`);
  if (![1, 2, 4, 8, 16, 24, 32].includes(bitsPerPixel))
    throw new DecodeError(`${bitsPerPixel}-bit BMPs are not read (1- to 32-bit ones are)`);
  if ((compression === RLE8 && bitsPerPixel !== 8) || (compression === RLE4 && bitsPerPixel !== 4))
    throw truncated(`its header pairs ${compression === RLE8 ? "RLE8" : "RLE4"} compression with ${bitsPerPixel} bits per pixel`);

  const fields = compression === BITFIELDS || compression === ALPHA_BITFIELDS;
  // A 40-byte header is followed by its masks; later headers hold them.
  const separateMasks = fields && headerSize === 40 ? (compression === ALPHA_BITFIELDS ? 16 : 12) : 0;
  const masksEnd = 14 + headerSize + separateMasks;
  if (bytes.length < masksEnd) throw truncated("its header is cut short");
  const mask = (index: number) => (fields && (headerSize > 40 || index * 4 < separateMasks) ? view.getUint32(54 + index * 4, true) : 0);
  const alphaMask = headerSize >= 56 || compression === ALPHA_BITFIELDS ? mask(3) : 0;
  const masks: [number, number, number, number] = fields
    ? [mask(0), mask(1), mask(2), alphaMask]
    : bitsPerPixel === 16
      ? [0x7c00, 0x03e0, 0x001f, 0]
      : [0xff0000, 0x00ff00, 0x0000ff, 0xff000000];

  const declared = headerSize >= 40 ? view.getUint32(46, true) : 0;
  const entrySize = core ? 3 : 4;
  const dataOffset = view.getUint32(10, true);
  const paletteRoom = Math.max(0, Math.floor(((dataOffset > masksEnd ? dataOffset : bytes.length) - masksEnd) / entrySize));
  const entries = bitsPerPixel <= 8 ? Math.min(declared || 1 << bitsPerPixel, 1 << bitsPerPixel, paletteRoom) : 0;
  const palette = new Uint8Array(bitsPerPixel <= 8 ? 4 << bitsPerPixel : 0);
  for (let index = 3; index < palette.length; index += 4) palette[index] = 255;
  for (let entry = 0; entry < entries; entry += 1) {
    const at = masksEnd + entry * entrySize;
    palette.set([bytes[at + 2] ?? 0, bytes[at + 1] ?? 0, bytes[at] ?? 0, 255], entry * 4);
  }
  return {
    width,
    height: Math.abs(rawHeight),
    topDown: rawHeight < 0,
    bitsPerPixel,
    compression,
    masks,
    palette,
    dataOffset: dataOffset >= masksEnd ? dataOffset : masksEnd + entries * entrySize,
  };
}

/** A mask's value scaled to 0–255 by rounding, as Chromium scales it (a 5-bit 3 is 25, not 24). */
function channelOf(mask: number): (pixel: number) => number {
  if (mask === 0) return () => 0;
  const shift = 31 - Math.clz32(mask & -mask);
  const bits = 32 - Math.clz32(mask >>> shift);
  if (bits >= 8) return (pixel) => ((pixel & mask) >>> shift) >>> (bits - 8);
  const max = (1 << bits) - 1;
  const scaled = Uint8Array.from({ length: max + 1 }, (_, value) => Math.round((value * 255) / max));
  return (pixel) => scaled[(pixel & mask) >>> shift] ?? 0;
}

function putIndex(data: Uint8ClampedArray, target: number, palette: Uint8Array, index: number): void {
  data[target] = palette[index * 4] as number;
  data[target + 1] = palette[index * 4 + 1] as number;
  data[target + 2] = palette[index * 4 + 2] as number;
  data[target + 3] = 255;
}

function decodeRows(bytes: Uint8Array, header: BmpHeader, data: Uint8ClampedArray): void {
  const { width, height, bitsPerPixel, palette, masks } = header;
  const stride = Math.ceil((width * bitsPerPixel) / 32) * 4;
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const whole = Math.floor((bytes.length - header.dataOffset - rowBytes) / stride) + 1;
  if (whole < height) throw truncated(`its pixels stop after ${Math.max(whole, 0)} of its ${height} rows`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const [red, green, blue, alpha] = masks.map(channelOf) as [
    (pixel: number) => number,
    (pixel: number) => number,
    (pixel: number) => number,
    (pixel: number) => number,
  ];
  const hasAlpha = masks[3] !== 0;
  for (let stored = 0; stored < height; stored += 1) {
    const source = header.dataOffset + stored * stride;
    let target = (header.topDown ? stored : height - 1 - stored) * width * 4;
    for (let x = 0; x < width; x += 1, target += 4) {
      if (bitsPerPixel <= 8) {
        const bit = x * bitsPerPixel;
        const index = ((bytes[source + (bit >> 3)] ?? 0) >> (8 - bitsPerPixel - (bit & 7))) & ((1 << bitsPerPixel) - 1);
        putIndex(data, target, palette, index);
      } else if (bitsPerPixel === 24) {
        const at = source + x * 3;
        data[target] = bytes[at + 2] ?? 0;
        data[target + 1] = bytes[at + 1] ?? 0;
        data[target + 2] = bytes[at] ?? 0;
        data[target + 3] = 255;
      } else {
        const pixel = bitsPerPixel === 16 ? view.getUint16(source + x * 2, true) : view.getUint32(source + x * 4, true);
        data[target] = red(pixel);
        data[target + 1] = green(pixel);
        data[target + 2] = blue(pixel);
        data[target + 3] = hasAlpha ? alpha(pixel) : 255;
      }
    }
  }
}

/** RLE8 and RLE4 (Windows' run-length coding of palette images); skipped pixels stay transparent. */
function decodeRle(bytes: Uint8Array, header: BmpHeader, data: Uint8ClampedArray): void {
  const { width, height, palette } = header;
  const nibbles = header.compression === RLE4;
  let at = header.dataOffset;
  let x = 0;
  let row = 0;
  const put = (index: number) => {
    if (x < width && row < height) {
      putIndex(data, ((header.topDown ? row : height - 1 - row) * width + x) * 4, palette, index);
    }
    x += 1;
  };
  const stop = () => truncated(`its compressed pixels stop at row ${row + 1} of ${height}, before the end-of-bitmap mark`);
  while (row < height) {
    if (at + 2 > bytes.length) throw stop();
    const count = bytes[at] as number;
    const value = bytes[at + 1] as number;
    at += 2;
    if (count > 0) {
      for (let pixel = 0; pixel < count; pixel += 1) put(nibbles ? (pixel % 2 === 0 ? value >> 4 : value & 15) : value);
    } else if (value === 0) {
      row += 1;
      x = 0;
    } else if (value === 1) {
      return;
    } else if (value === 2) {
      if (at + 2 > bytes.length) throw stop();
      x += bytes[at] as number;
      row += bytes[at + 1] as number;
      at += 2;
    } else {
      const length = nibbles ? Math.ceil(value / 2) : value;
      if (at + length > bytes.length) throw stop();
      for (let pixel = 0; pixel < value; pixel += 1) {
        const byte = bytes[at + (nibbles ? pixel >> 1 : pixel)] as number;
        put(nibbles ? (pixel % 2 === 0 ? byte >> 4 : byte & 15) : byte);
      }
      at += length + (length % 2);
    }
  }
}

export function decodeBmp(bytes: Uint8Array): Raster {
  const header = readBmpHeader(bytes);
  const data = new Uint8ClampedArray(header.width * header.height * 4);
  if (header.compression === RLE8 || header.compression === RLE4) decodeRle(bytes, header, data);
  else decodeRows(bytes, header, data);
  if (header.masks[3] !== 0 && (header.bitsPerPixel === 16 || header.bitsPerPixel === 32)) {
    let seen = false;
    for (let index = 3; index < data.length && !seen; index += 4) seen = data[index] !== 0;
    if (!seen) for (let index = 3; index < data.length; index += 4) data[index] = 255;
  }
  return { data, width: header.width, height: header.height };
}
