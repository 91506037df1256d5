/**
 * Whether an input holds more than one frame, read from its container (no pixels decoded), so the
 * converter can say that only the first frame was kept.
 */
import type { ImageFormat } from "../../bulk/types";

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Skips a run of GIF data sub-blocks (length byte, data… until a zero length); returns the offset after it. */
function skipSubBlocks(bytes: Uint8Array, offset: number): number {
  let at = offset;
  while (at < bytes.length) {
    const length = bytes[at] ?? 0;
    at += 1 + length;
    if (length === 0) break;
  }
  return at;
}

/** Counts GIF image descriptors, stopping at two. */
export function isAnimatedGif(bytes: Uint8Array): boolean {
  const flags = bytes[10] ?? 0;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let frames = 0;
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x21) {
      at = skipSubBlocks(bytes, at + 2);
    } else if (block === 0x2c) {
      frames += 1;
      if (frames > 1) return true;
      const local = bytes[at + 9] ?? 0;
      at = skipSubBlocks(bytes, at + 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0) + 1);
    } else {
      break;
    }
  }
  return false;
}

/** PNG: an acTL chunk before the first IDAT makes it an APNG. */
export function isAnimatedPng(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const type = ascii(bytes, at + 4, 4);
    if (type === "acTL") return true;
    if (type === "IDAT") return false;
    at += 12 + view.getUint32(at);
  }
  return false;
}

/** WebP: the extended header (VP8X) has an animation flag. */
export function isAnimatedWebp(bytes: Uint8Array): boolean {
  return ascii(bytes, 12, 4) === "VP8X" && ((bytes[20] ?? 0) & 0x02) !== 0;
}

/** The accepted formats that can hold an animation. */
export const ANIMATABLE: ReadonlySet<ImageFormat> = new Set(["gif", "png", "webp"]);

export function isAnimated(format: ImageFormat, bytes: Uint8Array): boolean {
  if (format === "gif") return isAnimatedGif(bytes);
  if (format === "png") return isAnimatedPng(bytes);
  if (format === "webp") return isAnimatedWebp(bytes);
  return false;
}
