/**
 * The first end of a wide blur done small: the image shrunk by a whole factor f, each small pixel the
 * average of its f × f block of premultiplied colour, so transparent pixels weigh nothing, as in the
 * blur itself. A block cut by the image's edge counts what lies beyond as transparent black.
 *
 * This pass reads every pixel, so it reads whole pixels as 32-bit words (red in the low byte: every
 * browser's typed arrays are little-endian) and sums a block's channels two to a word, in 16-bit
 * lanes, a row of the block at a time; where the block is opaque, as all over a photo, premultiplied
 * colour is the colour itself, so those sums are the block's. Any other block (or one wider than the
 * lanes hold) is summed again, pixel by pixel, premultiplied.
 */
import type { Raster } from "../image";
import type { ReadRow } from "./separable";

/** Reads the image shrunk by the factor, a small row at a time, for the blur. */
export function shrinkRows(raster: Raster, factor: number): ReadRow {
  const { width, height } = raster;
  const words = new Int32Array(raster.data.buffer, raster.data.byteOffset, width * height);
  const area = factor * factor;
  return (smallRow, row, units) => {
    const scale = units / area;
    const top = smallRow * factor * width;
    const bottom = Math.min(height, (smallRow + 1) * factor) * width;
    const opaque = (255 * (bottom - top)) / width;
    for (let x = 0, out = 0; x < width; x += factor, out += 4) {
      const span = Math.min(width, x + factor) - x;
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let start = top + x; start < bottom; start += width) {
        let redBlue = 0;
        let greenAlpha = 0;
        for (let at = start, end = start + span; at < end; at += 1) {
          const word = words[at] as number;
          redBlue += word & 0xff00ff;
          greenAlpha += (word >>> 8) & 0xff00ff;
        }
        red += redBlue & 0xffff;
        green += greenAlpha & 0xffff;
        blue += redBlue >>> 16;
        alpha += greenAlpha >>> 16;
      }
      // Alpha adds up to 255 a pixel only where every pixel is opaque, and only if no lane overflowed:
      // past 257 pixels (255 × 257 = 65,535) a row's alpha comes out short, and so does the sum.
      if (alpha === opaque * span) {
        row[out] = (red * scale + 0.5) | 0;
        row[out + 1] = (green * scale + 0.5) | 0;
        row[out + 2] = (blue * scale + 0.5) | 0;
        row[out + 3] = (alpha * scale + 0.5) | 0;
      } else premultipliedBlock(words, width, top + x, bottom, span, scale, row, out);
    }
  };
}

/** A block with some transparency, its channels weighted by alpha: the f-wide columns from `start` down to `bottom`, scaled into `row` at `out`. */
function premultipliedBlock(
  words: Int32Array,
  width: number,
  start: number,
  bottom: number,
  span: number,
  scale: number,
  row: Int32Array,
  out: number,
): void {
  let red = 0;
  let green = 0;
  let blue = 0;
  let alpha = 0;
  for (let line = start; line < bottom; line += width)
    for (let at = line; at < line + span; at += 1) {
      const word = words[at] as number;
      const opacity = word >>> 24;
      red += (word & 0xff) * opacity;
      green += ((word >>> 8) & 0xff) * opacity;
      blue += ((word >>> 16) & 0xff) * opacity;
      alpha += opacity;
    }
  row[out] = ((red / 255) * scale + 0.5) | 0;
  row[out + 1] = ((green / 255) * scale + 0.5) | 0;
  row[out + 2] = ((blue / 255) * scale + 0.5) | 0;
  row[out + 3] = (alpha * scale + 0.5) | 0;
}
