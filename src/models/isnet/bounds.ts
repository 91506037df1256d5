/**
 * Where a mask has anything to refine. Feathering changes nothing where the mask is flat, and
 * decontamination only recolours partly transparent pixels; on most photos both lie in a fraction of
 * the frame, so the refinements work on these rectangles (grown by their windows' reach) instead of
 * the whole photo, with the same result.
 */
import type { PixelRect } from "../../lib/relative-box";
import type { Mask } from "./mask-plane";

/** Every pixel that differs from one of its four neighbours; null for a flat mask. */
export function changeBounds(mask: Mask): PixelRect | null {
  const { data, width, height } = mask;
  return boundsWhere(mask, (pixel, x, y) => {
    const value = data[pixel];
    return (
      (x > 0 && data[pixel - 1] !== value) ||
      (x + 1 < width && data[pixel + 1] !== value) ||
      (y > 0 && data[pixel - width] !== value) ||
      (y + 1 < height && data[pixel + width] !== value)
    );
  });
}

/** Every pixel neither fully transparent nor fully opaque; null when there is none. */
export function partialBounds(mask: Mask): PixelRect | null {
  const { data } = mask;
  return boundsWhere(mask, (pixel) => data[pixel] !== 0 && data[pixel] !== 255);
}

/** The smallest rectangle holding every pixel for which `holds` is true; null when there is none. */
export function boundsWhere(mask: Mask, holds: (pixel: number, x: number, y: number) => boolean): PixelRect | null {
  const { width, height } = mask;
  let left = width;
  let right = -1;
  let top = height;
  let bottom = -1;
  for (let y = 0, pixel = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1, pixel += 1) {
      if (!holds(pixel, x, y)) continue;
      if (x < left) left = x;
      if (x > right) right = x;
      if (y < top) top = y;
      bottom = y;
    }
  }
  return right < 0 ? null : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}
