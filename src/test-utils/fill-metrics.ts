/**
 * How close a fill comes to the clean photo, as issue 45 defines it: PSNR and SSIM near the hole,
 * the texture kept in the hole, the luminance and colour step a fill leaves at the hole's edge, and
 * the trace of a removed object left in the fill. Each score sees the fill, the clean photo and the
 * hole the visitor marked; PSNR, SSIM, the step and the trace look at the hole grown by
 * `SCORE_MARGIN` px, so a rim or a halo just outside the hole counts too.
 */
import type { Raster } from "../codecs/image";
import { ssim } from "../codecs/ssim";
import { dilateMask, type HoleMask, maskBounds, type PixelRect } from "../tools/bulk-photo-object-remover/hole";
import { psnrIn } from "./fill-scene";

/** How far past the marked hole the scores look (pixels). */
export const SCORE_MARGIN = 8;
/** The side of the windows that straddle the hole's edge for the step (pixels). */
export const STEP_WINDOW = 31;
/** Every this many pixels along the hole's edge, a step window. */
const STEP_SPACING = 6;
/** The side of the windows local contrast is the standard deviation of (pixels). */
const CONTRAST_WINDOW = 5;
/**
 * The least step a photo is taken to have (grey levels): where its own step is nil (a clear sky),
 * a ratio against it would be infinite for the faintest rim.
 */
const STEP_FLOOR = 1;

const lumaAt = (data: Uint8ClampedArray, pixel: number) =>
  0.299 * (data[pixel * 4] as number) + 0.587 * (data[pixel * 4 + 1] as number) + 0.114 * (data[pixel * 4 + 2] as number);
/** BT.601 chroma, the colour a luminance step leaves out. */
const blueAt = (data: Uint8ClampedArray, pixel: number) =>
  -0.168736 * (data[pixel * 4] as number) - 0.331264 * (data[pixel * 4 + 1] as number) + 0.5 * (data[pixel * 4 + 2] as number);
const redAt = (data: Uint8ClampedArray, pixel: number) =>
  0.5 * (data[pixel * 4] as number) - 0.418688 * (data[pixel * 4 + 1] as number) - 0.081312 * (data[pixel * 4 + 2] as number);

function sameSize(image: Raster, clean: Raster, hole: HoleMask): void {
  if (image.width !== clean.width || image.height !== clean.height || hole.width !== clean.width || hole.height !== clean.height)
    throw new Error(
      `a fill, its clean photo and its hole must be the same size (${image.width}×${image.height}, ${clean.width}×${clean.height}, ${hole.width}×${hole.height})`,
    );
}

/** The hole grown by the scores' margin. */
export const scoredArea = (hole: HoleMask): HoleMask => dilateMask(hole, SCORE_MARGIN);

/** PSNR (dB) of the colour channels over the marked pixels of `area`. */
export function psnrOver(image: Raster, clean: Raster, area: HoleMask): number {
  sameSize(image, clean, area);
  return psnrIn(image, clean, area.data);
}

function cropped(image: Raster, rect: PixelRect): Raster {
  const data = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let y = 0; y < rect.height; y += 1) {
    const from = ((rect.y + y) * image.width + rect.x) * 4;
    data.set(image.data.subarray(from, from + rect.width * 4), y * rect.width * 4);
  }
  return { data, width: rect.width, height: rect.height };
}

/**
 * SSIM (src/codecs/ssim.ts) on the rectangle around `area`, widened by the SSIM window's half side
 * so the windows centred on the area's edge fit: the map is not weighted by the area's shape, and
 * the rectangle's corners, unchanged by every fill, count alike for all.
 */
export function ssimOver(image: Raster, clean: Raster, area: HoleMask): number {
  sameSize(image, clean, area);
  const bounds = maskBounds(area);
  if (!bounds) throw new Error("SSIM needs a marked pixel");
  const reach = 5;
  const x = Math.max(0, bounds.x - reach);
  const y = Math.max(0, bounds.y - reach);
  const rect = {
    x,
    y,
    width: Math.min(image.width, bounds.x + bounds.width + reach) - x,
    height: Math.min(image.height, bounds.y + bounds.height + reach) - y,
  };
  return ssim(cropped(image, rect), cropped(clean, rect));
}

/** Each pixel's luma, and its sums and sums of squares over the rectangle above-left of it (summed-area tables). */
function integralsOf(image: Raster): { sum: Float64Array; square: Float64Array } {
  const { width, height, data } = image;
  const sum = new Float64Array((width + 1) * (height + 1));
  const square = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y += 1) {
    let rowSum = 0;
    let rowSquare = 0;
    for (let x = 0; x < width; x += 1) {
      const luma = lumaAt(data, y * width + x);
      rowSum += luma;
      rowSquare += luma * luma;
      const at = (y + 1) * (width + 1) + x + 1;
      sum[at] = (sum[at - width - 1] as number) + rowSum;
      square[at] = (square[at - width - 1] as number) + rowSquare;
    }
  }
  return { sum, square };
}

