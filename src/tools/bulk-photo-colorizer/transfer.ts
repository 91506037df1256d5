/**
 * Colour from a reference photo (after Welsh, Ashikhmin, Mueller 2002, "Transferring color to
 * greyscale images"), judged as it goes: a thousand jittered samples of the reference, each described
 * by its lightness, its fine and coarse texture and the lightness around it (the reference's
 * lightness remapped to the grey photo's mean and spread, so a darker scan still finds its matches).
 * Every cell of the grey photo takes the colour the samples agree on, each counted by its likeness,
 * and only as much of it as they agree, as close as the nearest is, and as alike as the wider region
 * around the cell is to the regions the samples come from (the lightness there, its spread and its
 * texture): a smooth patch of bokeh and the smooth side of a plastic cup look alike up close, not
 * across a sixteenth of the photo. A region the reference has nothing like, or one its look-alikes
 * colour in different ways, keeps its grey instead of a guess. The colours go to the hint solver as
 * hints, which spreads them along the photo's own edges. Where almost none of the photo has a clear
 * match, the reference is a poor guide to this photo as a whole and gives no colour at all.
 */
import type { Raster } from "../../codecs/image";
import { seededRandom } from "../../lib/seeded-random";
import { windowSums } from "../../lib/summed-area";
import type { HintSource } from "./colorize";
import type { Plane } from "./guided-upsample";
import { rgbToLab } from "../../lib/cielab";
import { localDeviation } from "./local-deviation";
import type { ColourHint } from "./propagate";

/** Samples as a jittered grid of SAMPLE_GRID × SAMPLE_GRID cells over the reference. */
const SAMPLE_GRID = 32;
/** One hint per cell of this side on the solve grid. */
const HINT_CELL = 8;
/** Feature distance (in lightness units) at which a sample's vote, and a cell's nearest match, count e^−½. */
const MATCH_DISTANCE = 2.5;
/** Half the sides of the windows the fine and coarse texture, and the lightness around, are measured in. */
const [FINE, COARSE] = [2, 8];
/** The lightness around a pixel counts half as much as its own. */
const AROUND_WEIGHT = 0.5;
/** The wider region a cell and a sample are compared on: a window of this share of the photo's long side each way. */
const REGION_SHARE = 1 / 16;
/**
 * Distance between two regions' lightness, spread and texture (lightness units) at which a cell's
 * trust counts e^−½. Chosen on the 39-photo set with its same-scene and unrelated references, so
 * a tuned figure: 8 left two more same-scene photos grey, 12 let the cups colour two unrelated photos
 * and 10 one (the fig's glossy red bowl, which is like a cup at every scale).
 */
const REGION_DISTANCE = 10;
/**
 * A cell's colour is scaled by its voters' agreement to this power (and by its nearest match's
 * closeness): look-alikes that disagree are a guess. Chosen on the 39-photo set with its same-scene
 * and unrelated references (3 against 1 or 2: fewer unrelated colours, as many same-scene gains).
 */
const AGREEMENT_POWER = 3;
/** A cell counts as matched when its trust (agreement × closeness × the regions' likeness) is at least this. */
const MATCHED_TRUST = 0.5;
/**
 * Below this share of matched cells the reference colours nothing: a few matched cells alone are as
 * likely chance as a match. On the 39-photo set an unrelated reference matched 0–14 % (38 of 39
 * under 10 %), a same-scene one 0–67 % (19 of 30 at 10 % or more).
 */
export const LEAST_MATCHED_SHARE = 0.1;

interface Sample {
  features: number[];
  region: number[];
  a: number;
  b: number;
}

function meanAndSpread(values: Float32Array): { mean: number; spread: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, spread: Math.sqrt(variance) };
}

function windowMean({ data, width, height }: Plane, radius: number): Float32Array {
  const sums = windowSums(data, width, height, radius);
  const counts = windowSums(new Float32Array(data.length).fill(1), width, height, radius);
  return Float32Array.from(sums, (sum, index) => sum / (counts[index] as number));
}

/**
 * Per pixel: lightness, fine and coarse texture and the lightness around it, in lightness units
 * (`scale`, `shift` remap a reference's); `fine` is the plane's fine texture if already measured.
 */
function featurePlanes(plane: Plane, scale: number, shift: number, fine = localDeviation(plane, FINE)): (index: number) => number[] {
  const coarse = localDeviation(plane, COARSE);
  const around = windowMean(plane, COARSE);
  return (index) => [
    (plane.data[index] as number) * scale + shift,
    (fine[index] as number) * scale,
    (coarse[index] as number) * scale,
    ((around[index] as number) * scale + shift) * AROUND_WEIGHT,
  ];
}

/**
 * Per pixel: the mean lightness, its spread and the mean fine texture of the wider region around it,
 * in lightness units (`scale`, `shift` remap a reference's, as in featurePlanes).
 */
function regionPlanes(plane: Plane, scale: number, shift: number, fine: Float32Array): (index: number) => number[] {
  const radius = Math.round(Math.max(plane.width, plane.height) * REGION_SHARE);
  const lightness = windowMean(plane, radius);
  const spread = localDeviation(plane, radius);
  const texture = windowMean({ ...plane, data: fine }, radius);
  return (index) => [(lightness[index] as number) * scale + shift, (spread[index] as number) * scale, (texture[index] as number) * scale];
}

