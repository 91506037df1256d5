/**
 * Face blurring on the server: the browser tool's detectors, corrections and hiding
 * (src/tools/bulk-image-face-blurring/blur-faces.ts) on Node's TensorFlow.js and OffscreenCanvas.
 */
import type { z } from "zod";
import { sameFormat } from "../../codecs/pipeline";
import { faceDetectors } from "../../models/face/find-faces";
import { blurFaces, blurNote } from "./blur-faces";
import type { settings as schema } from "./meta";
import { installFaceRuntime } from "../../../server/processing/face-runtime";
import { encodeImage } from "../../../server/processing/image-io";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
import { imageAction, oneImage } from "../../../server/processing/result";

installOffscreenCanvas();
installFaceRuntime();

export const run = imageAction<z.output<typeof schema>>(async ({ decoded }, settings, signal) => {
  const { result, faces } = await blurFaces(await faceDetectors(), decoded.raster, settings, signal, () => undefined);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const image = await encodeImage(result, { format, quality: settings.quality });
  return { ...oneImage(image, blurNote(faces)), data: { faces } };
});