/** The mean local contrast (luma's standard deviation in windows of CONTRAST_WINDOW) over the marked pixels. */
function meanContrast(image: Raster, area: HoleMask): number {
  const { width, height } = image;
  const { sum, square } = integralsOf(image);
  const half = (CONTRAST_WINDOW - 1) / 2;
  const boxOf = (table: Float64Array, x0: number, y0: number, x1: number, y1: number) =>
    (table[y1 * (width + 1) + x1] as number) -
    (table[y0 * (width + 1) + x1] as number) -
    (table[y1 * (width + 1) + x0] as number) +
    (table[y0 * (width + 1) + x0] as number);
  let total = 0;
  let count = 0;
  area.data.forEach((marked, pixel) => {
    if (!marked) return;
    const x = pixel % width;
    const y = (pixel - x) / width;
    const [x0, y0, x1, y1] = [Math.max(0, x - half), Math.max(0, y - half), Math.min(width, x + half + 1), Math.min(height, y + half + 1)];
    const n = (x1 - x0) * (y1 - y0);
    const mean = boxOf(sum, x0, y0, x1, y1) / n;
    total += Math.sqrt(Math.max(0, boxOf(square, x0, y0, x1, y1) / n - mean * mean));
    count += 1;
  });
  return count ? total / count : 0;
}

/**
 * Local contrast in the hole over the clean photo's at the same pixels: 1 for a fill as busy as
 * the photo, near 0 for a smear. The hole proper, not the grown area, is used: the ring around it
 * is the photo's own texture in every fill and would pull every ratio toward 1.
 */
export function textureRatio(image: Raster, clean: Raster, hole: HoleMask): number {
  sameSize(image, clean, hole);
  const truth = meanContrast(clean, hole);
  return truth === 0 ? 0 : meanContrast(image, hole) / truth;
}

/** Pixels on the hole's edge (marked, with an unmarked 4-neighbour), every STEP_SPACING-th in raster order of a thinned set. */
function edgeSamples(hole: HoleMask): number[] {
  const { data, width, height } = hole;
  const samples: number[] = [];
  const taken = new Uint8Array(data.length);
  const spacing = STEP_SPACING;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      if (!data[pixel] || taken[pixel]) continue;
      const edge =
        x === 0 ||
        y === 0 ||
        x === width - 1 ||
        y === height - 1 ||
        !data[pixel - 1] ||
        !data[pixel + 1] ||
        !data[pixel - width] ||
        !data[pixel + width];
      if (!edge) continue;
      samples.push(pixel);
      for (let dy = -spacing + 1; dy < spacing; dy += 1)
        for (let dx = -spacing + 1; dx < spacing; dx += 1) {
          const [nx, ny] = [x + dx, y + dy];
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) taken[ny * width + nx] = 1;
        }
    }
  return samples;
}

export interface EdgeSteps {
  /** Mean over the edge's windows of |luma inside − luma outside|, the fill's over the clean photo's. */
  luminance: number;
  /** The same for the chroma (Cb, Cr) vector's distance. */
  colour: number;
  /** The fill's mean luminance step and the clean photo's, grey levels. */
  fillLuminance: number;
  cleanLuminance: number;
}

interface WindowMeans {
  inside: [number, number, number];
  outside: [number, number, number];
}

/** Mean luma, Cb, Cr of a window's pixels in the hole and out of it (null when one side is empty). */
function windowMeans(image: Raster, hole: HoleMask, centre: number): WindowMeans | null {
  const { width, height } = hole;
  const half = (STEP_WINDOW - 1) / 2;
  const [cx, cy] = [centre % width, Math.floor(centre / width)];
  const sums = { inside: [0, 0, 0, 0], outside: [0, 0, 0, 0] };
  for (let y = Math.max(0, cy - half); y <= Math.min(height - 1, cy + half); y += 1)
    for (let x = Math.max(0, cx - half); x <= Math.min(width - 1, cx + half); x += 1) {
      const pixel = y * width + x;
      const side = hole.data[pixel] ? sums.inside : sums.outside;
      side[0] = (side[0] as number) + lumaAt(image.data, pixel);
      side[1] = (side[1] as number) + blueAt(image.data, pixel);
      side[2] = (side[2] as number) + redAt(image.data, pixel);
      side[3] = (side[3] as number) + 1;
    }
  const means = (side: number[]): [number, number, number] => {
    const n = side[3] as number;
    return [(side[0] as number) / n, (side[1] as number) / n, (side[2] as number) / n];
  };
  return sums.inside[3] && sums.outside[3] ? { inside: means(sums.inside), outside: means(sums.outside) } : null;
}

