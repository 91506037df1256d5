/** Every face of a photo measured and estimated, largest first: what the worker draws and reports, and what the calibration reads. */
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import type { Box } from "../../models/face/boxes";
import { countedLandmarkedFaces, type FaceModels } from "../../models/face/landmarked";
import { eyeCentres, type FaceMesh, midpoint, type Point } from "../../models/face/landmarks";
import { estimate } from "./classify";
import { mirrorAveraged } from "./mirrored";
import { type FaceResult, MAX_YAW_DEGREES } from "./result";

/**
 * The smallest face measured (the detector's box, brow to chin, in the measured photo's pixels).
 * Measured on 60 corpus faces from 8 to 353 px (the photos and copies at 50, 35, 25 and 18 %), each
 * mirrored, halved, turned ±8° and saved as JPEG q60: below 49 px faces were lost, lost their mesh
 * or flipped between frontal and turned in up to 5 of the 5 copies; from 49 px none did. The shape
 * itself holds only with a clear lead as well (classify.ts).
 */
export const MIN_FACE_PIXELS = 49;

export const measurable = (box: Box) => box.height >= MIN_FACE_PIXELS;

const inside = (p: Point, box: Box) => p.x >= box.x && p.x <= box.x + box.width && p.y >= box.y && p.y <= box.y + box.height;

export interface AnalysedFace {
  box: Box;
  /** Null for a face too small to measure. */
  mesh: FaceMesh | null;
  result: FaceResult;
}

/**
 * Every face the face tools count in the photo, those large enough to measure with their shape; a
 * box the mesh finds an already measured face in is that face, not another.
 */
export async function analyseFaces(
  models: FaceModels,
  raster: Raster,
  signal: AbortSignal,
  progress: Progress = () => undefined,
): Promise<AnalysedFace[]> {
  const found = await countedLandmarkedFaces(models, raster, signal, progress, measurable);
  const faces: AnalysedFace[] = [];
  for (const { box, mesh } of found) {
    signal.throwIfAborted();
    // A second box over part of a face already measured (its forehead and hair) finds that same face.
    if (mesh && faces.some((face) => face.mesh && inside(midpoint(...eyeCentres(mesh)), face.box))) continue;
    const number = faces.length + 1;
    if (!mesh) {
      faces.push({ box, mesh, result: { number, turned: false, unmeasured: measurable(box) ? "no outline" : "too small" } });
      continue;
    }
    const measurements = await mirrorAveraged(models.mesh, raster, box, mesh);
    const turned = Math.abs(measurements.yaw) > MAX_YAW_DEGREES;
    const result: FaceResult = turned ? { number, turned, measurements } : { number, turned, ...estimate(measurements), measurements };
    faces.push({ box, mesh, result });
  }
  return faces;
}

/** Why no face of the photo has an answer, with the count every face tool gives it. */
function nothingMeasured(faces: readonly AnalysedFace[]): string {
  if (faces.length === 0) return "no face was found: use a photo where the face looks towards the camera";
  const small = faces.filter((face) => face.result.unmeasured === "too small").length;
  const reasons = [
    ...(small
      ? [
          `${small === faces.length ? "" : `${small} `}too small to measure reliably (under ${MIN_FACE_PIXELS} px from brow to chin): crop closer to the face or use a larger photo`,
        ]
      : []),
    ...(small < faces.length
      ? [
          `${small ? `${faces.length - small} ` : ""}with no face outline found in ${faces.length - small === 1 ? "its box" : "their boxes"}`,
        ]
      : []),
  ];
  return `${faces.length === 1 ? "1 face was found" : `${faces.length} faces were found`}, none measurable: ${reasons.join("; ")}`;
}

/** The photo's faces, or the reason there are none to measure: what the tool reports in the browser and over the API. */
export async function measuredFaces(models: FaceModels, raster: Raster, signal: AbortSignal, progress?: Progress): Promise<AnalysedFace[]> {
  const faces = await analyseFaces(models, raster, signal, progress);
  if (faces.every((face) => face.result.unmeasured)) throw new Error(nothingMeasured(faces));
  return faces;
}
