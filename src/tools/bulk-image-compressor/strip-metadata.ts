/**
 * When re-encoding would make a file larger, the compressor hands back the original; if the visitor
 * asked for metadata to be removed, the original must not carry the camera details and GPS
 * position either. This removes them by dropping whole segments or chunks, leaving the image data
 * byte for byte as it was. What the image needs to look right stays: JPEG's JFIF, ICC and Adobe
 * segments, PNG's colour chunks, and the EXIF orientation (rewritten as a minimal EXIF block).
 * AVIF's metadata items are blanked in place (strip-avif.ts); GIF loses its comments and XMP.
 */
import type { ImageFormat } from "../../domain/formats";
import { type GifBlock, gifBlocks, gifHeaderEnd } from "../../codecs/gif-blocks";
import { crc32 } from "../../lib/crc32";
import { stripAvifMetadata } from "./strip-avif";

const ascii = (text: string) => Uint8Array.from(text, (character) => character.charCodeAt(0));
const EXIF_ID = ascii("Exif\0\0");

function startsWith(bytes: Uint8Array, offset: number, prefix: Uint8Array): boolean {
  if (offset + prefix.length > bytes.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return joined;
}

/** The Orientation tag (1–8) of a TIFF-structured EXIF block, 1 when absent or unreadable. */
export function exifOrientation(tiff: Uint8Array): number {
  if (tiff.length < 8) return 1;
  const view = new DataView(tiff.buffer, tiff.byteOffset, tiff.byteLength);
  const little = tiff[0] === 0x49;
  const ifd = view.getUint32(4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = view.getUint16(ifd, little);
  for (let entry = 0; entry < count; entry += 1) {
    const at = ifd + 2 + entry * 12;
    if (at + 12 > tiff.length) break;
    if (view.getUint16(at, little) === 0x0112) {
      const value = view.getUint16(at + 8, little);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** An APP1 segment holding only an EXIF Orientation tag. */
export function orientationSegment(orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const length = 2 + EXIF_ID.length + tiff.length;
  return Uint8Array.from([0xff, 0xe1, length >> 8, length & 0xff, ...EXIF_ID, ...tiff]);
}

/** JPEG markers dropped: APP1 (EXIF, XMP), APP13 (IPTC, Photoshop) and comments. */
const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);

function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  const kept: Uint8Array[] = [];
  let orientation = 1;
  let offset = 2;
  let dropped = false;
  while (offset + 4 <= bytes.length && bytes[offset] === 0xff) {
    const marker = bytes[offset + 1] as number;
    if (marker === 0xda || marker === 0xd9) break;
    const end = offset + 2 + (((bytes[offset + 2] as number) << 8) | (bytes[offset + 3] as number));
    if (end > bytes.length) return null;
    if (JPEG_DROPPED.has(marker)) {
      dropped = true;
      if (marker === 0xe1 && startsWith(bytes, offset + 4, EXIF_ID))
        orientation = exifOrientation(bytes.subarray(offset + 4 + EXIF_ID.length, end));
    } else {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  if (!dropped) return bytes;
  const head = orientation === 1 ? [] : [orientationSegment(orientation)];
  return concat([bytes.subarray(0, 2), ...head, ...kept, bytes.subarray(offset)]);
}

const PNG_DROPPED = new Set(["tEXt", "zTXt", "iTXt", "tIME", "eXIf"]);

function stripPng(bytes: Uint8Array): Uint8Array | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let offset = 8;
  let dropped = false;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8));
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (PNG_DROPPED.has(type)) {
      dropped = true;
      // An orientation only EXIF gives cannot be dropped without turning the image: it stays, alone.
      const orientation = type === "eXIf" ? exifOrientation(bytes.subarray(offset + 8, end - 4)) : 1;
      if (orientation !== 1) kept.push(pngExifChunk(orientation));
    } else {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
    if (type === "IEND") break;
  }
  return dropped ? concat(kept) : bytes;
}

/** A PNG eXIf chunk holding only an Orientation tag (the TIFF data of the JPEG block). */
function pngExifChunk(orientation: number): Uint8Array {
  const tiff = orientationSegment(orientation).subarray(4 + EXIF_ID.length);
  const chunk = concat([new Uint8Array(4), ascii("eXIf"), tiff, new Uint8Array(4)]);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, tiff.length);
  view.setUint32(8 + tiff.length, crc32(chunk.subarray(4, 8 + tiff.length)));
  return chunk;
}

function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, 0, ascii("RIFF")) || !startsWith(bytes, 8, ascii("WEBP"))) return null;
  if (!startsWith(bytes, 12, ascii("VP8X"))) return bytes; // simple WebP: no room for metadata
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const kept: Uint8Array[] = [];
  let offset = 12;
  let dropped = false;
  while (offset + 8 <= bytes.length) {
    const type = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    const end = Math.min(bytes.length, offset + 8 + size + (size & 1));
    if (type === "EXIF" || type === "XMP ") {
      dropped = true;
      const orientation = type === "EXIF" ? exifOrientation(exifTiff(bytes.subarray(offset + 8, offset + 8 + size))) : 1;
      if (orientation !== 1) kept.push(webpExifChunk(orientation));
    } else {
      kept.push(bytes.subarray(offset, end));
    }
    offset = end;
  }
  if (!dropped) return bytes;
  const body = concat(kept);
  // VP8X flags: clear "has XMP" (bit 2), and "has EXIF" (bit 3) unless an orientation block stays.
  body[8] = (body[8] as number) & ~(kept.some((chunk) => startsWith(chunk, 0, ascii("EXIF"))) ? 0x04 : 0x0c);
  const header = concat([ascii("RIFF"), new Uint8Array(4), ascii("WEBP")]);
  new DataView(header.buffer).setUint32(4, 4 + body.length, true);
  return concat([header, body]);
}

