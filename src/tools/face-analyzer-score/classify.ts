/**
 * The seven face shapes as prototypes in a space of normalised measurements, and a share for each
 * shape by its distance there. An estimate for fun, and said to be one.
 *
 * Why prototypes and not the textbook thresholds ("oblong when length > 1.5 × width"): the mesh
 * pulls every face towards an average, so real faces differ from each other by a few hundredths in
 * these ratios and no textbook threshold is ever crossed. Each measurement is therefore counted in
 * units of how much faces differ in it, as this pipeline measures them, and the shapes are placed a
 * unit or two from the average face in the directions their descriptions give.
 *
 * Calibration (re-run it with `npm run bench -- face-shapes` after changing the models or the
 * measurements, and copy the constants it prints): MEAN and SPREAD are the mean and standard
 * deviation of each measurement, mirror-averaged as the tool measures it, over the frontal faces
 * (yaw within ±15°) of ../shared/corpus/faces large enough to measure (analyse.ts): the three
 * portraits and the group photos' front faces (7 faces). NOISE is the largest change of each
 * measurement on the three portraits mirrored, halved, turned by ±10° and saved as JPEG q70.
 * A unit is the spread and the noise together (root of the sum of squares), so a difference no
 * larger than the measurement's own wobble never moves a face far.
 */
import type { Measurements } from "./measure";

export const SHAPES = ["Oval", "Round", "Square", "Rectangular", "Oblong", "Heart", "Diamond"] as const;
export type ShapeName = (typeof SHAPES)[number];

export const FEATURES = ["lengthRatio", "foreheadRatio", "jawRatio", "chinRatio", "jawAngle"] as const;
type Feature = (typeof FEATURES)[number];

export const MEAN: Record<Feature, number> = { lengthRatio: 1.15, foreheadRatio: 0.856, jawRatio: 0.813, chinRatio: 0.231, jawAngle: 137 };
export const SPREAD: Record<Feature, number> = {
  lengthRatio: 0.0407,
  foreheadRatio: 0.0146,
  jawRatio: 0.0111,
  chinRatio: 0.00607,
  jawAngle: 2.36,
};
export const NOISE: Record<Feature, number> = {
  lengthRatio: 0.0238,
  foreheadRatio: 0.00448,
  jawRatio: 0.00404,
  chinRatio: 0.00367,
  jawAngle: 0.642,
};

/**
 * Where each shape sits, in units from the average face (length, forehead, jaw, chin, jaw angle),
 * from the descriptions on the tool's page: longer or shorter than wide, which of forehead,
 * cheekbones and jaw is widest, a pointed or broad chin, an angular (smaller angle) or rounded jaw.
 */
export const PROTOTYPES: Record<ShapeName, Record<Feature, number>> = {
  Oval: { lengthRatio: 0.6, foreheadRatio: -0.3, jawRatio: -0.5, chinRatio: 0, jawAngle: 0.5 },
  Round: { lengthRatio: -1.2, foreheadRatio: 0, jawRatio: 0.3, chinRatio: 0.3, jawAngle: 1.2 },
  Square: { lengthRatio: -1, foreheadRatio: 0.5, jawRatio: 1.2, chinRatio: 0.5, jawAngle: -1.2 },
  Rectangular: { lengthRatio: 1, foreheadRatio: 0.5, jawRatio: 1, chinRatio: 0.3, jawAngle: -1 },
  Oblong: { lengthRatio: 1.8, foreheadRatio: 0.3, jawRatio: 0.3, chinRatio: 0, jawAngle: 0.3 },
  Heart: { lengthRatio: 0, foreheadRatio: 1.2, jawRatio: -1, chinRatio: -1.2, jawAngle: 0 },
  Diamond: { lengthRatio: 0, foreheadRatio: -1.2, jawRatio: -1, chinRatio: -0.5, jawAngle: 0.3 },
};

/** How sharply the shares fall with distance (in units): one unit nearer doubles a shape's share over about half a unit. */
const TEMPERATURE = 1;

export function units(measurements: Pick<Measurements, Feature>): Record<Feature, number> {
  return Object.fromEntries(
    FEATURES.map((feature) => [feature, (measurements[feature] - MEAN[feature]) / Math.hypot(SPREAD[feature], NOISE[feature])]),
  ) as Record<Feature, number>;
}

export interface ShapeEstimate {
  /** Whole percentages per shape, summing to 100. */
  shares: Record<ShapeName, number>;
  top: ShapeName;
}

/**
 * The lead (percentage points of the top share over the second) a shape needs to be the answer
 * alone. Measured with the size limit of analyse.ts: of frontal faces from 49 px, those with a lead of
 * 26 points or more kept their shape in every copy (0 of 11 changed), while leads of 1–25 points
 * changed in 8 of 13 (the largest portrait, Oval 43 % over Heart 29 %, turned Heart mirrored).
 */
export const CLEAR_LEAD = 26;

export interface Answer extends ShapeEstimate {
  /** The runner-up, when the top shape's lead is too small to name it alone. */
  close?: ShapeName;
}

/** Percentages that sum to 100 exactly: rounded down, the rest handed to the largest remainders. */
function wholePercents(weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const exact = weights.map((weight) => (weight / total) * 100);
  const floors = exact.map(Math.floor);
  const order = exact.map((value, index) => [value - (floors[index] as number), index] as const).sort((a, b) => b[0] - a[0]);
  for (let left = 100 - floors.reduce((sum, value) => sum + value, 0), at = 0; left > 0; left -= 1, at += 1)
    floors[order[at]![1]] = (floors[order[at]![1]] as number) + 1;
  return floors;
}

export function classify(measurements: Pick<Measurements, Feature>): ShapeEstimate {
  const here = units(measurements);
  const squared = SHAPES.map((shape) => FEATURES.reduce((sum, feature) => sum + (here[feature] - PROTOTYPES[shape][feature]) ** 2, 0));
  const nearest = Math.min(...squared);
  const weights = squared.map((distance) => Math.exp(-(distance - nearest) / (2 * TEMPERATURE ** 2)));
  const percents = wholePercents(weights);
  const shares = Object.fromEntries(SHAPES.map((shape, index) => [shape, percents[index] as number])) as Record<ShapeName, number>;
  const top = SHAPES[squared.indexOf(nearest)] as ShapeName;
  return { shares, top };
}

/** The estimate and, where it is a close call, the runner-up beside it. */
export function estimate(measurements: Pick<Measurements, Feature>): Answer {
  const { shares, top } = classify(measurements);
  const [second] = SHAPES.filter((shape) => shape !== top).sort((a, b) => shares[b] - shares[a]) as [ShapeName];
  return shares[top] - shares[second] >= CLEAR_LEAD ? { shares, top } : { shares, top, close: second };
}
