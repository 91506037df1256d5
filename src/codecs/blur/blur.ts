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
 * The raster blurred all over at σ pixels, as a new raster. With `inPlace`, our blur writes into the
 * raster's own pixels instead (a second image-sized buffer costs as much memory again, and zeroing
 * its fresh pages takes a good part of the blur's time), for a caller that hands over a copy it has
 * no other use for; the canvas draws a new raster either way, so go on with the one returned.
 */
export function blurImage(raster: Raster, sigma: number, { inPlace = false } = {}): Raster {
  if (canvasFilterBlurs()) return canvasBlur(raster, sigma);
  return gaussianPixels(raster, sigma, inPlace ? raster : undefined);
}