/**
 * The step across the hole's edge: in STEP_WINDOW windows centred on its edge, the mean of the
 * pixels in the hole against the mean of those outside, for the fill and for the clean photo at the
 * same place; a fill that takes its surroundings' brightness and colour scores near 1 or below, a
 * lighter or darker patch above.
 */
export function edgeSteps(image: Raster, clean: Raster, hole: HoleMask): EdgeSteps {
  sameSize(image, clean, hole);
  const totals = { fill: [0, 0], clean: [0, 0] };
  let windows = 0;
  for (const centre of edgeSamples(hole)) {
    const [mine, truth] = [windowMeans(image, hole, centre), windowMeans(clean, hole, centre)];
    if (!mine || !truth) continue;
    for (const [means, total] of [
      [mine, totals.fill],
      [truth, totals.clean],
    ] as const) {
      total[0] = (total[0] as number) + Math.abs(means.inside[0] - means.outside[0]);
      total[1] = (total[1] as number) + Math.hypot(means.inside[1] - means.outside[1], means.inside[2] - means.outside[2]);
    }
    windows += 1;
  }
  if (windows === 0) throw new Error("the hole has no edge to measure a step across");
  const mean = (value: number | undefined) => (value as number) / windows;
  return {
    luminance: mean(totals.fill[0]) / Math.max(STEP_FLOOR, mean(totals.clean[0])),
    colour: mean(totals.fill[1]) / Math.max(STEP_FLOOR, mean(totals.clean[1])),
    fillLuminance: mean(totals.fill[0]),
    cleanLuminance: mean(totals.clean[0]),
  };
}

/** A pasted object's own pixels on the photo's grid: its luma and its alpha (0–1), nil where it is not. */
export interface PastedObject {
  luma: Float32Array;
  alpha: Float32Array;
}

/** Pearson's correlation of two series. */
function correlation(a: Float64Array, b: Float64Array): number {
  const n = a.length;
  let [sumA, sumB, sumAA, sumBB, sumAB] = [0, 0, 0, 0, 0];
  for (let i = 0; i < n; i += 1) {
    const [x, y] = [a[i] as number, b[i] as number];
    sumA += x;
    sumB += y;
    sumAA += x * x;
    sumBB += y * y;
    sumAB += x * y;
  }
  const spread = Math.sqrt((sumAA - (sumA * sumA) / n) * (sumBB - (sumB * sumB) / n));
  return spread > 1e-9 ? (sumAB - (sumA * sumB) / n) / spread : 0;
}

/**
 * How much of the fill's error (fill − clean, luma) over `area` the pasted object explains: the
 * multiple correlation of the error with the object's silhouette (its alpha) and its own luminance
 * there (alpha × luma, centred on the object's mean). A copy of the object, a milky silhouette or
 * its fringe left at the edge all score high; a fill whose errors have nothing to do with the
 * object scores near 0. Both parts are needed: the luminance alone misses a ghost as bright on
 * average as the ground, the silhouette alone misses a copy of the object's detail. (The object as
 * it showed, input − clean, would not do: the clean photo's texture is in it and in every smooth
 * fill's error alike.)
 */
export function objectTrace(image: Raster, clean: Raster, object: PastedObject, area: HoleMask): number {
  sameSize(image, clean, area);
  if (object.luma.length !== area.data.length || object.alpha.length !== area.data.length)
    throw new Error("the object's luminance and alpha must be the photo's size");
  const pixels: number[] = [];
  area.data.forEach((marked, pixel) => marked && pixels.push(pixel));
  let [weight, total] = [0, 0];
  for (const pixel of pixels) {
    weight += object.alpha[pixel] as number;
    total += (object.alpha[pixel] as number) * (object.luma[pixel] as number);
  }
  const objectMean = weight > 0 ? total / weight : 0;
  const error = Float64Array.from(pixels, (pixel) => lumaAt(image.data, pixel) - lumaAt(clean.data, pixel));
  const silhouette = Float64Array.from(pixels, (pixel) => object.alpha[pixel] as number);
  const detail = Float64Array.from(pixels, (pixel) => (object.alpha[pixel] as number) * ((object.luma[pixel] as number) - objectMean));
  const [r1, r2, r12] = [correlation(error, silhouette), correlation(error, detail), correlation(silhouette, detail)];
  if (1 - r12 * r12 < 1e-6) return Math.abs(r1);
  return Math.sqrt(Math.max(0, (r1 * r1 + r2 * r2 - 2 * r1 * r2 * r12) / (1 - r12 * r12)));
}

/** Each pixel's luma (BT.601). */
export function lumaOf(image: Raster): Float32Array {
  const out = new Float32Array(image.width * image.height);
  for (let pixel = 0; pixel < out.length; pixel += 1) out[pixel] = lumaAt(image.data, pixel);
  return out;
}
