/**
 * Gaussian blur of a rectangle. The blur (blur/blur.ts) samples transparent black beyond its raster's
 * edges, so the window it reads is first copied with margins that repeat its edge pixels.
 */
import { blurImage } from "./blur/blur";
import type { Raster } from "./image";
import type { PixelRect } from "../lib/relative-box";
import { copyPixels, expandRect, padClamped } from "./rect-pixels";

/** Reach of the kernel in standard deviations; beyond 3σ a Gaussian's weights add up to under 0.3 %. */
const REACH = 3;

/** A copy of the image with the rectangle blurred (σ in pixels); pixels outside it are left as they were. */
export function gaussianBlur(raster: Raster, rect: PixelRect, sigma: number): Raster {
  const pad = Math.ceil(sigma * REACH);
  // The pixels within reach of the rectangle are what the blur reads.
  const window = expandRect(rect, pad, raster.width, raster.height);
  const blurred = blurImage(padClamped(raster, window, pad), sigma, { inPlace: true });
  const result = { data: raster.data.slice(), width: raster.width, height: raster.height };
  copyPixels(blurred, { x: pad + rect.x - window.x, y: pad + rect.y - window.y }, result, rect);
  return result;
}
