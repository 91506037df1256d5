/** Pixel geometry of the blur: how strong on this image, and which pixels a blur reads and writes. */
import type { Raster } from "../../codecs/image";
import type { PixelRect, Point } from "../../lib/relative-box";

/** Shorter side of the image the relative strength is given for. */
export const REFERENCE_SIDE = 1000;

/** What a radius or block size is multiplied by on this image. */
export function strengthScale(sizing: "relative" | "absolute", width: number, height: number): number {
  return sizing === "relative" ? Math.min(width, height) / REFERENCE_SIDE : 1;
}

/** A pixelation block of at least 2 px (1 px would change nothing). */
export function blockPixels(blockSize: number, scale: number): number {
  return Math.max(2, Math.round(blockSize * scale));
}

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
