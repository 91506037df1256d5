/**
 * Colour from a reference photo (after Welsh, Ashikhmin, Mueller 2002, "Transferring color to
 * greyscale images"): a few hundred jittered samples of the reference, each its lightness, the
 * lightness's local deviation and its colour; the reference's lightness remapped to the grey
 * photo's mean and spread, so a darker scan still finds its matches; every pixel of the grey photo
 * takes the colour of the sample nearest in lightness and local deviation. Pixel by pixel that
 * colour is noisy, so it is averaged around the flattest pixel of every small cell and handed to
 * the hint solver as hints, which spreads it along the photo's own edges.
 */
import type { Raster } from "../../codecs/image";
import { seededRandom } from "../../lib/seeded-random";
import type { HintSource } from "./colorize";
import type { Plane } from "./guided-upsample";
import { rgbToLab } from "../../lib/cielab";
import { localDeviation } from "./local-deviation";
import type { ColourHint } from "./propagate";

/** Samples as a jittered grid of SAMPLE_GRID × SAMPLE_GRID cells over the reference (Welsh used about 200). */
const SAMPLE_GRID = 16;
/** Half the side of the window the local deviation is measured in (5 × 5, as Welsh). */
const DEVIATION_RADIUS = 2;
/** One hint per cell of this side on the solve grid. */
const HINT_CELL = 8;
/** Half the side of the neighbourhood a hint's colour is averaged over. */
const AVERAGE_RADIUS = 4;
/** Lightness difference at which a neighbour's colour counts e^−½ as much in that average. */
const AVERAGE_LIGHTNESS = 8;
/** Lightness and deviation are matched in whole units: a table of best samples, not a search per pixel. */
const MAX_DEVIATION = 40;

interface Sample {
  l: number;
  deviation: number;
  a: number;
  b: number;
}

function meanAndSpread(values: Float32Array): { mean: number; spread: number } {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length;
  return { mean, spread: Math.sqrt(variance) };
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
  const deviation = localDeviation({ data: lightness, width, height }, DEVIATION_RADIUS);
  const random = seededRandom(2002);
  const samples: Sample[] = [];
  for (let row = 0; row < SAMPLE_GRID; row += 1)
    for (let column = 0; column < SAMPLE_GRID; column += 1) {
      const x = Math.min(width - 1, Math.floor(((column + random()) / SAMPLE_GRID) * width));
      const y = Math.min(height - 1, Math.floor(((row + random()) / SAMPLE_GRID) * height));
      const { l, a, b } = lab[y * width + x] as { l: number; a: number; b: number };
      samples.push({ l: (l - own.mean) * scale + target.mean, deviation: (deviation[y * width + x] as number) * scale, a, b });
    }
  return samples;
}

/** For every whole lightness (0–100) and deviation (0–MAX_DEVIATION), the nearest sample, weighing both equally as Welsh does. */
function matchTable(samples: readonly Sample[]): Sample[] {
  const table: Sample[] = [];
  for (let l = 0; l <= 100; l += 1)
    for (let deviation = 0; deviation <= MAX_DEVIATION; deviation += 1) {
      let best = samples[0] as Sample;
      let bestDistance = Infinity;
      for (const sample of samples) {
        const distance = (sample.l - l) ** 2 + (sample.deviation - deviation) ** 2;
        if (distance < bestDistance) [best, bestDistance] = [sample, distance];
      }
      table.push(best);
    }
  return table;
}

/** Every pixel of the grid with its matched sample's colour. */
function transferred(grid: Plane, deviation: Float32Array, table: readonly Sample[]): { a: Float32Array; b: Float32Array } {
  const a = new Float32Array(grid.data.length);
  const b = new Float32Array(grid.data.length);
  for (let index = 0; index < a.length; index += 1) {
    const l = Math.min(100, Math.max(0, Math.round(grid.data[index] as number)));
    const d = Math.min(MAX_DEVIATION, Math.round(deviation[index] as number));
    const sample = table[l * (MAX_DEVIATION + 1) + d] as Sample;
    a[index] = sample.a;
    b[index] = sample.b;
  }
  return { a, b };
}

/** The transferred colour around `centre`, weighted by lightness likeness so a hint beside an edge keeps its own side's colour. */
function averagedHint(grid: Plane, colour: { a: Float32Array; b: Float32Array }, centre: number): ColourHint {
  const { data, width, height } = grid;
  const [cx, cy] = [centre % width, Math.floor(centre / width)];
  const own = data[centre] as number;
  let [weights, a, b] = [0, 0, 0];
  for (let y = Math.max(0, cy - AVERAGE_RADIUS); y <= Math.min(height - 1, cy + AVERAGE_RADIUS); y += 1)
    for (let x = Math.max(0, cx - AVERAGE_RADIUS); x <= Math.min(width - 1, cx + AVERAGE_RADIUS); x += 1) {
      const index = y * width + x;
      const weight = Math.exp(-(((data[index] as number) - own) ** 2) / (2 * AVERAGE_LIGHTNESS ** 2));
      weights += weight;
      a += weight * (colour.a[index] as number);
      b += weight * (colour.b[index] as number);
    }
  return { index: centre, a: a / weights, b: b / weights };
}

/** Hints for the grid from a colour reference photo (best a few hundred pixels a side: only its samples are used). */
export function referenceHints(reference: Raster): HintSource {
  return (grid) => {
    const { width, height } = grid;
    const deviation = localDeviation(grid, DEVIATION_RADIUS);
    const target = meanAndSpread(grid.data);
    const colour = transferred(grid, deviation, matchTable(referenceSamples(reference, target)));
    const hints: ColourHint[] = [];
    for (let top = 0; top < height; top += HINT_CELL)
      for (let left = 0; left < width; left += HINT_CELL) {
        let flattest = top * width + left;
        for (let y = top; y < Math.min(height, top + HINT_CELL); y += 1)
          for (let x = left; x < Math.min(width, left + HINT_CELL); x += 1)
            if ((deviation[y * width + x] as number) < (deviation[flattest] as number)) flattest = y * width + x;
        hints.push(averagedHint(grid, colour, flattest));
      }
    return hints;
  };
}
