/**
 * Where a mask has anything to refine. Feathering changes nothing where the mask is flat, and
 * decontamination only recolours partly transparent pixels; on most photos both lie in a fraction of
 * the frame, so the refinements work on these rectangles (grown by their windows' reach) instead of
 * the whole photo, with the same result.
 */
import type { PixelRect } from "../../lib/relative-box";
import type { Mask } from "./mask";

/** Every pixel that differs from its right or lower neighbour, and that neighbour; null for a flat mask. */
export function changeBounds(mask: Mask): PixelRect | null {
  const { data, width, height } = mask;
  const box = new Bounds();
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const value = data[row + x] as number;
      if (x + 1 < width && data[row + x + 1] !== value) {
        box.add(x, y);
        box.add(x + 1, y);
      }
      if (y + 1 < height && data[row + width + x] !== value) {
        box.add(x, y);
        box.add(x, y + 1);
      }
    }
  }
  return box.rect();
}

/** Every pixel neither fully transparent nor fully opaque; null when there is none. */
export function partialBounds(mask: Mask): PixelRect | null {
  const { data, width, height } = mask;
  const box = new Bounds();
  for (let y = 0; y < height; y += 1) {
    const row = y * width;
    for (let x = 0; x < width; x += 1) {
      const value = data[row + x] as number;
      if (value !== 0 && value !== 255) box.add(x, y);
    }
  }
  return box.rect();
}

/** The rectangle grown by `margin` on every side, cut to a width × height frame. */
export function grownWithin(rect: PixelRect, margin: number, width: number, height: number): PixelRect {
  const x = Math.max(0, rect.x - margin);
  const y = Math.max(0, rect.y - margin);
  return {
    x,
    y,
    width: Math.min(width, rect.x + rect.width + margin) - x,
    height: Math.min(height, rect.y + rect.height + margin) - y,
  };
}

class Bounds {
  private left = Infinity;
  private top = Infinity;
  private right = -1;
  private bottom = -1;

  add(x: number, y: number): void {
    if (x < this.left) this.left = x;
    if (x > this.right) this.right = x;
    if (y < this.top) this.top = y;
    if (y > this.bottom) this.bottom = y;
  }

  rect(): PixelRect | null {
    if (this.right < 0) return null;
    return { x: this.left, y: this.top, width: this.right - this.left + 1, height: this.bottom - this.top + 1 };
  }
}
