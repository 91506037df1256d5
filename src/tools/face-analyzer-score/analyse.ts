/** Every face of a photo measured and estimated, largest first: what the worker draws and reports, and what the calibration reads. */
import type { Raster } from "../../codecs/image";
import { PORTRAIT_SEARCH } from "../../models/face/detect";
import { type FaceModels, landmarkedFaces } from "../../models/face/landmarked";
import type { FaceMesh } from "../../models/face/landmarks";
import { classify } from "./classify";
import { mirrorAveraged } from "./mirrored";
import { type FaceResult, MAX_YAW_DEGREES } from "./result";

export interface AnalysedFace {
  mesh: FaceMesh;
  result: FaceResult;
}

export async function analyseFaces(models: FaceModels, raster: Raster, signal: AbortSignal): Promise<AnalysedFace[]> {
  const found = (await landmarkedFaces(models, raster, PORTRAIT_SEARCH, signal)).filter((face) => face.mesh);
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
