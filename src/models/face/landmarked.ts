/**
 * The faces of a photo with their landmarks: the detectors' boxes, largest first, each with its mesh
 * (null where the mesh sees no face in the box). The face tools count faces with face blurring's
 * own search (find-faces.ts), so a photo gets one count in all of them; the colorizer looks only for
 * faces large enough to colour. The models come to a worker once (runtime.ts); the tests and the
 * server hand in their own loaded networks.
 */
import type { Progress } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import { startOnce } from "../../lib/start-once";
import type { ScoredBox } from "./boxes";
import { detectFaces, type FaceSearch } from "./detect";
import { type FaceDetectors, faceDetectors, findFaces } from "./find-faces";
import type { FaceMesh } from "./landmarks";
import { MESH_FILE, MESH_MODEL, meshFace } from "./mesh";
import type { Network } from "./network";
import { faceRuntime, graphModel } from "./runtime";
import { FACE_TOOLS_SEARCH, searchPlan } from "./search";

export interface FaceModels {
  detectors: FaceDetectors;
  mesh: Network;
}

export interface LandmarkedFace {
  box: ScoredBox;
  mesh: FaceMesh | null;
}

/** This worker's detectors and mesh, downloaded on first use, then cached (offline too). */
export const faceModels = startOnce(async (): Promise<FaceModels> => {
  const [detectors, mesh] = await Promise.all([faceDetectors(), graphModel(MESH_MODEL, MESH_FILE)]);
  return { detectors, mesh: { tf: await faceRuntime(), model: mesh } };
});

/** Each box with the landmarks of those `measure` picks (the mesh's time is spent on no other). */
async function withMeshes(
  models: FaceModels,
  raster: Raster,
  boxes: readonly ScoredBox[],
  signal: AbortSignal,
  measure: (box: ScoredBox) => boolean = () => true,
): Promise<LandmarkedFace[]> {
  const faces: LandmarkedFace[] = [];
  for (const box of boxes) {
    signal.throwIfAborted();
    faces.push({ box, mesh: measure(box) ? await meshFace(models.mesh, raster, box) : null });
  }
  return faces;
}

/** The faces the full-range detector finds down to the search's size, with their landmarks. */
export async function landmarkedFaces(
  models: FaceModels,
  raster: Raster,
  search: FaceSearch,
  signal: AbortSignal,
): Promise<LandmarkedFace[]> {
  return withMeshes(models, raster, await detectFaces(models.detectors.fullRange, raster, search, signal), signal);
}

/** Every face of the photo as face blurring counts them, largest first. */
export async function countFaces(models: FaceModels, raster: Raster, signal: AbortSignal, progress: Progress): Promise<ScoredBox[]> {
  const plan = searchPlan(raster.width, raster.height, FACE_TOOLS_SEARCH.smallestFace, FACE_TOOLS_SEARCH.sensitivity);
  const faces = await findFaces(models.detectors, raster, plan, signal, progress);
  return faces.sort((a, b) => b.width * b.height - a.width * a.height);
}

/** Every face of the photo as face blurring counts them, largest first, with the landmarks of those `measure` picks. */
export async function countedLandmarkedFaces(
  models: FaceModels,
  raster: Raster,
  signal: AbortSignal,
  progress: Progress,
  measure?: (box: ScoredBox) => boolean,
): Promise<LandmarkedFace[]> {
  return withMeshes(models, raster, await countFaces(models, raster, signal, progress), signal, measure);
}
