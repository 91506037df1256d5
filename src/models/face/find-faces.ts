/**
 * Every face of a photo, one count for all the face tools (face blurring, the profile picture maker,
 * the face analyzer): MediaPipe's full-range model (full-range.ts) and FaceBoxes (faceboxes.ts), each
 * box of one checked against the other's (ensemble.ts), and MoveNet MultiPose (pose.ts) for the faces
 * both see only faintly. FaceBoxes and the pose network are loaded on the first photo that needs them
 * (their files are fetched beside the detector's, so the tools work offline after their first use).
 */
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import { cacheModel } from "../load";
import { FULL_RANGE } from "./anchors";
import { absorbContained, groupDetections, type ScoredBox } from "./boxes";
import { combineDetections, faintFaces } from "./ensemble";
import { FACEBOXES_FILE, FACEBOXES_MODEL, faceboxesBoxes, faceboxesPasses } from "./faceboxes";
import { FULL_RANGE_FILE, FULL_RANGE_MODEL, fullRangeBoxes, VIEWS } from "./full-range";
import type { Network } from "./network";
import { startOnce } from "../../lib/start-once";
import { bodySupport, POSE_FILE, POSE_MODEL, posePasses } from "./pose";
import { faceRuntime, graphModel } from "./runtime";
import { CANDIDATE_SCORE, type SearchPlan } from "./search";
import { planLevels } from "./tiling";

/** FaceBoxes' time per input pixel over the full-range detector's, measured in Node on the orchestra photo (0.17 and 0.34 s per megapixel). */
const FACEBOXES_PIXEL_COST = 0.5;
/** Where in the search's own progress (start, span) the face detectors run, and the pose network after them. */
const DETECTION_PROGRESS: [number, number] = [0, 0.88];
const POSE_PROGRESS: [number, number] = [0.88, 0.12];

/** The face detectors; FaceBoxes and the pose network load on the first photo that asks for them. */
export interface FaceDetectors {
  fullRange: Network;
  faceboxes(): Promise<Network>;
  pose(): Promise<Network>;
}

const network = (id: string, file: string) =>
  startOnce(async (): Promise<Network> => ({ tf: await faceRuntime(), model: await graphModel(id, file) }));

/** This worker's detectors, the full-range model downloaded on first use, then cached (offline too). */
export const faceDetectors = startOnce(async (): Promise<FaceDetectors> => ({
  fullRange: await network(FULL_RANGE_MODEL, FULL_RANGE_FILE)(),
  faceboxes: network(FACEBOXES_MODEL, FACEBOXES_FILE),
  pose: network(POSE_MODEL, POSE_FILE),
}));

/**
 * Brings this worker's detectors in while the visitor chooses photos, and keeps the pose network's
 * files in the model cache: a photo that needs it may come when the visitor is offline.
 */
export async function prepareDetectors(withPose: boolean): Promise<void> {
  await (await faceDetectors()).faceboxes();
  if (withPose) await cacheModel(POSE_MODEL);
}

/** Reports work done as a share of `total` on the photo's progress, from `start` over `span`. */
function meter(progress: Progress, total: number, [start, span]: [number, number], label: string): (amount: number) => void {
  let done = 0;
  return (amount) => {
    done += amount;
    progress(start + span * Math.min(1, done / total), label);
  };
}

/** Every face in the image, in image pixels, strongest first; `progress` hears of the search's own progress, 0–1. */
export async function findFaces(
  detectors: FaceDetectors,
  raster: Raster,
  plan: SearchPlan,
  signal: AbortSignal,
  progress: Progress,
): Promise<ScoredBox[]> {
  const faceboxes = await detectors.faceboxes();
  signal.throwIfAborted();
  const levels = planLevels(raster.width, raster.height, plan.tiling);
  const passes = faceboxesPasses(raster.width, raster.height, plan.faceboxesZooms);
  // Work in input pixels the networks see, FaceBoxes' weighted by their cost.
  const tilePixels = VIEWS * FULL_RANGE.inputSize ** 2;
  const total =
    levels.reduce((sum, level) => sum + level.tiles.length * tilePixels, 0) +
    passes.reduce((sum, pass) => sum + pass.regions.reduce((area, region) => area + region.width * region.height, 0), 0) *
      FACEBOXES_PIXEL_COST;
  const detecting = meter(progress, total, DETECTION_PROGRESS, "find faces");
  const look = (network: Network, onWork: (amount: number) => void) => ({ network, raster, signal, onWork });
  const large = (face: ScoredBox) => Math.max(face.width, face.height) >= plan.minSide;
  const first = await fullRangeBoxes(
    look(detectors.fullRange, (tiles) => detecting(tiles * tilePixels)),
    levels,
    CANDIDATE_SCORE,
  );
  const second = await faceboxesBoxes(
    look(faceboxes, (pixels) => detecting(pixels * FACEBOXES_PIXEL_COST)),
    passes,
  );
  const fullRangeFaces = groupDetections(first, VIEWS).filter(large);
  const faceboxesFaces = groupDetections(
    second.map((box) => ({ ...box, view: 0 })),
    1,
  ).filter(large);
  const faces = combineDetections(fullRangeFaces, faceboxesFaces, plan.thresholds);
  const rule = plan.thresholds.posed;
  const faint = rule ? faintFaces(fullRangeFaces, faceboxesFaces, faces, rule) : [];
  if (!rule || faint.length === 0) return faces;
  const posePlan = posePasses(raster.width, raster.height, plan.tiling.smallestFace, faint);
  const tiles = posePlan.reduce((sum, pass) => sum + pass.tiles.length, 0);
  const support = await bodySupport(
    look(await detectors.pose(), meter(progress, tiles, POSE_PROGRESS, "check faint faces")),
    posePlan,
    faint,
  );
  return absorbContained([...faces, ...faint.filter((_, index) => (support[index] as number) >= rule.pose)]);
}
