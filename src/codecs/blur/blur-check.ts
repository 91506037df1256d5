/**
 * The last guard before a blurred file is handed over: the pixels that were to be blurred must have
 * changed. An engine that silently skips a blur (WebKit ignored the canvas filter and the tools said
 * "Done") would otherwise give back faces unhidden, so the file fails instead, saying why.
 * A flat region legitimately stays as it was, so only a region with edges a blur must soften counts.
 */
import type { Raster } from "../image";
import type { PixelRect } from "../../lib/relative-box";

/** Below this σ a blur may change next to nothing even across sharp edges. */
const MIN_CHECKED_SIGMA = 0.5;
/** A step between neighbours a blur of σ ≥ 0.5 moves by at least 2.5 levels: an edge to soften. */
const EDGE_STEP = 16;
/** A pixel changed when a premultiplied channel moved by more than rounding's level. */
const CHANGE = 1.5;
/** The share of a region's pixels at an edge for it to count as not flat. */
const MIN_EDGE_SHARE = 0.01;
/** Fewer changed pixels than this share is no blur. */
const MIN_CHANGED_SHARE = 0.0001;

/** The pixels to check: a rectangle, and within it those `selected` says were to be blurred (all when absent). */
export interface BlurRegion {
  rect: PixelRect;
  selected?: (pixel: number) => boolean;
}

/** Largest difference of the premultiplied channels of pixel a of one raster and pixel b of another. */
function difference(one: Uint8ClampedArray, a: number, other: Uint8ClampedArray, b: number): number {
  const alphaA = (one[a * 4 + 3] as number) / 255;
  const alphaB = (other[b * 4 + 3] as number) / 255;
  let largest = Math.abs((one[a * 4 + 3] as number) - (other[b * 4 + 3] as number));
  for (let channel = 0; channel < 3; channel += 1)
    largest = Math.max(largest, Math.abs((one[a * 4 + channel] as number) * alphaA - (other[b * 4 + channel] as number) * alphaB));
  return largest;
}

/** True when the region has edges to soften and the blurred raster left it essentially as it was. */
export function leftUnblurred(before: Raster, after: Raster, region: BlurRegion, sigma: number): boolean {
  if (sigma < MIN_CHECKED_SIGMA) return false;
  const { rect, selected } = region;
  const { width } = before;
  let counted = 0;
  let edges = 0;
  let changed = 0;
  for (let y = rect.y; y < rect.y + rect.height; y += 1)
    for (let x = rect.x; x < rect.x + rect.width; x += 1) {
      const pixel = y * width + x;
      if (selected && !selected(pixel)) continue;
      counted += 1;
      if (difference(before.data, pixel, after.data, pixel) > CHANGE) changed += 1;
      const right = x + 1 < rect.x + rect.width && difference(before.data, pixel, before.data, pixel + 1) >= EDGE_STEP;
      const below = y + 1 < rect.y + rect.height && difference(before.data, pixel, before.data, pixel + width) >= EDGE_STEP;
      if (right || below) edges += 1;
    }
  return counted > 0 && edges >= Math.max(1, counted * MIN_EDGE_SHARE) && changed < counted * MIN_CHANGED_SHARE;
}

/** Throws, failing the file, when the blur left the region as it was (see leftUnblurred). */
export function assertBlurred(before: Raster, after: Raster, region: BlurRegion, sigma: number, what: string): void {
  if (leftUnblurred(before, after, region, sigma))
    throw new Error(`the blur did not change the ${what}: this browser's drawing skipped it, so the file is not saved unblurred`);
}
