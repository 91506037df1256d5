/**
 * Our own Gaussian blur, for browsers whose canvas has no `filter` (WebKit's: Safari would otherwise
 * hand back the photo unblurred). It draws what Chromium's canvas `blur()` draws: Skia's filters
 * (line-filters.ts) on premultiplied colour with transparent black beyond the edges. Plain pixel
 * arithmetic, so it runs in any worker, in jest and in Node.
 *
 * A wide blur leaves no detail a smaller copy lacks, so past SHRINK_FROM_SIGMA it blurs a copy shrunk
 * by a whole factor and enlarges it back: its time then hardly grows with σ (the server's libvips
 * blur does the same, server/processing/gaussian-blur.ts).
 */
import { createRaster, type Raster } from "../image";
import { premultiplyRow, unpremultiplyRow } from "./premultiplied";
import { enlargeRows, shrinkPremultiplied } from "./resample";
import { blurRows } from "./separable";

/** σ the shrunk copy is blurred at, at least; from twice this, a copy is shrunk. */
const REDUCED_SIGMA = 4;
const SHRINK_FROM_SIGMA = 2 * REDUCED_SIGMA;

/** The whole factor a blur of σ shrinks its copy by (1: none). */
export function shrinkFactor(sigma: number): number {
  return sigma < SHRINK_FROM_SIGMA ? 1 : Math.floor(sigma / REDUCED_SIGMA);
}

/**
 * σ on the shrunk copy. The block average and the bilinear enlargement blur too, by variances of
 * (f² − 1)/12 and (f² − 1)/6 large pixels; the small blur adds only what they leave of σ².
 */
export function reducedSigma(sigma: number, factor: number): number {
  return Math.sqrt(sigma * sigma - (factor * factor - 1) / 4) / factor;
}

/** A copy of the raster blurred at σ (in pixels) all over, with transparent black beyond its edges. */
export function gaussianPixels(raster: Raster, sigma: number): Raster {
  const { width, height } = raster;
  if (!(sigma > 0)) return { data: raster.data.slice(), width, height };
  const result = createRaster(width, height);
  const write = (y: number, row: Float32Array) => unpremultiplyRow(row, result, y);
  const factor = shrinkFactor(sigma);
  if (factor === 1) {
    const row = new Float32Array(width * 4);
    blurRows(width, height, sigma, (y) => (premultiplyRow(raster, y, row), row), write);
    return result;
  }
  const small = shrinkPremultiplied(raster, factor);
  const stride = small.width * 4;
  const blurred = { ...small, data: new Float32Array(small.data.length) };
  blurRows(
    small.width,
    small.height,
    reducedSigma(sigma, factor),
    (y) => small.data.subarray(y * stride, (y + 1) * stride),
    (y, row) => blurred.data.set(row, y * stride),
  );
  enlargeRows(blurred, factor, width, height, write);
  return result;
}
