/**
 * A photo coloured from hints, its lightness kept: the colour is solved on a copy of at most
 * SOLVE_PIXELS pixels (lightness averaged over blocks), brought back to full size along the photo's
 * own edges, and recombined with the full-size lightness, so a 12 MP scan is never a 12-million-
 * unknown system and its detail and grain are the scan's own.
 */
import { createRaster, type Raster } from "../../codecs/image";
import { guidedUpsample, type Plane } from "./guided-upsample";
import { type Hint, rgbOf } from "./hints";
import { labToRgb, lightnessOf, rgbToLab } from "./lab";
import { type ColourHint, propagateColour } from "./propagate";
import { shrink } from "./shrink";

/** The most pixels the colour is solved on; more gave no better colour on the corpus, only time. */
export const SOLVE_PIXELS = 250_000;

/** Each hint on the solve grid, with its colour's a and b (its lightness is the photo's). */
function gridHints(hints: readonly Hint[], width: number, height: number): ColourHint[] {
  return hints.map((hint) => {
    const x = Math.min(width - 1, Math.floor(hint.x * width));
    const y = Math.min(height - 1, Math.floor(hint.y * height));
    const { a, b } = rgbToLab(...rgbOf(hint.color));
    return { index: y * width + x, a, b };
  });
}

export function colorize(raster: Raster, hints: readonly Hint[], solvePixels = SOLVE_PIXELS): Raster {
  const { width, height } = raster;
  const full: Plane = { data: lightnessOf(raster.data, width * height), width, height };
  const factor = Math.max(1, Math.ceil(Math.sqrt((width * height) / solvePixels)));
  const grid = factor > 1 ? shrink(full, factor) : full;
  const solved = propagateColour(grid.data, grid.width, grid.height, gridHints(hints, grid.width, grid.height));
  const [a, b] = factor > 1 ? guidedUpsample(grid, [solved.a, solved.b], full) : [solved.a, solved.b];
  const out = createRaster(width, height);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const [red, green, blue] = labToRgb(
      full.data[pixel] as number,
      (a as Float32Array)[pixel] as number,
      (b as Float32Array)[pixel] as number,
    );
    out.data[pixel * 4] = red;
    out.data[pixel * 4 + 1] = green;
    out.data[pixel * 4 + 2] = blue;
    out.data[pixel * 4 + 3] = raster.data[pixel * 4 + 3] as number;
  }
  return out;
}
