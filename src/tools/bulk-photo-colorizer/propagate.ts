/**
 * Colour spread from a few hints along the photo's own edges (after Levin, Lischinski, Weiss 2004,
 * "Colorization using Optimization"): neighbouring pixels of similar lightness should have similar
 * colour, so the a and b channels minimise Σ w(r,s)·(u(r) − u(s))² over 4-neighbours, with the hinted
 * pixels held at their colours. The weights fall off with the lightness step between the two
 * pixels, so colour flows across flat areas and stops at edges. The minimum solves a sparse
 * symmetric positive-definite system (a graph Laplacian), solved here by conjugate gradients with a
 * Jacobi preconditioner, coarse to fine so a large image starts from an almost-solved guess.
 * No library solves this well in a worker on typed arrays, so it is ours; pure and unit-tested.
 */

import type { Plane } from "./guided-upsample";
import { shrink } from "./shrink";

export interface ColourHint {
  /** Pixel index (y × width + x) on the grid being solved. */
  index: number;
  a: number;
  b: number;
}

export interface ChromaField {
  a: Float32Array;
  b: Float32Array;
  width: number;
  height: number;
}

/** The lightness step (CIELAB L) that stops colour: the weight across it is e^−½ of a flat step's. */
const MIN_EDGE = 2;
/** The edge scale follows the photo's texture: this many times its median step between neighbours. */
const EDGE_PER_MEDIAN_STEP = 3;
/**
 * Keeps every pixel joined to the rest, so an area without hints still gets its neighbours' colour;
 * also keeps the system well enough conditioned for the solver to converge in tens of steps.
 */
const LEAK = 1e-3;
/** A grid no larger than this is solved directly from the hints' mean; larger ones start from the half-size solve. */
const COARSEST = 48;
/**
 * Solved when the preconditioned residual's root mean square, about the size of the next step in
 * a/b units, is under this: a hundredth of a unit is far below a visible change, and on the corpus
 * a hundred times stricter cost three times the time for no better colours.
 */
const TOLERANCE = 0.01;
const MAX_ITERATIONS = 400;

/** The median of |L(r) − L(s)| over right and down neighbours, from a histogram of tenths of a unit. */
function medianStep({ data: lightness, width, height }: Plane): number {
  const bins = new Uint32Array(1001);
  let count = 0;
  const add = (step: number) => {
    const bin = Math.min(1000, Math.round(step * 10));
    bins[bin] = (bins[bin] as number) + 1;
    count += 1;
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      if (x + 1 < width) add(Math.abs((lightness[at] as number) - (lightness[at + 1] as number)));
      if (y + 1 < height) add(Math.abs((lightness[at] as number) - (lightness[at + width] as number)));
    }
  let seen = 0;
  for (let bin = 0; bin < bins.length; bin += 1) {
    seen += bins[bin] as number;
    if (seen * 2 >= count) return bin / 10;
  }
  return 0;
}

/** Weights to the right and down neighbours (0 past the grid's edge). */
function edgeWeights(grid: Plane, scale: number): { right: Float32Array; down: Float32Array } {
  const { data: lightness, width, height } = grid;
  const right = new Float32Array(width * height);
  const down = new Float32Array(width * height);
  const spread = 2 * scale * scale;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      if (x + 1 < width) right[at] = Math.exp(-(((lightness[at] as number) - (lightness[at + 1] as number)) ** 2) / spread) + LEAK;
      if (y + 1 < height) down[at] = Math.exp(-(((lightness[at] as number) - (lightness[at + width] as number)) ** 2) / spread) + LEAK;
    }
  return { right, down };
}

/**
 * Solves one chroma channel in place: `values` holds the hints at `known` pixels and the starting
 * guess elsewhere; the unknown pixels end at the weighted mean of their neighbours.
 */
