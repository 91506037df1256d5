/** Which pixels an effect on a rectangle (a blur, pixelation) reads and writes. */
import { createRaster, type Raster } from "./image";
import type { PixelRect, Point } from "../lib/relative-box";

/** The rectangle grown by `margin` on each side, cut to the image. */
export function expandRect(rect: PixelRect, margin: number, imageWidth: number, imageHeight: number): PixelRect {
  const x = Math.max(0, rect.x - margin);
  const y = Math.max(0, rect.y - margin);
  return {
    x,
    y,
    width: Math.min(imageWidth, rect.x + rect.width + margin) - x,
    height: Math.min(imageHeight, rect.y + rect.height + margin) - y,
  };
}

/**
 * A copy of a window of the image `pad` pixels larger on every side, the margin repeating the window's
 * edge pixels. A blur then sees the edge continue instead of transparent black, which would leave a
 * dark, see-through fringe along the image's borders.
 */
export function padClamped(source: Raster, window: PixelRect, pad: number): Raster {
  const target = createRaster(window.width + 2 * pad, window.height + 2 * pad);
  // One 32-bit word a pixel, so a margin is filled with its edge pixel in one call.
  const from = new Uint32Array(source.data.buffer, source.data.byteOffset, source.width * source.height);
  const to = new Uint32Array(target.data.buffer, 0, target.width * target.height);
  for (let y = 0; y < target.height; y += 1) {
    const sourceRow = (window.y + Math.min(window.height - 1, Math.max(0, y - pad))) * source.width + window.x;
    const row = y * target.width;
    to.set(from.subarray(sourceRow, sourceRow + window.width), row + pad);
    to.fill(from[sourceRow] as number, row, row + pad);
    to.fill(from[sourceRow + window.width - 1] as number, row + pad + window.width, row + target.width);
  }
  return target;
}

/** Four channels a pixel, interleaved: a decoded photo, or a working copy in floating point. */
export interface FourChannels {
  data: Uint8ClampedArray | Float32Array;
  width: number;
}

/** Copies `rect`'s size of pixels from `source` at `from` into `target` at the rectangle's place. */
export function copyPixels(source: FourChannels, from: Point, target: FourChannels, rect: PixelRect): void {
  const rowBytes = rect.width * 4;
  for (let row = 0; row < rect.height; row += 1) {
    const start = ((from.y + row) * source.width + from.x) * 4;
    target.data.set(source.data.subarray(start, start + rowBytes), ((rect.y + row) * target.width + rect.x) * 4);
  }
}

/** A copy of one rectangle of the image. */
export function cropRaster(source: Raster, rect: PixelRect): Raster {
  const target = createRaster(rect.width, rect.height);
  copyPixels(source, rect, target, { x: 0, y: 0, width: rect.width, height: rect.height });
  return target;
}
