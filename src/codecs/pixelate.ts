import type { Raster } from "./image";
import type { PixelRect } from "../lib/relative-box";

/**
 * A copy of the image with the rectangle turned into block × block squares, each the average of
 * its pixels. Blocks start at the rectangle's top-left corner; those at its right and bottom edges
 * average what they cover. Colours are weighted by alpha, so transparent pixels do not darken a block.
 */
export function pixelate(raster: Raster, rect: PixelRect, block: number): Raster {
  const data = raster.data.slice();
  // Blocks are filled a row at a time through a 32-bit view: one word per pixel.
  const words = new Uint32Array(data.buffer, data.byteOffset, data.length / 4);
  const colour = new Uint8ClampedArray(4);
  const packed = new Uint32Array(colour.buffer);
  const { width } = raster;
  const right = rect.x + rect.width;
  const bottom = rect.y + rect.height;
  for (let top = rect.y; top < bottom; top += block) {
    const blockBottom = Math.min(bottom, top + block);
    for (let left = rect.x; left < right; left += block) {
      const blockRight = Math.min(right, left + block);
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      for (let y = top; y < blockBottom; y += 1) {
        for (let at = (y * width + left) * 4, end = (y * width + blockRight) * 4; at < end; at += 4) {
          const weight = data[at + 3] as number;
          red += (data[at] as number) * weight;
          green += (data[at + 1] as number) * weight;
          blue += (data[at + 2] as number) * weight;
          alpha += weight;
        }
      }
      const count = (blockRight - left) * (blockBottom - top);
      colour.set(alpha > 0 ? [red / alpha, green / alpha, blue / alpha, alpha / count] : [0, 0, 0, 0]);
      const value = packed[0] as number;
      for (let y = top; y < blockBottom; y += 1) words.fill(value, y * width + left, y * width + blockRight);
    }
  }
  return { data, width, height: raster.height };
}