function solveChannel(values: Float32Array, known: Uint8Array, weights: { right: Float32Array; down: Float32Array }, width: number): void {
  const { right, down } = weights;
  const size = values.length;
  const degree = new Float64Array(size);
  for (let at = 0; at < size; at += 1) {
    degree[at] =
      (right[at] as number) +
      (down[at] as number) +
      (at % width > 0 ? (right[at - 1] as number) : 0) +
      (at >= width ? (down[at - width] as number) : 0);
  }
  // (L u)(r) = degree(r)·u(r) − Σ w(r,s)·u(s): the Laplacian, applied to a whole vector.
  const laplacian = (u: Float64Array | Float32Array, out: Float64Array) => {
    for (let at = 0; at < size; at += 1) {
      let sum = (degree[at] as number) * (u[at] as number);
      if (at % width < width - 1) sum -= (right[at] as number) * (u[at + 1] as number);
      if (at % width > 0) sum -= (right[at - 1] as number) * (u[at - 1] as number);
      if (at + width < size) sum -= (down[at] as number) * (u[at + width] as number);
      if (at >= width) sum -= (down[at - width] as number) * (u[at - width] as number);
      out[at] = sum;
    }
  };
  // Residual of the unknowns (known pixels are fixed, so theirs is 0), with the current guess.
  const residual = new Float64Array(size);
  laplacian(values, residual);
  for (let at = 0; at < size; at += 1) {
    residual[at] = known[at] ? 0 : -(residual[at] as number);
  }
  const direction = new Float64Array(size);
  const preconditioned = new Float64Array(size);
  const product = new Float64Array(size);
  let rho = 0;
  for (let at = 0; at < size; at += 1) {
    preconditioned[at] = (residual[at] as number) / (degree[at] as number);
    direction[at] = preconditioned[at] as number;
    rho += (residual[at] as number) * (preconditioned[at] as number);
  }
  const stop = TOLERANCE * TOLERANCE * size;
  for (let iteration = 0; iteration < MAX_ITERATIONS && rho > stop; iteration += 1) {
    laplacian(direction, product);
    let curvature = 0;
    for (let at = 0; at < size; at += 1) {
      if (known[at]) product[at] = 0;
      curvature += (direction[at] as number) * (product[at] as number);
    }
    if (curvature <= 0) break;
    const step = rho / curvature;
    let next = 0;
    for (let at = 0; at < size; at += 1) {
      if (known[at]) continue;
      values[at] = (values[at] as number) + step * (direction[at] as number);
      residual[at] = (residual[at] as number) - step * (product[at] as number);
      preconditioned[at] = (residual[at] as number) / (degree[at] as number);
      next += (residual[at] as number) * (preconditioned[at] as number);
    }
    const ratio = next / rho;
    rho = next;
    for (let at = 0; at < size; at += 1) direction[at] = known[at] ? 0 : (preconditioned[at] as number) + ratio * (direction[at] as number);
  }
}

/** Hints on the half-size grid: those falling in one coarse pixel averaged. */
function halveHints(hints: readonly ColourHint[], width: number): { hints: ColourHint[]; width: number } {
  const coarseWidth = Math.ceil(width / 2);
  const merged = new Map<number, { a: number; b: number; count: number }>();
  for (const hint of hints) {
    const x = hint.index % width;
    const y = (hint.index - x) / width;
    const index = (y >> 1) * coarseWidth + (x >> 1);
    const entry = merged.get(index) ?? { a: 0, b: 0, count: 0 };
    merged.set(index, { a: entry.a + hint.a, b: entry.b + hint.b, count: entry.count + 1 });
  }
  return { hints: [...merged].map(([index, { a, b, count }]) => ({ index, a: a / count, b: b / count })), width: coarseWidth };
}

function solve(grid: Plane, hints: readonly ColourHint[], scale: number): ChromaField {
  const { width, height } = grid;
  const a = new Float32Array(width * height);
  const b = new Float32Array(width * height);
  if (Math.max(width, height) > COARSEST) {
    const coarse = solve(shrink(grid, 2), halveHints(hints, width).hints, scale);
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const from = (y >> 1) * coarse.width + (x >> 1);
        a[y * width + x] = coarse.a[from] as number;
        b[y * width + x] = coarse.b[from] as number;
      }
  } else {
    const mean = hints.reduce((sum, hint) => ({ a: sum.a + hint.a / hints.length, b: sum.b + hint.b / hints.length }), { a: 0, b: 0 });
    a.fill(mean.a);
    b.fill(mean.b);
  }
  const known = new Uint8Array(width * height);
  for (const hint of hints) {
    known[hint.index] = 1;
    a[hint.index] = hint.a;
    b[hint.index] = hint.b;
  }
  const weights = edgeWeights(grid, scale);
  solveChannel(a, known, weights, width);
  solveChannel(b, known, weights, width);
  return { a, b, width, height };
}

/**
 * The a and b channels of a photo of this lightness (CIELAB L per pixel) from a few hints; with no
 * hint, no colour (a = b = 0). The same input gives the same colours.
 */
export function propagateColour(lightness: Float32Array, width: number, height: number, hints: readonly ColourHint[]): ChromaField {
  if (hints.length === 0) return { a: new Float32Array(width * height), b: new Float32Array(width * height), width, height };
  const grid = { data: lightness, width, height };
  return solve(grid, hints, Math.max(MIN_EDGE, EDGE_PER_MEDIAN_STEP * medianStep(grid)));
}