/** A WebP EXIF chunk holding only an Orientation tag (the TIFF data of the JPEG block). */
function webpExifChunk(orientation: number): Uint8Array {
  const tiff = orientationSegment(orientation).subarray(4 + EXIF_ID.length);
  const chunk = concat([ascii("EXIF"), new Uint8Array(4), tiff]);
  new DataView(chunk.buffer).setUint32(4, tiff.length, true);
  return chunk;
}

/** WebP's EXIF chunk holds TIFF data, sometimes behind a JPEG-style "Exif\0\0" prefix. */
function exifTiff(chunk: Uint8Array): Uint8Array {
  return startsWith(chunk, 0, EXIF_ID) ? chunk.subarray(EXIF_ID.length) : chunk;
}

/** GIF application extensions that belong to the picture: looping (Netscape, AnimExts) and the ICC profile. */
const GIF_KEPT_APPLICATIONS = new Set(["NETSCAPE2.0", "ANIMEXTS1.0", "ICCRGBG1012"]);

/** Drops comments and application extensions (XMP among them) other than those the picture needs. */
function stripGif(bytes: Uint8Array): Uint8Array | null {
  if (!startsWith(bytes, 0, ascii("GIF8"))) return null;
  const { blocks, whole } = gifBlocks(bytes);
  if (!whole) return null;
  const metadata = (block: GifBlock) =>
    block.label === 0xfe ||
    (block.label === 0xff && !GIF_KEPT_APPLICATIONS.has(String.fromCharCode(...bytes.subarray(block.start + 3, block.start + 14))));
  const kept = blocks.filter((block) => block.kind !== "extension" || !metadata(block));
  if (kept.length === blocks.length) return bytes;
  return concat([bytes.subarray(0, gifHeaderEnd(bytes)), ...kept.map((block) => bytes.subarray(block.start, block.end))]);
}

/**
 * The file without its removable metadata (the same array when it has none), or null when that
 * cannot be done without re-encoding.
 */
export function stripMetadata(bytes: Uint8Array, format: ImageFormat): Uint8Array | null {
  switch (format) {
    case "jpeg":
      return stripJpeg(bytes);
    case "png":
      return stripPng(bytes);
    case "webp":
      return stripWebp(bytes);
    case "avif":
      return stripAvifMetadata(bytes);
    case "gif":
      return stripGif(bytes);
    case "jxl":
      // EXIF and XMP live in the container's boxes; a bare codestream (what this site writes) has none.
      return bytes[0] === 0xff && bytes[1] === 0x0a ? bytes : null;
    default:
      return null;
  }
}
