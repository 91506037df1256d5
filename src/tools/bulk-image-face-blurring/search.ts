/**
 * How hard the detector looks, from the visitor's two detection settings: the smallest face to find
 * (which sets how far the image is enlarged and tiled) and the score a face must reach.
 */
import { FULL_RANGE } from "./anchors";
import type { TilingOptions } from "./tiling";

export type SmallestFace = "tiny" | "small" | "large";
export type Sensitivity = "fewer" | "balanced" | "more";

/** Smallest face looked for, as a share of the image's shorter side. */
export const SMALLEST_FACE_SHARE: Record<SmallestFace, number> = { tiny: 0.015, small: 0.03, large: 0.08 };
/** Below this a face shows too little to recognise anyone, whatever the image's size. */
export const TINIEST_FACE_PIXELS = 8;
/** Merged faces smaller than this share of the smallest face looked for are noise (a button, a knot in wood). */
const NOISE_SHARE = 0.7;

/**
 * Score (the mean of the image's and its mirror image's) a face must reach. Measured in Chromium on
 * the face corpus, 58 faces marked by hand: 0.45 finds 49 (all of six photos, 27 of the orchestra's
 * 36) with 17 other boxes, 3 of them faces in a poster; 0.35 finds 53 with 36 other boxes.
 */
export const MIN_SCORE: Record<Sensitivity, number> = { fewer: 0.55, balanced: 0.45, more: 0.35 };
/** Boxes are kept from each view down to this score, so that a face strong in one view and weaker in the other still counts. */
export const CANDIDATE_SCORE = 0.2;

/**
 * The full-range detector finds frontal faces from about 14 px of its 192 px input; 16 keeps
 * faces turned aside. Levels at most 2× apart with 25 % room cost the fewest tiles for the same
 * coverage (3× apart needs 2.9× as many tiles as one pass over the finest level, 2× needs 2.2×).
 */
const TILING: Omit<TilingOptions, "smallestFace"> = {
  inputSize: FULL_RANGE.inputSize,
  smallestDetectable: 16,
  maxLevelRatio: 2,
  overlapSlack: 1.25,
};

export interface SearchPlan {
  tiling: TilingOptions;
  minScore: number;
  /** Merged faces below this side (image pixels) are dropped. */
  minSide: number;
}

export function searchPlan(width: number, height: number, smallest: SmallestFace, sensitivity: Sensitivity): SearchPlan {
  const smallestFace = Math.max(TINIEST_FACE_PIXELS, SMALLEST_FACE_SHARE[smallest] * Math.min(width, height));
  return { tiling: { ...TILING, smallestFace }, minScore: MIN_SCORE[sensitivity], minSide: smallestFace * NOISE_SHARE };
}
