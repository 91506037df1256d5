/**
 * Colorizing on the server: the browser tool's tone check, hints and solve
 * (src/tools/bulk-photo-colorizer/colorize-photo.ts) with the face detector and FaceMesh on Node's
 * TensorFlow.js. Hints come as the `hints` parameter; a reference photo as the task's second
 * file (`companions.reference`) or the `reference` parameter (a data URL).
 */
import { shrinkInside } from "../../codecs/resize";
import { colorizePhoto, REFERENCE_SIDE } from "./colorize-photo";
import type { Settings } from "./meta";
import { sameFormat } from "../../codecs/pipeline";
import { faceModels } from "../../models/face/landmarked";
import { installFaceRuntime } from "../../../server/processing/face-runtime";
import { decodeImage, encodeImage, resizeTo } from "../../../server/processing/image-io";
import { type CompanionFile, imageAction, oneImage } from "../../../server/processing/result";

installFaceRuntime();

async function referenceRaster(bytes: Buffer, what: string) {
  const { raster } = await decodeImage(bytes).catch((error: unknown) => {
    throw new Error(`${what} could not be read: ${error instanceof Error ? error.message : String(error)}`);
  });
  const { width, height } = shrinkInside(raster.width, raster.height, REFERENCE_SIDE, REFERENCE_SIDE);
  return resizeTo(raster, width, height);
}

function referenceOf(companion: CompanionFile | undefined, settings: Settings) {
  if (companion) return referenceRaster(companion.bytes, `the reference ${companion.name}`);
  if (!settings.reference) throw new Error('mode "reference" needs a reference photo: a companions.reference file or "reference"');
  const base64 = settings.reference.slice(settings.reference.indexOf(",") + 1);
  return referenceRaster(Buffer.from(base64, "base64"), 'the "reference" picture');
}

export const run = imageAction<Settings>(async ({ decoded, companions }, settings, signal) => {
  const sources = {
    reference: () => referenceOf(companions?.reference, settings),
    faceModels,
  };
  const { result, note, data } = await colorizePhoto(decoded.raster, settings, sources, signal, () => undefined);
  // A paid task that writes nothing is refused (and refunded) with the tool's reason, rather than completed empty.
  if (!result) throw new Error(note ?? "the photo was left as it is");
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return { ...oneImage(await encodeImage(result, { format, quality: settings.quality, fastJpeg: true }), note), data };
});
