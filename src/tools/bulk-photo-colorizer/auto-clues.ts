/**
 * What automatic mode is sure of in a photo: the faces the detector found and FaceMesh confirmed
 * (a detector box alone took a flower bud for two faces), and the sky. The face models come from
 * the caller: the browser's worker and the server load them differently.
 */
import type { Raster } from "../../codecs/image";
import type { FaceMesh } from "../../models/face/landmarks";
import { LANDMARK_COUNT, point } from "../../models/face/landmarks";
import { type FaceModels, landmarkedFaces } from "../../models/face/landmarked";
import type { AutomaticClues, SkinArea } from "./auto-hints";
import { findSky } from "./sky";

/** Faces from 3 % of the photo's shorter side, so the back rows of a group photo get skin too. */
export const AUTOMATIC_FACE_SEARCH = { smallestShare: 0.03, minScore: 0.5 };

/** Landmarks on bare skin whatever the hair, beard or glasses: the forehead's middle, both cheeks, the nose tip. */
const SKIN_LANDMARKS = [151, 50, 280, 1];

/** A confirmed face's skin spots and landmark box, in fractions of the photo. */
export function skinArea(mesh: FaceMesh, width: number, height: number): SkinArea {
  const xs = Array.from({ length: LANDMARK_COUNT }, (_, index) => mesh.points[index * 3] as number);
  const ys = Array.from({ length: LANDMARK_COUNT }, (_, index) => mesh.points[index * 3 + 1] as number);
  const [left, top] = [Math.min(...xs), Math.min(...ys)];
  return {
    spots: SKIN_LANDMARKS.map((index) => {
      const { x, y } = point(mesh, index);
      return { x: x / width, y: y / height };
    }),
    box: { x: left / width, y: top / height, width: (Math.max(...xs) - left) / width, height: (Math.max(...ys) - top) / height },
  };
}

export async function automaticClues(raster: Raster, models: FaceModels, signal: AbortSignal): Promise<AutomaticClues> {
  const found = await landmarkedFaces(models, raster, AUTOMATIC_FACE_SEARCH, signal);
  const faces = found.flatMap(({ mesh }) => (mesh ? [skinArea(mesh, raster.width, raster.height)] : []));
  return { faces, sky: findSky(raster, Math.min(1, ...faces.map((face) => face.box.y))) };
}
