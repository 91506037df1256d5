/**
 * A photo coloured from hints, its lightness kept: the colour is solved on a copy of at most
 * SOLVE_PIXELS pixels (lightness averaged over blocks), brought back to full size along the photo's
 * own edges, and recombined with the full-size lightness, so a 12 MP scan is never a 12-million-
 * unknown system and its detail and grain are the scan's own.
 */
import { createRaster, type Raster } from "../../codecs/image";
import { guidedUpsampler, type Plane } from "./guided-upsample";
import { type Hint, rgbOf } from "./hints";
import { labToRgbInto, lightnessOf, rgbToLab } from "../../lib/cielab";
import { type ColourHint, propagateColour } from "./propagate";
import { shrink } from "./shrink";

/** The most pixels the colour is solved on; more gave no better colour on the corpus, only time. */
export const SOLVE_PIXELS = 250_000;

/** Where the hints come from: given the lightness of the solve grid, the hints on it. */
export type HintSource = (grid: Plane) => ColourHint[];

/** Hints in fractions of the photo, each at its pixel of the solve grid with its colour's a and b (its lightness is the photo's). */
export function placedHints(hints: readonly Hint[]): HintSource {
  return ({ width, height }) =>
    hints.map((hint) => {
      const x = Math.min(width - 1, Math.floor(hint.x * width));
      const y = Math.min(height - 1, Math.floor(hint.y * height));
      const { a, b } = rgbToLab(...rgbOf(hint.color));
      return { index: y * width + x, a, b };
    });
}

/** The photo's lightness at full size, and the copy of at most SOLVE_PIXELS pixels the colour is solved on. */
export interface SolvePlanes {
  full: Plane;
  grid: Plane;
  /** How many full-size pixels a side of one grid pixel covers. */
  factor: number;
}

export function solvePlanes(raster: Raster, solvePixels = SOLVE_PIXELS): SolvePlanes {
  const { width, height } = raster;
  const full: Plane = { data: lightnessOf(raster.data, width * height), width, height };
  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / solvePixels)));
  return { full, grid: factor > 1 ? shrink(full, factor) : full, factor };
}

/** The photo coloured from hints on its solve grid (`planes`, from solvePlanes). */
export function colorizeOn(raster: Raster, { full, grid, factor }: SolvePlanes, hints: readonly ColourHint[]): Raster {
  const { width, height } = raster;
  // No hints (a reference that matched too little, no clicks yet): nothing to solve or bring back to full size.
  if (hints.length === 0) return { width, height, data: new Uint8ClampedArray(raster.data) };
  const solved = propagateColour(grid.data, grid.width, grid.height, hints);
  const row =
    factor > 1
      ? guidedUpsampler(grid, [solved.a, solved.b], width, height)
      : (y: number, _: Float32Array, [a, b]: readonly Float32Array[]) => {
          a?.set(solved.a.subarray(y * width, (y + 1) * width));
          b?.set(solved.b.subarray(y * width, (y + 1) * width));
        };
  const [a, b] = [new Float32Array(width), new Float32Array(width)];
  const out = createRaster(width, height);
  for (let y = 0; y < height; y += 1) {
    const lightness = full.data.subarray(y * width, (y + 1) * width);
    row(y, lightness, [a, b]);
    rowToRgb(lightness, a, b, raster.data, out.data, y * width * 4);
  }
  return out;
}

/** One row's colour into `out` from `at`, alpha from `source`: a call per row is optimised sooner than one long loop. */
function rowToRgb(
  lightness: Float32Array,
  a: Float32Array,
  b: Float32Array,
  source: Uint8ClampedArray,
  out: Uint8ClampedArray,
  at: number,
): void {
  for (let x = 0; x < lightness.length; x += 1, at += 4) {
    labToRgbInto(lightness[x] as number, a[x] as number, b[x] as number, out, at);
    out[at + 3] = source[at + 3] as number;
  }
}

export function colorize(raster: Raster, source: HintSource, solvePixels = SOLVE_PIXELS): Raster {
  const planes = solvePlanes(raster, solvePixels);
  return colorizeOn(raster, planes, source(planes.grid));
}

/** Half the side of the square around each of the visitor's hints where the tool's own hints give way to it. */
const OWN_HINT_REACH = 12;

/** The tool's hints (a reference's, automatic ones) with the visitor's on top: near one of theirs, theirs alone counts. */
export function withOwnHints(base: HintSource, own: HintSource): HintSource {
  return (grid) => {
    const mine = own(grid);
    const { width } = grid;
    const clear = (index: number) =>
      mine.every(
        (hint) =>
          Math.abs((hint.index % width) - (index % width)) > OWN_HINT_REACH ||
          Math.abs(Math.floor(hint.index / width) - Math.floor(index / width)) > OWN_HINT_REACH,
      );
    return [...base(grid).filter((hint) => clear(hint.index)), ...mine];
  };
}
