/**
 * Colour decontamination: the colour the subject itself has in its partly transparent edge pixels,
 * without the old background mixed in. An edge pixel I is a blend I = aF + (1 − a)B of the subject's
 * colour F and the background's B; with F and B estimated by averaging nearby subject and background
 * pixels, F follows (Forte and Pitié, "Approximate fast foreground colour estimation", ICIP 2021:
 * blur-fusion, a large window and then a small one). Kept as it was, the edge would carry a halo of
 * the old background (grass, studio paper) onto a new one.
 *
 * The averages are smooth, so they are worked out on a copy of at most WORK_SIDE pixels a side and
 * read back by bilinear sampling; the last step uses every pixel of the photo at its own size.
 */
import type { Raster } from "../../codecs/image";
import { expandRect } from "../../codecs/rect-pixels";
import type { PixelRect } from "../../lib/relative-box";
import { partialBounds } from "./bounds";
import { boxBlur } from "./box-blur";
import { applyMask } from "./compose";
import type { Mask } from "./mask";
import { linearPositions } from "./sampling";

const WORK_SIDE = 1024;
/**
 * Window radii in working pixels. The large one is about 1/11 of the working image's longer side (the
 * paper's 90 px windows on photos of 1000 px or so) and never under 16, so that it reaches well past
 * a soft or feathered edge; the small one (the paper's 6 px window, widened a little) follows the
 * subject's colour locally. On a soft-edged red disc on green these bring the edge's colour error
 * from 180 to under 15 levels.
 */
const LARGE_RADIUS_SHARE = 1 / 22;
const LARGE_RADIUS_MIN = 16;
const SMALL_RADIUS = 4;
const EPSILON = 1e-6;

/**
 * The photo's pixels with the mask as their alpha and, where the mask is partial, the estimated
 * subject colour; fully transparent pixels get black (their colour is never seen, and zeros compress).
 */
export function estimateForeground(image: Raster, mask: Mask): Raster {
  const { width, height } = image;
  if (mask.width !== width || mask.height !== height) throw new Error("the mask and the image differ in size");
  const data = applyMask(image, mask).data;
  const partial = partialBounds(mask);
  if (!partial) return { data, width, height };
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / WORK_SIDE));
  const workWidth = Math.ceil(width / factor);
  const workHeight = Math.ceil(height / factor);
  const large = Math.max(LARGE_RADIUS_MIN, Math.round(Math.max(workWidth, workHeight) * LARGE_RADIUS_SHARE));
  // Estimates are read only around the partly transparent pixels: the working copy covers them and
  // the reach of both windows and of bilinear reading, so that no window read is cut short.
  const first = { x: Math.floor(partial.x / factor), y: Math.floor(partial.y / factor) };
  const cells = expandRect(
    {
      ...first,
      width: Math.floor((partial.x + partial.width - 1) / factor) - first.x + 1,
      height: Math.floor((partial.y + partial.height - 1) / factor) - first.y + 1,
    },
    large + SMALL_RADIUS + 2,
    workWidth,
    workHeight,
  );
  const work = shrink(image, mask, factor, cells);
  const inverse = work.alpha.map((alpha) => 1 - alpha);
  const subjectNear = normalisedBlur(work.colours, work.alpha, work.width, work.height, large);
  const backgroundNear = normalisedBlur(work.colours, inverse, work.width, work.height, large);
  const firstGuess = new Float32Array(work.colours.length);
  for (let pixel = 0; pixel < work.alpha.length; pixel += 1) {
    const alpha = work.alpha[pixel] as number;
    for (let channel = 0, at = pixel * 3; channel < 3; channel += 1, at += 1) {
      firstGuess[at] = fuse(work.colours[at] as number, alpha, subjectNear[at] as number, backgroundNear[at] as number);
    }
  }
  const subject = normalisedBlur(firstGuess, work.alpha, work.width, work.height, SMALL_RADIUS);
  const background = normalisedBlur(backgroundNear, inverse, work.width, work.height, SMALL_RADIUS);

  const across = linearPositions(width, workWidth, 1 / factor);
  const down = linearPositions(height, workHeight, 1 / factor);
  for (let y = partial.y; y < partial.y + partial.height; y += 1) {
    const top = (down.first[y] as number) - cells.y;
    const bottom = (down.second[y] as number) - cells.y;
    const fy = down.fraction[y] as number;
    for (let x = partial.x; x < partial.x + partial.width; x += 1) {
      const pixel = y * width + x;
      const opacity = mask.data[pixel] as number;
      if (opacity === 0 || opacity === 255) continue;
      const at = pixel * 4;
      const left = (across.first[x] as number) - cells.x;
      const right = (across.second[x] as number) - cells.x;
      const fx = across.fraction[x] as number;
      // The four working pixels around this one, weighted (bilinear), as offsets into the RGB planes.
      const a = (top * work.width + left) * 3;
      const b = (top * work.width + right) * 3;
      const c = (bottom * work.width + left) * 3;
      const d = (bottom * work.width + right) * 3;
      const wa = (1 - fx) * (1 - fy);
      const wb = fx * (1 - fy);
      const wc = (1 - fx) * fy;
      const wd = fx * fy;
      for (let channel = 0; channel < 3; channel += 1) {
        const f =
          (subject[a + channel] as number) * wa +
          (subject[b + channel] as number) * wb +
          (subject[c + channel] as number) * wc +
          (subject[d + channel] as number) * wd;
        const g =
          (background[a + channel] as number) * wa +
          (background[b + channel] as number) * wb +
          (background[c + channel] as number) * wc +
          (background[d + channel] as number) * wd;
        data[at + channel] = fuse(image.data[at + channel] as number, opacity / 255, f, g);
      }
    }
  }
  return { data, width, height };
}

