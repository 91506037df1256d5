/**
 * How many frames an input holds, read from its container (no pixels decoded): the converter says
 * that only the first frame was kept, and the compressor keeps an animation's original file.
 */
import type { ImageFormat } from "../domain/formats";
import { gifBlocks } from "./gif-blocks";

function ascii(bytes: Uint8Array, start: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(start, start + length));
}

/** Counts GIF image descriptors (in a file's head, those it holds). */
export function gifFrameCount(bytes: Uint8Array): number {
  return gifBlocks(bytes).blocks.filter((block) => block.kind === "image").length;
}

/** PNG: an APNG's acTL chunk, before the first IDAT, gives its frame count. */
export function pngFrameCount(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 8; at + 8 <= bytes.length;) {
    const type = ascii(bytes, at + 4, 4);
    if (type === "acTL") return at + 12 <= bytes.length ? view.getUint32(at + 8) : 1;
    if (type === "IDAT") return 1;
    at += 12 + view.getUint32(at);
  }
  return 1;
}

/** WebP: an animated one (its VP8X flag) has one ANMF chunk per frame. */
export function webpFrameCount(bytes: Uint8Array): number {
  if (ascii(bytes, 12, 4) !== "VP8X" || ((bytes[20] ?? 0) & 0x02) === 0) return 1;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let frames = 0;
  for (let at = 12; at + 8 <= bytes.length;) {
    if (ascii(bytes, at, 4) === "ANMF") frames += 1;
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size & 1);
  }
  return Math.max(frames, 1);
}

/** The accepted formats that can hold an animation. */
export const ANIMATABLE: ReadonlySet<ImageFormat> = new Set(["gif", "png", "webp"]);

/** Frames in the file (at least 1: a still image, or one this cannot read). */
export function frameCount(format: ImageFormat, bytes: Uint8Array): number {
  if (format === "gif") return Math.max(gifFrameCount(bytes), 1);
  if (format === "png") return pngFrameCount(bytes);
  if (format === "webp") return webpFrameCount(bytes);
  return 1;
}

export function isAnimated(format: ImageFormat, bytes: Uint8Array): boolean {
  return frameCount(format, bytes) > 1;
}
