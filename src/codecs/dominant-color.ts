/**
 * The colour most of a set of pixels share: what the transparent-image maker removes when it detects
 * a background from the borders, and what the placeholder generator paints behind a loading image.
 */
export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export interface DominantColor {
  color: Rgb;
  /** Part (0–1) of the visible pixels within REFINE_RADIUS of the colour. */
  share: number;
}

const BITS = 4;
const LEVELS = 1 << BITS;
/** Euclidean RGB distance of the pixels averaged into the final colour. */
const REFINE_RADIUS = 24;

const binOf = (r: number, g: number, b: number) => ((r >> (8 - BITS)) * LEVELS + (g >> (8 - BITS))) * LEVELS + (b >> (8 - BITS));

/**
 * A 16-level-per-channel histogram picks the densest neighbourhood of bins (each bin scored with its
 * 26 neighbours, so a colour sitting on a bin edge is not split in two); one mean-shift step then
 * averages the pixels near that neighbourhood's mean, so the answer is not biased by bin edges.
 * Pixels count by their alpha; null when none is visible.
 */
export function dominantColor(rgba: Uint8Array | Uint8ClampedArray): DominantColor | null {
  const weights = new Float64Array(LEVELS ** 3);
  const sums = new Float64Array(LEVELS ** 3 * 3);
  let total = 0;
  for (let index = 0; index < rgba.length; index += 4) {
    const weight = (rgba[index + 3] as number) / 255;
    if (weight === 0) continue;
    const r = rgba[index] as number;
    const g = rgba[index + 1] as number;
    const b = rgba[index + 2] as number;
    const bin = binOf(r, g, b);
    weights[bin] = (weights[bin] as number) + weight;
    sums[bin * 3] = (sums[bin * 3] as number) + r * weight;
    sums[bin * 3 + 1] = (sums[bin * 3 + 1] as number) + g * weight;
    sums[bin * 3 + 2] = (sums[bin * 3 + 2] as number) + b * weight;
    total += weight;
  }
  if (total === 0) return null;
  const seed = densestNeighbourhoodMean(weights, sums);
  return refine(rgba, seed, total);
}

function densestNeighbourhoodMean(weights: Float64Array, sums: Float64Array): Rgb {
  let best = { weight: -1, r: 0, g: 0, b: 0 };
  for (let bin = 0; bin < weights.length; bin += 1) {
    if (weights[bin] === 0) continue;
    const cr = Math.floor(bin / (LEVELS * LEVELS));
    const cg = Math.floor(bin / LEVELS) % LEVELS;
    const cb = bin % LEVELS;
    const around = { weight: 0, r: 0, g: 0, b: 0 };
    for (let r = Math.max(0, cr - 1); r <= Math.min(LEVELS - 1, cr + 1); r += 1)
      for (let g = Math.max(0, cg - 1); g <= Math.min(LEVELS - 1, cg + 1); g += 1)
        for (let b = Math.max(0, cb - 1); b <= Math.min(LEVELS - 1, cb + 1); b += 1) {
          const other = (r * LEVELS + g) * LEVELS + b;
          around.weight += weights[other] as number;
          around.r += sums[other * 3] as number;
          around.g += sums[other * 3 + 1] as number;
          around.b += sums[other * 3 + 2] as number;
        }
    if (around.weight > best.weight) best = around;
  }
  return { r: best.r / best.weight, g: best.g / best.weight, b: best.b / best.weight };
}

function refine(rgba: Uint8Array | Uint8ClampedArray, seed: Rgb, total: number): DominantColor {
  const limit = REFINE_RADIUS * REFINE_RADIUS;
  let weight = 0;
  let r = 0;
  let g = 0;
  let b = 0;
  for (let index = 0; index < rgba.length; index += 4) {
    const alpha = (rgba[index + 3] as number) / 255;
    const dr = (rgba[index] as number) - seed.r;
    const dg = (rgba[index + 1] as number) - seed.g;
    const db = (rgba[index + 2] as number) - seed.b;
    if (alpha === 0 || dr * dr + dg * dg + db * db > limit) continue;
    weight += alpha;
    r += (rgba[index] as number) * alpha;
    g += (rgba[index + 1] as number) * alpha;
    b += (rgba[index + 2] as number) * alpha;
  }
  // A neighbourhood spread wider than the radius around its own mean may leave no pixel near it;
  // the mean itself is then the best answer there is.
  if (weight === 0) return { color: roundRgb(seed), share: 0 };
  return { color: roundRgb({ r: r / weight, g: g / weight, b: b / weight }), share: weight / total };
}

function roundRgb(color: Rgb): Rgb {
  return { r: Math.round(color.r), g: Math.round(color.g), b: Math.round(color.b) };
}

/** "#rrggbb", lower case. */
export function toHex(color: Rgb): string {
  return `#${[color.r, color.g, color.b].map((channel) => Math.round(channel).toString(16).padStart(2, "0")).join("")}`;
}
