/**
 * Face blurring on the server: the browser tool's detectors, corrections and hiding
 * (src/tools/bulk-image-face-blurring/blur-faces.ts) on Node's TensorFlow.js and OffscreenCanvas.
 */
import type { z } from "zod";
import { sameFormat } from "../../src/codecs/pipeline";
import { faceDetectors } from "../../src/models/face/find-faces";
import { blurFaces, blurNote } from "../../src/tools/bulk-image-face-blurring/blur-faces";
import type { settings as schema } from "../../src/tools/bulk-image-face-blurring/meta";
import { installFaceRuntime } from "./face-runtime";
import { encodeImage } from "./image-io";
import { installOffscreenCanvas } from "../../src/codecs/node-offscreen-canvas";
import { imageAction, oneImage } from "./result";

installOffscreenCanvas();
installFaceRuntime();

export const faceBlur = imageAction<z.output<typeof schema>>(async ({ decoded }, settings, signal) => {
  const { result, faces } = await blurFaces(await faceDetectors(), decoded.raster, settings, signal, () => undefined);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const image = await encodeImage(result, { format, quality: settings.quality });
  return { ...oneImage(image, blurNote(faces)), data: { faces } };
});
