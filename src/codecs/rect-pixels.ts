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

/** One drawImage(source, sx, sy, sw, sh, dx, dy, dw, dh) call. */
export type DrawPiece = readonly [number, number, number, number, number, number, number, number];

/**
 * The draws that copy a window of an image into a canvas `pad` pixels larger on every side, with
 * the window's edge pixels stretched over the margin. A blur then sees the edge continue instead
 * of transparent black, which would leave a dark, see-through fringe along the image's borders.
 * Stretch with smoothing off, so each margin pixel is an exact copy of its edge pixel.
 */
export function clampedPieces(window: PixelRect, pad: number): DrawPiece[] {
  const { x, y, width: w, height: h } = window;
  const right = x + w - 1;
  const bottom = y + h - 1;
  const pieces: DrawPiece[] = [[x, y, w, h, pad, pad, w, h]];
  if (pad === 0) return pieces;
  pieces.push(
    [x, y, 1, h, 0, pad, pad, h],
    [right, y, 1, h, pad + w, pad, pad, h],
    [x, y, w, 1, pad, 0, w, pad],
    [x, bottom, w, 1, pad, pad + h, w, pad],
    [x, y, 1, 1, 0, 0, pad, pad],
    [right, y, 1, 1, pad + w, 0, pad, pad],
    [x, bottom, 1, 1, 0, pad + h, pad, pad],
    [right, bottom, 1, 1, pad + w, pad + h, pad, pad],
  );
  return pieces;
}

/** Copies `rect`'s size of pixels from `source` at `from` into `target` at the rectangle's place. */
export function copyPixels(source: Raster, from: Point, target: Raster, rect: PixelRect): void {
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
