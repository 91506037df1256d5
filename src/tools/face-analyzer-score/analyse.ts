/** Every face of a photo measured and estimated, largest first: what the worker draws and reports, and what the calibration reads. */
import type { Raster } from "../../codecs/image";
import type { FaceSearch } from "../../models/face/detect";
import { type FaceModels, landmarkedFaces } from "../../models/face/landmarked";
import type { FaceMesh } from "../../models/face/landmarks";
import { classify } from "./classify";
import { mirrorAveraged } from "./mirrored";
import { type FaceResult, MAX_YAW_DEGREES } from "./result";

/**
 * Faces from about a seventh of the photo's shorter side: a face's outline is measured to a hundredth
 * only when the face has pixels to spare, and at this size the detector looks once over the whole
 * photo (about 40 ms here) instead of tile by tile for smaller faces (about 200 ms).
 */
export const MEASURABLE_FACES: FaceSearch = { smallestShare: 0.15, minScore: 0.5 };

export interface AnalysedFace {
  mesh: FaceMesh;
  result: FaceResult;
}

export async function analyseFaces(models: FaceModels, raster: Raster, signal: AbortSignal): Promise<AnalysedFace[]> {
  const found = (await landmarkedFaces(models, raster, MEASURABLE_FACES, signal)).filter((face) => face.mesh);
  const faces: AnalysedFace[] = [];
  for (const [index, { box, mesh }] of found.entries()) {
    signal.throwIfAborted();
    const measurements = await mirrorAveraged(models.mesh, raster, box, mesh!);
    const turned = Math.abs(measurements.yaw) > MAX_YAW_DEGREES;
    const result: FaceResult = turned
      ? { number: index + 1, turned, measurements }
      : { number: index + 1, turned, ...classify(measurements), measurements };
    faces.push({ mesh: mesh!, result });
  }
  return faces;
}

/** The photo's faces, or the reason there are none to measure: what the tool reports in the browser and over the API. */
export async function measuredFaces(models: FaceModels, raster: Raster, signal: AbortSignal): Promise<AnalysedFace[]> {
  const faces = await analyseFaces(models, raster, signal);
  if (faces.length === 0)
    throw new Error(
      "no face was found: use a photo where the face looks towards the camera and is at least a seventh of the photo's shorter side (crop a group photo around the face)",
    );
  return faces;
}
