/**
 * The face detectors in the worker, on TensorFlow.js: MediaPipe's full-range model (src/models/face/)
 * and FaceBoxes (faceboxes.ts), each box of one checked against the other's (ensemble.ts), and
 * MoveNet MultiPose (pose.ts) for the faces both see only faintly. Started once per worker, the
 * pose network on the first photo that needs it (its files are fetched beside the detectors', so the
 * tool works offline after its first use).
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { GraphModel } from "@tensorflow/tfjs-converter";
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import { cacheModel } from "../../models/load";
import { faceRuntime, graphModel } from "../../models/face/runtime";
import { FULL_RANGE } from "../../models/face/anchors";
import { absorbContained, groupDetections, type ScoredBox } from "../../models/face/boxes";
import { combineDetections, faintFaces } from "./ensemble";
import { FACEBOXES_FILE, FACEBOXES_MODEL, faceboxesBoxes, faceboxesPasses } from "./faceboxes";
import { FULL_RANGE_FILE, FULL_RANGE_MODEL, fullRangeBoxes, VIEWS } from "../../models/face/full-range";
import { bodySupport, POSE_FILE, POSE_MODEL, posePasses } from "./pose";
import { CANDIDATE_SCORE, type SearchPlan } from "./search";
import { planLevels } from "../../models/face/tiling";

/** FaceBoxes' time per input pixel over the full-range detector's, measured in Node on the orchestra photo (0.17 and 0.34 s per megapixel). */
const FACEBOXES_PIXEL_COST = 0.5;
/** Where in the photo's progress (start, span) the face detectors run, and the pose network after them. */
const DETECTION_PROGRESS: [number, number] = [0.15, 0.55];
const POSE_PROGRESS: [number, number] = [0.7, 0.08];

interface Detector {
  tf: typeof Tf;
  fullRange: GraphModel;
  faceboxes: GraphModel;
}

let detector: Promise<Detector> | null = null;
let poseNetwork: Promise<GraphModel> | null = null;

/** The detectors of this worker, started on first use (models and runtime downloaded once, then cached). */
export function faceDetector(): Promise<Detector> {
  detector ??= startDetector().catch((error: unknown) => {
    detector = null;
    throw error;
  });
  return detector;
}

/** The pose network, on the detectors' TensorFlow.js: most photos never need it, so it is built only when one does. */
function poseModel(): Promise<GraphModel> {
  poseNetwork ??= graphModel(POSE_MODEL, POSE_FILE).catch((error: unknown) => {
    poseNetwork = null;
    throw error;
  });
  return poseNetwork;
}

/**
 * Keeps the pose network's files in the model cache, after the detectors': a photo that needs it
 * may come when the visitor is offline, and a model is downloaded on its tool's first use.
 */
export async function cachePoseModel(): Promise<void> {
  await faceDetector();
  await cacheModel(POSE_MODEL);
}

async function startDetector(): Promise<Detector> {
  const tf = await faceRuntime();
  const [fullRange, faceboxes] = await Promise.all([
    graphModel(FULL_RANGE_MODEL, FULL_RANGE_FILE),
    graphModel(FACEBOXES_MODEL, FACEBOXES_FILE),
  ]);
  return { tf, fullRange, faceboxes };
}

/** Reports work done as a share of `total` on the photo's progress, from `start` over `span`. */
function meter(progress: Progress, total: number, [start, span]: [number, number], label: string): (amount: number) => void {
  let done = 0;
  return (amount) => {
    done += amount;
    progress(start + span * Math.min(1, done / total), label);
  };
}

/** Every face in the image, in image pixels, strongest first. */
export async function findFaces(raster: Raster, plan: SearchPlan, signal: AbortSignal, progress: Progress): Promise<ScoredBox[]> {
  const { tf, fullRange, faceboxes } = await faceDetector();
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
  const look = (model: GraphModel, onWork: (amount: number) => void) => ({ network: { tf, model }, raster, signal, onWork });
  const large = (face: ScoredBox) => Math.max(face.width, face.height) >= plan.minSide;
  const first = await fullRangeBoxes(
    look(fullRange, (tiles) => detecting(tiles * tilePixels)),
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
  const support = await bodySupport(look(await poseModel(), meter(progress, tiles, POSE_PROGRESS, "check faint faces")), posePlan, faint);
  return absorbContained([...faces, ...faint.filter((_, index) => (support[index] as number) >= rule.pose)]);
}
