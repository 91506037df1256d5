/**
 * Rows of premultiplied colour in floats, as the blur works on them: a channel times its alpha (both
 * 0–255, so a channel is 0–255 too) next to the alpha. Blurring these and dividing by the blurred
 * alpha is what the canvas does, and what lets a transparent pixel carry no colour into its neighbours.
 */
import type { Raster } from "../image";

/** Row y of the raster, premultiplied, into `row` (4 floats a pixel). */
export function premultiplyRow(raster: Raster, y: number, row: Float32Array): void {
  const { data, width } = raster;
  for (let x = 0, at = y * width * 4; x < width * 4; x += 4, at += 4) {
    const alpha = data[at + 3] as number;
    const scale = alpha / 255;
    row[x] = (data[at] as number) * scale;
    row[x + 1] = (data[at + 1] as number) * scale;
    row[x + 2] = (data[at + 2] as number) * scale;
    row[x + 3] = alpha;
  }
}

/** A channel rounded to a byte; blurring premultiplied colour keeps it within its alpha, but rounding can overshoot 255 a hair. */
const byte = (value: number): number => Math.min(255, (value + 0.5) | 0);

/**
 * A premultiplied row back into row y of the raster's straight-alpha bytes. Whole pixels are stored
 * as signed 32-bit words, which V8 stores without a detour through a double, red in the low byte
 * (every browser's typed arrays are little-endian): storing into a Uint8ClampedArray byte by byte
 * took a third of a wide blur's time.
 */
export function unpremultiplyRow(row: Float32Array, raster: Raster, y: number): void {
  const { data, width } = raster;
  const words = new Int32Array(data.buffer, data.byteOffset + y * width * 4, width);
  for (let x = 0; x < width; x += 1) {
    const alpha = row[x * 4 + 3] as number;
    // Under half a level of alpha the canvas keeps nothing either.
    if (alpha < 0.5) {
      words[x] = 0;
      continue;
    }
    const scale = 255 / alpha;
    const red = byte((row[x * 4] as number) * scale);
    const green = byte((row[x * 4 + 1] as number) * scale);
    const blue = byte((row[x * 4 + 2] as number) * scale);
    words[x] = red | (green << 8) | (blue << 16) | (byte(alpha) << 24);
  }
}
