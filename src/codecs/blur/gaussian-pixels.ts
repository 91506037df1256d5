/**
 * Our own Gaussian blur, for browsers whose canvas has no `filter` (WebKit's: Safari would otherwise
 * hand back the photo unblurred). It draws what Chromium's canvas `blur()` draws: Skia's filters
 * (line-filters.ts) on premultiplied colour with transparent black beyond the edges. Plain pixel
 * arithmetic, so it runs in any worker, in jest and in Node.
 *
 * A wide blur leaves no detail a smaller copy lacks, so from σ 6 it blurs a copy shrunk by a whole
 * factor and enlarges it back: its time then hardly grows with σ (the server's libvips blur does the
 * same, server/processing/gaussian-blur.ts). The copy is streamed, a small row at a time from the
 * shrink through the blur to the enlargement, so it is never held whole. The smaller the copy, the
 * faster, but the coarser Skia's boxes fit its σ: blurred at σ 3 or more, it stays within SSIM 0.998
 * of Skia's canvas blur and within the accuracy the tests ask of the full-size blur.
 */
import { createRaster, type Raster } from "../image";
import { enlargeRows } from "./enlarge";
import { premultiplyRow, unpremultiplyRow } from "./premultiplied";
import { blurRows } from "./separable";
import { shrinkRows } from "./shrink";

/** σ the shrunk copy is blurred at, at least. */
const REDUCED_SIGMA = 3;

/** The largest whole factor a blur of σ can shrink its copy by and still blur it at REDUCED_SIGMA or more (1: none). */
export function shrinkFactor(sigma: number): number {
  // reducedSigma(σ, f) ≥ s ⇔ σ² − (f² − 1)/4 ≥ s²f² ⇔ f² ≤ (σ² + ¼)/(s² + ¼).
  return Math.max(1, Math.floor(Math.sqrt((sigma * sigma + 0.25) / (REDUCED_SIGMA * REDUCED_SIGMA + 0.25))));
}

/**
 * σ on the shrunk copy. The block average and the bilinear enlargement blur too, by variances of
 * (f² − 1)/12 and (f² − 1)/6 large pixels; the small blur adds only what they leave of σ².
 */
export function reducedSigma(sigma: number, factor: number): number {
  return Math.sqrt(sigma * sigma - (factor * factor - 1) / 4) / factor;
}

/**
 * The raster blurred at σ (in pixels) all over, with transparent black beyond its edges, into
 * `target` (a new raster unless given; it may be the raster itself: each row is read before it is
 * written).
 */
export function gaussianPixels(raster: Raster, sigma: number, target: Raster = createRaster(raster.width, raster.height)): Raster {
  const { width, height } = raster;
  if (!(sigma > 0) || width === 0 || height === 0) {
    if (target !== raster) target.data.set(raster.data);
    return target;
  }
  const factor = shrinkFactor(sigma);
  if (factor === 1) {
    blurRows(
      width,
      height,
      sigma,
      (y, row, units) => premultiplyRow(raster, y, row, units),
      (y, blurred) => unpremultiplyRow(blurred, target, y),
    );
    return target;
  }
  const small = { width: Math.ceil(width / factor), height: Math.ceil(height / factor) };
  blurRows(
    small.width,
    small.height,
    reducedSigma(sigma, factor),
    shrinkRows(raster, factor),
    enlargeRows(target, factor, small.width, small.height),
  );
  return target;
}