/** The reference's jittered samples, their lightness remapped to the grey photo's statistics. */
function referenceSamples(reference: Raster, target: { mean: number; spread: number }): Sample[] {
  const { width, height, data } = reference;
  const lab = Array.from({ length: width * height }, (_, pixel) =>
    rgbToLab(data[pixel * 4] as number, data[pixel * 4 + 1] as number, data[pixel * 4 + 2] as number),
  );
  const lightness = Float32Array.from(lab, ({ l }) => l);
  const own = meanAndSpread(lightness);
  const scale = own.spread > 0 ? target.spread / own.spread : 1;
  const plane = { data: lightness, width, height };
  const fine = localDeviation(plane, FINE);
  const shift = target.mean - own.mean * scale;
  const [features, region] = [featurePlanes(plane, scale, shift, fine), regionPlanes(plane, scale, shift, fine)];
  const random = seededRandom(2002);
  const samples: Sample[] = [];
  for (let row = 0; row < SAMPLE_GRID; row += 1)
    for (let column = 0; column < SAMPLE_GRID; column += 1) {
      const x = Math.min(width - 1, Math.floor(((column + random()) / SAMPLE_GRID) * width));
      const y = Math.min(height - 1, Math.floor(((row + random()) / SAMPLE_GRID) * height));
      const { a, b } = lab[y * width + x] as { a: number; b: number };
      samples.push({ features: features(y * width + x), region: region(y * width + x), a, b });
    }
  return samples;
}

/**
 * The colour the samples agree on, each weighed by its likeness to the cell, shrunk toward grey by
 * their disagreement, by the distance of the nearest and by how unlike the cell's wider region is to
 * theirs. Every sample votes: the few nearest can all come from one region of the reference for a
 * lightness a hair closer, and then seem to agree.
 */
function votedColour(
  features: readonly number[],
  region: readonly number[],
  samples: readonly Sample[],
): { a: number; b: number; trust: number } {
  let [weights, a, b, chroma, nearest, apart] = [0, 0, 0, 0, Infinity, 0];
  for (const sample of samples) {
    const distance = sample.features.reduce((sum, value, at) => sum + (value - (features[at] as number)) ** 2, 0);
    const weight = Math.exp(-distance / (2 * MATCH_DISTANCE ** 2));
    nearest = Math.min(nearest, distance);
    weights += weight;
    a += weight * sample.a;
    b += weight * sample.b;
    chroma += weight * Math.hypot(sample.a, sample.b);
    apart += weight * sample.region.reduce((sum, value, at) => sum + (value - (region[at] as number)) ** 2, 0);
  }
  if (weights < 1e-9) return { a: 0, b: 0, trust: 0 };
  [a, b, chroma, apart] = [a / weights, b / weights, chroma / weights, apart / weights];
  const agreement = chroma > 1e-6 ? Math.hypot(a, b) / chroma : 1;
  const closeness = Math.exp(-nearest / (2 * MATCH_DISTANCE ** 2));
  const trust = agreement ** AGREEMENT_POWER * closeness * Math.exp(-apart / (2 * REGION_DISTANCE ** 2));
  return { a: a * trust, b: b * trust, trust };
}

/** A reference's hints on a grid, one per cell, and the share of the cells that matched it (trust of MATCHED_TRUST or more). */
export interface ReferenceCells {
  hints: ColourHint[];
  share: number;
}

/** Every cell of the grid judged against a colour reference photo (best a few hundred pixels a side: only its samples are used). */
export function referenceCells(reference: Raster, grid: Plane): ReferenceCells {
  const { width, height } = grid;
  const deviation = localDeviation(grid, FINE);
  const target = meanAndSpread(grid.data);
  const samples = referenceSamples(reference, target);
  const [features, region] = [featurePlanes(grid, 1, 0, deviation), regionPlanes(grid, 1, 0, deviation)];
  const hints: ColourHint[] = [];
  let trusted = 0;
  for (let top = 0; top < height; top += HINT_CELL)
    for (let left = 0; left < width; left += HINT_CELL) {
      let flattest = top * width + left;
      for (let y = top; y < Math.min(height, top + HINT_CELL); y += 1)
        for (let x = left; x < Math.min(width, left + HINT_CELL); x += 1)
          if ((deviation[y * width + x] as number) < (deviation[flattest] as number)) flattest = y * width + x;
      const { a, b, trust } = votedColour(features(flattest), region(flattest), samples);
      if (trust >= MATCHED_TRUST) trusted += 1;
      hints.push({ index: flattest, a, b });
    }
  return { hints, share: trusted / hints.length };
}

/**
 * Hints for the grid from a colour reference photo alone; `matched` hears the share of the photo the
 * reference matched, and there are no hints when it is under LEAST_MATCHED_SHARE.
 */
export function referenceHints(reference: Raster, matched?: (share: number) => void): HintSource {
  return (grid) => {
    const cells = referenceCells(reference, grid);
    matched?.(cells.share);
    return cells.share < LEAST_MATCHED_SHARE ? [] : cells.hints;
  };
}
