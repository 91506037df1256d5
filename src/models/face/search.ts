/**
 * How hard the detectors look, from the visitor's two detection settings: the smallest face to find
 * (which sets how far the image is enlarged and tiled) and the scores a face must reach.
 */
import { FULL_RANGE } from "./anchors";
import type { Thresholds } from "./ensemble";
import type { TilingOptions } from "./tiling";

export type SmallestFace = "tiny" | "small" | "large";
export type Sensitivity = "fewer" | "balanced" | "more";

/**
 * Face blurring's default search, which the profile picture maker and the face analyzer count faces
 * with too: one photo, one count, in every face tool.
 */
export const FACE_TOOLS_SEARCH: { smallestFace: SmallestFace; sensitivity: Sensitivity } = {
  smallestFace: "tiny",
  sensitivity: "balanced",
};

/** Smallest face looked for, as a share of the image's shorter side. */
export const SMALLEST_FACE_SHARE: Record<SmallestFace, number> = { tiny: 0.015, small: 0.03, large: 0.08 };
/** Below this a face shows too little to recognise anyone, whatever the image's size. */
export const TINIEST_FACE_PIXELS = 8;
/** Merged faces smaller than this share of the smallest face looked for are noise (a button, a knot in wood). */
const NOISE_SHARE = 0.7;

/**
 * Where "balanced" asks a body's pose (pose.ts). Measured in Chromium on the face corpus: 6 faces
 * reach both detector scores uncounted and apart from every counted face; the pose network gives the
 * man behind the music stand 0.46 and the faces in the photo pinned on the young man's wall 0.51,
 * the other four 0.29 or less. "more" already counts every face these two scores reach.
 */
const POSED = { fullRange: 0.2, faceboxes: 0.35, pose: 0.4 };

/**
 * Scores a face must reach. On the face corpus (58 faces marked by hand): the full-range detector
 * alone, with the merge that keeps small faces apart, finds 48 at 0.45 and 53 at 0.35, but with up
 * to 10 other boxes on a photo (measured in Node). With FaceBoxes' word on each box, "balanced"
 * finds 56 in Chromium with at most 5 other boxes on a photo (tattoos, a cello, the faces in the
 * photo pinned on the wall), and 57 with the pose's word; in Node "fewer" finds 49 (at most 3
 * others), "more" 57 (up to 13).
 */
export const THRESHOLDS: Record<Sensitivity, Thresholds> = {
  fewer: { alone: 0.65, faceboxesAlone: 0.8, seconded: 0.4, second: 0.3 },
  balanced: { alone: 0.55, faceboxesAlone: 0.7, seconded: 0.3, second: 0.2, posed: POSED },
  more: { alone: 0.45, faceboxesAlone: 0.6, seconded: 0.2, second: 0.2 },
};
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

/**
 * Sizes (FaceBoxes input pixels) the smallest face looked for is enlarged to, one pass each. FaceBoxes'
 * smallest anchors are 32 px. Measured in Node on the corpus with the full-range detector: passes at
 * 3× and 4× (27–41 px for its smallest faces) find 56 faces, at 4× alone 54, at 4× and its mirror
 * image 55, and a third pass at 5× or mirrored passes only add boxes on things that are not faces.
 */
const FACEBOXES_FACE_PIXELS = [28, 37];

export interface SearchPlan {
  tiling: TilingOptions;
  /** How much FaceBoxes' passes enlarge the image. */
  faceboxesZooms: number[];
  thresholds: Thresholds;
  /** Merged faces below this side (image pixels) are dropped. */
  minSide: number;
}

export function searchPlan(width: number, height: number, smallest: SmallestFace, sensitivity: Sensitivity): SearchPlan {
  const smallestFace = Math.max(TINIEST_FACE_PIXELS, SMALLEST_FACE_SHARE[smallest] * Math.min(width, height));
  return {
    tiling: { ...TILING, smallestFace },
    faceboxesZooms: FACEBOXES_FACE_PIXELS.map((pixels) => pixels / smallestFace),
    thresholds: THRESHOLDS[sensitivity],
    minSide: smallestFace * NOISE_SHARE,
  };
}
