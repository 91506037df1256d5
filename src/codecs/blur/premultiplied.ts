/**
 * Premultiplied colour, as the blur works on it: a channel times its alpha (both 0–255, so a channel
 * is 0–255 too) next to the alpha. Blurring these and dividing by the blurred alpha is what the
 * canvas does, and what lets a transparent pixel carry no colour into its neighbours.
 */
import type { Raster } from "../image";

/** Blurred alpha from which a pixel rounds to opaque. */
export const OPAQUE_FROM = 254.5;
/** Under half a level of alpha the canvas keeps nothing, and neither do we. */
export const VISIBLE_FROM = 0.5;

/** Row y of the raster, premultiplied, into `row`: 4 channels a pixel, in whole `units` to the level. */
export function premultiplyRow(raster: Raster, y: number, row: Int32Array, units: number): void {
  const { width } = raster;
  const words = new Int32Array(raster.data.buffer, raster.data.byteOffset + y * width * 4, width);
  for (let x = 0, at = 0; x < width; x += 1, at += 4) {
    const word = words[x] as number;
    const alpha = word >>> 24;
    // Opaque pixels, all of a photo, in whole numbers.
    if (alpha === 255) {
      row[at] = (word & 0xff) * units;
      row[at + 1] = ((word >>> 8) & 0xff) * units;
      row[at + 2] = ((word >>> 16) & 0xff) * units;
      row[at + 3] = 255 * units;
      continue;
    }
    const scale = (alpha * units) / 255;
    row[at] = ((word & 0xff) * scale + 0.5) | 0;
    row[at + 1] = (((word >>> 8) & 0xff) * scale + 0.5) | 0;
    row[at + 2] = (((word >>> 16) & 0xff) * scale + 0.5) | 0;
    row[at + 3] = alpha * units;
  }
}

/** A channel rounded to a byte; blurring premultiplied colour keeps it within its alpha, but rounding can overshoot 255 a hair. */
const byte = (value: number): number => Math.min(255, (value + 0.5) | 0);

/** A premultiplied pixel as a straight-alpha word, red in the low byte. */
export function unpremultipliedWord(red: number, green: number, blue: number, alpha: number): number {
  if (alpha < VISIBLE_FROM) return 0;
  const scale = 255 / alpha;
  return byte(red * scale) | (byte(green * scale) << 8) | (byte(blue * scale) << 16) | (byte(alpha) << 24);
}

/**
 * A premultiplied row back into row y of the raster's straight-alpha bytes. Whole pixels are stored
 * as signed 32-bit words, which V8 stores without a detour through a double, red in the low byte
 * (every browser's typed arrays are little-endian): storing into a Uint8ClampedArray byte by byte
 * took a third of a wide blur's time.
 */
export function unpremultiplyRow(row: Float32Array, raster: Raster, y: number): void {
  const { data, width } = raster;
  const words = new Int32Array(data.buffer, data.byteOffset + y * width * 4, width);
  for (let x = 0; x < width; x += 1)
    words[x] = unpremultipliedWord(row[x * 4] as number, row[x * 4 + 1] as number, row[x * 4 + 2] as number, row[x * 4 + 3] as number);
}
