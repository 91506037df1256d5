/**
 * The faces of a photo with their landmarks, for the face tools: the detector's boxes, largest
 * first, each with its mesh (null where the mesh sees no face in the box). The models come to a
 * worker once (runtime.ts); the tests and the server hand in their own loaded networks.
 */
import type { Raster } from "../../codecs/image";
import type { ScoredBox } from "./boxes";
import { detectFaces, type FaceSearch } from "./detect";
import { FULL_RANGE_FILE, FULL_RANGE_MODEL } from "./full-range";
import type { FaceMesh } from "./landmarks";
import { MESH_FILE, MESH_MODEL, meshFace } from "./mesh";
import type { Network } from "./network";
import { faceRuntime, graphModel } from "./runtime";

export interface FaceModels {
  detector: Network;
  mesh: Network;
}

export interface LandmarkedFace {
  box: ScoredBox;
  mesh: FaceMesh | null;
}

let loading: Promise<FaceModels> | null = null;

/** This worker's detector and mesh, downloaded on first use, then cached (offline too). */
export function faceModels(): Promise<FaceModels> {
  loading ??= (async () => {
    const tf = await faceRuntime();
    const [detector, mesh] = await Promise.all([graphModel(FULL_RANGE_MODEL, FULL_RANGE_FILE), graphModel(MESH_MODEL, MESH_FILE)]);
    return { detector: { tf, model: detector }, mesh: { tf, model: mesh } };
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export async function landmarkedFaces(
  models: FaceModels,
  raster: Raster,
  search: FaceSearch,
  signal: AbortSignal,
): Promise<LandmarkedFace[]> {
  const boxes = await detectFaces(models.detector, raster, search, signal);
  const faces: LandmarkedFace[] = [];
  for (const box of boxes) {
    signal.throwIfAborted();
    faces.push({ box, mesh: await meshFace(models.mesh, raster, box) });
  }
  return faces;
}
