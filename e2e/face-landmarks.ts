/**
 * The face tools' outputs read back by the same face models in Node (TensorFlow.js on WebAssembly,
 * the models from their npm package): where the eyes are, how level they are and how far it is from
 * the eyes to the chin, in the output's own pixels.
 */
import type { Raster } from "../src/codecs/image";
import { PORTRAIT_SEARCH } from "../src/models/face/detect";
import { type FaceModels, landmarkedFaces } from "../src/models/face/landmarked";
import { eyeCentres, eyeToChinOf, midpoint, type Point, rollOf } from "../src/models/face/landmarks";
import { humanModel, nodeTf } from "../src/test-utils/tfjs-node";
import { rawPixels } from "./pixels";

export interface MeasuredFace {
  eyes: Point;
  /** Eye line's tilt, degrees. */
  rollDegrees: number;
  /** From the eye line to the chin, across it, pixels. */
  eyeToChin: number;
}

let models: Promise<FaceModels> | null = null;

function loadModels(): Promise<FaceModels> {
  models ??= (async () => {
    const tf = await nodeTf();
    return {
      detector: { tf, model: await humanModel("facemesh-detection-full.json") },
      mesh: { tf, model: await humanModel("facemesh.json") },
    };
  })();
  return models;
}

/** The faces of an image file's bytes, largest first, with the image's size. */
export async function facesIn(bytes: Uint8Array): Promise<{ width: number; height: number; faces: MeasuredFace[] }> {
  const image = await rawPixels(bytes);
  const raster: Raster = { width: image.width, height: image.height, data: new Uint8ClampedArray(image.data) };
  const found = await landmarkedFaces(await loadModels(), raster, PORTRAIT_SEARCH, new AbortController().signal);
  const faces = found.flatMap(({ mesh }) => {
    if (!mesh) return [];
    return [{ eyes: midpoint(...eyeCentres(mesh)), rollDegrees: (rollOf(mesh) * 180) / Math.PI, eyeToChin: eyeToChinOf(mesh) }];
  });
  return { width: image.width, height: image.height, faces };
}