/** F from I = aF + (1 − a)B, starting from the local averages: F̂ + a(I − aF̂ − (1 − a)B̂), kept within 0…255. */
export function fuse(observed: number, alpha: number, subject: number, background: number): number {
  const value = subject + alpha * (observed - alpha * subject - (1 - alpha) * background);
  return Math.min(255, Math.max(0, value));
}

interface WorkingCopy {
  /** Interleaved RGB, 0…255. */
  colours: Float32Array;
  /** 0…1. */
  alpha: Float32Array;
  width: number;
  height: number;
}

/** Means of the factor × factor blocks in `cells` (blocks at the photo's edge cut to it). */
function shrink(image: Raster, mask: Mask, factor: number, cells: PixelRect): WorkingCopy {
  const { width, height } = cells;
  const colours = new Float32Array(width * height * 3);
  const alpha = new Float32Array(width * height);
  const counts = new Float32Array(width * height);
  const left = cells.x * factor;
  const right = Math.min(image.width, (cells.x + width) * factor);
  const columnCell = new Int32Array(right - left);
  for (let x = left; x < right; x += 1) columnCell[x - left] = Math.floor(x / factor) - cells.x;
  for (let y = cells.y * factor; y < Math.min(image.height, (cells.y + height) * factor); y += 1) {
    const row = (Math.floor(y / factor) - cells.y) * width;
    for (let x = left, pixel = y * image.width + left; x < right; x += 1, pixel += 1) {
      const cell = row + (columnCell[x - left] as number);
      const at = pixel * 4;
      colours[cell * 3] = (colours[cell * 3] as number) + (image.data[at] as number);
      colours[cell * 3 + 1] = (colours[cell * 3 + 1] as number) + (image.data[at + 1] as number);
      colours[cell * 3 + 2] = (colours[cell * 3 + 2] as number) + (image.data[at + 2] as number);
      alpha[cell] = (alpha[cell] as number) + (mask.data[pixel] as number);
      counts[cell] = (counts[cell] as number) + 1;
    }
  }
  for (let cell = 0; cell < counts.length; cell += 1) {
    const count = counts[cell] as number;
    alpha[cell] = (alpha[cell] as number) / count / 255;
    for (let channel = 0; channel < 3; channel += 1) colours[cell * 3 + channel] = (colours[cell * 3 + channel] as number) / count;
  }
  return { colours, alpha, width, height };
}

/** The weighted mean colour around each pixel (weights 0…1); where no weight is near, the pixel's own colour. */
function normalisedBlur(colours: Float32Array, weights: Float32Array, width: number, height: number, radius: number): Float32Array {
  const packed = new Float32Array(weights.length * 4);
  for (let pixel = 0; pixel < weights.length; pixel += 1) {
    const weight = weights[pixel] as number;
    for (let channel = 0; channel < 3; channel += 1) packed[pixel * 4 + channel] = (colours[pixel * 3 + channel] as number) * weight;
    packed[pixel * 4 + 3] = weight;
  }
  const blurred = boxBlur(packed, width, height, radius, 4);
  const result = new Float32Array(colours.length);
  for (let pixel = 0; pixel < weights.length; pixel += 1) {
    const total = blurred[pixel * 4 + 3] as number;
    for (let channel = 0; channel < 3; channel += 1) {
      result[pixel * 3 + channel] =
        total > EPSILON ? (blurred[pixel * 4 + channel] as number) / total : (colours[pixel * 3 + channel] as number);
    }
  }
  return result;
}
