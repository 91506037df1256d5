/**
 * The one Gaussian blur the browser tools call: the canvas filter where this engine's canvas has a
 * working one (fast, native), else our own pixel blur, which draws the same (WebKit has no filter).
 * Either way premultiplied colour, transparent black beyond the raster's edges.
 */
import type { Raster } from "../image";
import { canvasBlur } from "./canvas-blur";
import { canvasFilterBlurs } from "./canvas-filter-support";
import { gaussianPixels } from "./gaussian-pixels";

/** A copy of the raster blurred all over at σ pixels. */
export function blurImage(raster: Raster, sigma: number): Raster {
  return canvasFilterBlurs() ? canvasBlur(raster, sigma) : gaussianPixels(raster, sigma);
}
