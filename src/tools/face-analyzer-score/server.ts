/**
 * Face shapes on the server: the browser tool's detection, measurement and drawing
 * (src/tools/face-analyzer-score/) on Node's TensorFlow.js and OffscreenCanvas. A photo larger than
 * the annotated copy is measured at that size, as the browser decodes it. Beside the annotated photo
 * goes a JSON file: per face the browser table's row, and the 468 landmarks in the photo's pixels.
 */
import { shrinkInside } from "../../codecs/resize";
import { faceModels } from "../../models/face/landmarked";
import { LANDMARK_COUNT, point } from "../../models/face/landmarks";
import { type AnalysedFace, measuredFaces } from "./analyse";
import { annotate, MAX_SIDE } from "./annotate";
import meta, { type Settings } from "./meta";
import { summary } from "./result";
import { installFaceRuntime } from "../../../server/processing/face-runtime";
import { encodeImage, resizeTo } from "../../../server/processing/image-io";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
import { imageAction, imageFile, type ResultFile } from "../../../server/processing/result";

installOffscreenCanvas();
installFaceRuntime();

/** `scale` takes the measured copy's pixels back to the uploaded photo's. */
function facesFile(name: string, faces: readonly AnalysedFace[], scale: number): ResultFile {
  const rows = meta.table?.rows({ faces: faces.map((face) => face.result) }) ?? [];
  const entries = faces.map(({ mesh }, index) => ({
    file: name,
    ...rows[index],
    // A face too small to measure has no landmarks.
    landmarks: mesh
      ? Array.from({ length: LANDMARK_COUNT }, (_, landmark) => {
          const { x, y } = point(mesh, landmark);
          return [Math.round(x * scale * 10) / 10, Math.round(y * scale * 10) / 10];
        })
      : [],
  }));
  return {
    buffer: Buffer.from(`${JSON.stringify({ faces: entries }, null, 2)}\n`),
    extension: "json",
    mimeType: "application/json",
    suffix: "-faces",
  };
}

export const run = imageAction<Settings>(async ({ decoded, name }, settings, signal) => {
  const { raster: full } = decoded;
  const { width, height } = shrinkInside(full.width, full.height, MAX_SIDE, MAX_SIDE);
  const raster = width < full.width ? await resizeTo(full, width, height) : full;
  const faces = await measuredFaces(await faceModels(), raster, signal);
  const image = await encodeImage(annotate(raster, faces, settings), { format: "png", pngEffort: 0 });
  const results = faces.map((face) => face.result);
  return {
    files: [imageFile(image), facesFile(name, faces, full.width / raster.width)],
    note: summary(results),
    data: { faces: results },
  };
});
