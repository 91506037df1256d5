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

/** A loader that runs once per worker, and again after a failure (a dropped download). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}

/** This worker's detector alone, for a tool that needs where faces are, not their landmarks. */
export const faceDetector = once(async (): Promise<Network> => ({
  tf: await faceRuntime(),
  model: await graphModel(FULL_RANGE_MODEL, FULL_RANGE_FILE),
}));

/** This worker's detector and mesh, downloaded on first use, then cached (offline too). */
export const faceModels = once(async (): Promise<FaceModels> => {
  const tf = await faceRuntime();
  const [detector, mesh] = await Promise.all([faceDetector(), graphModel(MESH_MODEL, MESH_FILE)]);
  return { detector, mesh: { tf, model: mesh } };
});

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
