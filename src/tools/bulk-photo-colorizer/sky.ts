/**
 * Where a grey photo's sky is, for automatic mode, and only where it is surely sky: painting blue on
 * a pale wall, a studio backdrop or a defocused green background made photos worse than grey. A
 * sky is looked for on a copy about SKY_SIDE pixels long, so its smoothness is judged at the same
 * scale whatever the photo's size: bright, smooth pixels reached from the top edge, and then the
 * region as a whole must look like a sky (measured on 35 grey copies of corpus photos: every region
 * these rules keep was sky in the original, see the page's figures).
 * The subject (ISNet) used to be taken out of the region first. With these rules it changed no sky
 * pixel of any of the corpus's 46 photos: a pale subject that touches the sky runs down the photo
 * and fails the horizon rule, or stands beside a face. It cost 4 of a 12 MP photo's 7 seconds and a
 * model download, so it went.
 */
import { lightnessOf } from "../../lib/cielab";
import type { Raster } from "../../codecs/image";
import type { Plane } from "./guided-upsample";
import { localDeviation } from "./local-deviation";
import { shrink } from "./shrink";

/** Sky pixels (1) of a small copy of the photo, with that copy's lightness; read in fractions of the photo. */
export interface Sky {
  mask: Uint8Array;
  lightness: Float32Array;
  width: number;
  height: number;
}

/** The copy's longer side: grass, sand and foliage still show their texture at this size, a clear sky none. */
const SKY_SIDE = 128;
/** A deep blue sky is darker in grey than it looks: about 45–55 L. */
const MIN_LIGHTNESS = 40;
/** Local lightness deviation (3 × 3 on the copy) under which a pixel is smooth enough to be sky. */
const MAX_DEVIATION = 1.5;
/** Sky is looked for in this top share of the photo. */
const TOP_SHARE = 0.6;
/** A smaller region is a patch of wall or a window more often than a sky (the corpus's skies cover 11–43 %). */
const MIN_SHARE = 0.08;
/** A sky spans most of the top edge; a pale object touching it does not. */
const MIN_TOP_COVER = 0.6;
/**
 * A sky ends at a horizon: followed downwards without the top-share limit, the same smooth, bright
 * pixels stop above this height. A defocused background or a backdrop goes on around the subject to
 * the bottom of the photo (kingfisher and flower bokeh reach 0.96–0.99, a concrete floor 0.59).
 */
const MAX_REACH = 0.55;
/**
 * A sky is lighter toward the horizon or even (haze), or darker there by a storm's clouds; a region
 * whose bottom is far darker than its top is lit from above, a wall or a backdrop. Bottom quarter's
 * median lightness minus the top quarter's.
 */
const MIN_FALL = -20;
/** A region more than this share of which lies lower than the top of a face is the backdrop behind a person. */
const MAX_BESIDE_FACE = 0.5;
/** Ignore the lowest rows of a region holding less than this share of the photo when measuring its reach. */
const REACH_TAIL = 0.005;

function smallLightness(raster: Raster): Plane {
  const { width, height } = raster;
  const full: Plane = { data: lightnessOf(raster.data, width * height), width, height };
  const factor = Math.max(1, Math.ceil(Math.max(width, height) / SKY_SIDE));
  return factor > 1 ? shrink(full, factor) : full;
}

/** The pixels `candidate` reaches from `seeds` through its 4-neighbours. */
function fill(seeds: Iterable<number>, width: number, height: number, candidate: (index: number) => boolean): Uint8Array {
  const region = new Uint8Array(width * height);
  const queue: number[] = [];
  for (const seed of seeds)
    if (!region[seed] && candidate(seed)) {
      region[seed] = 1;
      queue.push(seed);
    }
  while (queue.length > 0) {
    const index = queue.pop() as number;
    const [x, y] = [index % width, Math.floor(index / width)];
    for (const next of [
      x > 0 ? index - 1 : -1,
      x + 1 < width ? index + 1 : -1,
      y > 0 ? index - width : -1,
      y + 1 < height ? index + width : -1,
    ])
      if (next >= 0 && !region[next] && candidate(next)) {
        region[next] = 1;
        queue.push(next);
      }
  }
  return region;
}

function rowCounts(region: Uint8Array, width: number, height: number): number[] {
  return Array.from({ length: height }, (_, y) => region.subarray(y * width, (y + 1) * width).reduce((sum, value) => sum + value, 0));
}

/** The median lightness of the region's pixels in these rows. */
function medianIn(region: Uint8Array, lightness: Float32Array, width: number, rows: readonly number[]): number {
  const values: number[] = [];
  for (const y of rows) for (let x = 0; x < width; x += 1) if (region[y * width + x]) values.push(lightness[y * width + x] as number);
  values.sort((a, b) => a - b);
  return values[values.length >> 1] ?? 0;
}

/** Why a region is not a sky, or null when it is one; `faceTop`: the top of the highest confirmed face, a fraction of the height. */
function notSky(region: Uint8Array, reach: Uint8Array, plane: Plane, faceTop: number): string | null {
  const { width, height, data } = plane;
  const rows = rowCounts(region, width, height);
  const total = rows.reduce((sum, count) => sum + count, 0);
  if (total < MIN_SHARE * width * height) return "too small";
  if ((rows[0] as number) < MIN_TOP_COVER * width) return "not across the top";
  const below = rowCounts(reach, width, height);
  let tail = 0;
  let lowest = height - 1;
  while (lowest > 0 && tail + (below[lowest] as number) <= REACH_TAIL * width * height) tail += below[lowest--] as number;
  if (lowest / height > MAX_REACH) return "runs down the photo (a background, not a sky)";
  const skyRows = rows.flatMap((count, y) => (count > 0 ? [y] : []));
  const band = Math.max(1, Math.floor(skyRows.length / 4));
  const fall = medianIn(region, data, width, skyRows.slice(-band)) - medianIn(region, data, width, skyRows.slice(0, band));
  if (fall < MIN_FALL) return "darker toward the bottom (lit from above)";
  const besideFace = rows.reduce((sum, count, y) => sum + (y / height >= faceTop ? count : 0), 0);
  if (besideFace > MAX_BESIDE_FACE * total) return "beside a face (a backdrop)";
  return null;
}

/** The photo's sky, or null when nothing in it is surely sky; `faceTop` as for notSky (1 without faces). */
export function findSky(raster: Raster, faceTop = 1): Sky | null {
  const plane = smallLightness(raster);
  const { data, width, height } = plane;
  const deviation = localDeviation(plane, 1);
  const smooth = (index: number) => (data[index] as number) >= MIN_LIGHTNESS && (deviation[index] as number) <= MAX_DEVIATION;
  const limit = Math.floor(height * TOP_SHARE);
  const top = Array.from({ length: width }, (_, x) => x);
  const region = fill(top, width, height, (index) => Math.floor(index / width) < limit && smooth(index));
  const reach = fill(top, width, height, smooth);
  return notSky(region, reach, plane, faceTop) ? null : { mask: region, lightness: data, width, height };
}
