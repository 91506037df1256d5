/**
 * Face shapes on the server: the browser tool's detection, measurement and drawing
 * (src/tools/face-analyzer-score/) on Node's TensorFlow.js and OffscreenCanvas. A photo larger than
 * the annotated copy is measured at that size, as the browser decodes it.
 */
import { shrinkInside } from "../../src/codecs/resize";
import { faceModels } from "../../src/models/face/landmarked";
import { measuredFaces } from "../../src/tools/face-analyzer-score/analyse";
import { annotate, MAX_SIDE } from "../../src/tools/face-analyzer-score/annotate";
import type { Settings } from "../../src/tools/face-analyzer-score/meta";
import { summary } from "../../src/tools/face-analyzer-score/result";
import { installFaceRuntime } from "./face-runtime";
import { encodeImage, resizeTo } from "./image-io";
import { installOffscreenCanvas } from "./offscreen-canvas";
import type { ActionRunner } from "./result";

installOffscreenCanvas();
installFaceRuntime();

export const faceAnalyze: ActionRunner<Settings> = async ({ decoded }, settings, signal) => {
  const { raster: full } = decoded;
  const { width, height } = shrinkInside(full.width, full.height, MAX_SIDE, MAX_SIDE);
  const raster = width < full.width ? await resizeTo(full, width, height) : full;
  const faces = await measuredFaces(await faceModels(), raster, signal);
  const image = await encodeImage(annotate(raster, faces, settings), { format: "png", pngEffort: 0 });
  return { ...image, note: summary(faces.map((face) => face.result)) };
};
