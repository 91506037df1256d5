/**
 * The face tools' outputs read back by the same face models in Node (TensorFlow.js on WebAssembly,
 * the models from their npm package): where the eyes are, how level they are and how far it is from
 * the eyes to the chin, in the output's own pixels.
 */
import sharp from "sharp";
import { PORTRAIT_SEARCH } from "../src/models/face/detect";
import { landmarkedFaces } from "../src/models/face/landmarked";
import { eyeCentres, eyeToChinOf, midpoint, type Point, rollOf } from "../src/models/face/landmarks";
import { nodeFaceModels, rasterOfImage } from "../src/test-utils/tfjs-node";

export interface MeasuredFace {
  eyes: Point;
  /** Eye line's tilt, degrees. */
  rollDegrees: number;
  /** From the eye line to the chin, across it, pixels. */
  eyeToChin: number;
}

/** The faces of an image file's bytes, largest first, with the image's size. */
export async function facesIn(bytes: Uint8Array): Promise<{ width: number; height: number; faces: MeasuredFace[] }> {
  const raster = await rasterOfImage(sharp(bytes));
  const found = await landmarkedFaces(await nodeFaceModels(), raster, PORTRAIT_SEARCH, new AbortController().signal);
  const faces = found.flatMap(({ mesh }) => {
    if (!mesh) return [];
    return [{ eyes: midpoint(...eyeCentres(mesh)), rollDegrees: (rollOf(mesh) * 180) / Math.PI, eyeToChin: eyeToChinOf(mesh) }];
  });
  return { width: raster.width, height: raster.height, faces };
}
