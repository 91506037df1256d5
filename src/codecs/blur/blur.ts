/**
 * The one Gaussian blur the browser tools call: the canvas filter where this engine's canvas has a
 * working one (fast, native), else our own pixel blur, which draws the same (WebKit has no filter).
 * Either way premultiplied colour, transparent black beyond the raster's edges.
 */
import type { Raster } from "../image";
import { canvasBlur } from "./canvas-blur";
import { canvasFilterBlurs } from "./canvas-filter-support";
import { gaussianPixels } from "./gaussian-pixels";

/**
 * The raster blurred all over at σ pixels. Our blur writes it into the raster's own pixels (a second
 * image-sized buffer would cost as much again in memory, and zeroing its fresh pages takes a good
 * part of the blur's time); the canvas draws a new raster. So pass a raster you have no other use
 * for, and go on with the one returned.
 */
export function blurImageInPlace(raster: Raster, sigma: number): Raster {
  return canvasFilterBlurs() ? canvasBlur(raster, sigma) : gaussianPixels(raster, sigma, raster);
}
