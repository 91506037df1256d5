/**
 * The faces of a photo for the tools that work on whole faces (the profile picture maker, the face
 * analyzer): MediaPipe's full-range detector over the whole photo and, for smaller faces, tiles of
 * it enlarged, with one box per face. These tools want faces large enough to measure, so they look
 * down to a share of the photo, not to the few pixels the face-blurring tool hunts for.
 */
import type { Raster } from "../../codecs/image";
import { FULL_RANGE } from "./anchors";
import { absorbContained, groupDetections, type ScoredBox } from "./boxes";
import { resampleRaster } from "./crop";
import { fullRangeBoxes, VIEWS } from "./full-range";
import type { Network } from "./network";
import { planLevels } from "./tiling";

export interface FaceSearch {
  /** Smallest face looked for, as a share of the photo's shorter side. */
  smallestShare: number;
  /** The score a face must reach (the mean of its best scores in the photo and its mirror image). */
  minScore: number;
}

/** Faces from 8 % of the photo's shorter side: a portrait's face, and the front rows of a group. */
export const PORTRAIT_SEARCH: FaceSearch = { smallestShare: 0.08, minScore: 0.5 };

/** Boxes kept from each view before the merge, so a face strong in one view and weaker in the other still counts. */
const CANDIDATE_SCORE = 0.25;
/** From about 14 of its 192 input pixels the detector finds frontal faces; 16 keeps faces turned aside. */
const SMALLEST_DETECTABLE = 16;

/** Every face, in image pixels, largest first. */
export async function detectFaces(network: Network, raster: Raster, search: FaceSearch, signal: AbortSignal): Promise<ScoredBox[]> {
  const smallestFace = search.smallestShare * Math.min(raster.width, raster.height);
  const levels = planLevels(raster.width, raster.height, {
    inputSize: FULL_RANGE.inputSize,
    smallestDetectable: SMALLEST_DETECTABLE,
    smallestFace,
    maxLevelRatio: 2,
    overlapSlack: 1.25,
  });
  // A box seen only mirrored scores at most 1 / VIEWS: a search that keeps faces from that score up
  // needs a box in the image as it is for every face, so mirrored looks where it saw none add nothing.
  // Measured on the corpus's 43 photos made grey: the same faces with landmarks in both searches; one
  // box FaceMesh rejects, at 0.5 exactly, gone; 23 % fewer looks, 27 % on a landscape without faces.
  const mirror = search.minScore * VIEWS >= 1 ? "where seen" : "every tile";
  const look = { network, raster, signal, onWork: () => undefined };
  const boxes = await fullRangeBoxes(look, levels, CANDIDATE_SCORE, resampleRaster, mirror);
  const faces = groupDetections(boxes, VIEWS).filter(
    (face) => face.score >= search.minScore && Math.max(face.width, face.height) >= smallestFace * 0.7,
  );
  return absorbContained(faces).sort((a, b) => b.width * b.height - a.width * a.height);
}
