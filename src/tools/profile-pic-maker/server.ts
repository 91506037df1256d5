/**
 * Profile pictures on the server: the browser tool's framing, background and finish
 * (src/tools/profile-pic-maker/make-picture.ts) with the face models on Node's TensorFlow.js, the
 * server's ISNet, and sharp laying the background picture.
 */
import type { Raster } from "../../codecs/image";
import { modelId } from "../../models/esrgan/models";
import { faceModels } from "../../models/face/landmarked";
import { FACE_UPSCALER, upscaleRaster } from "../../models/esrgan/upscale-raster";
import type { UpscaleFactor } from "./enlarge";
import { makePicture } from "./make-picture";
import type { Settings } from "./meta";
import { installFaceRuntime } from "../../../server/processing/face-runtime";
import { encodeImage } from "../../../server/processing/image-io";
import { segmentSubject } from "../../../server/processing/isnet-segment";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
import { coverPicture } from "../../../server/processing/picture-setting";
import { imageAction, oneImage } from "../../../server/processing/result";
import { networkOf } from "../../../server/processing/esrgan-node";

installOffscreenCanvas();
installFaceRuntime();

export const run = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  if (settings.background === "image" && !settings.backgroundImage)
    throw new Error('"background": "image" needs "backgroundImage", a data:image/jpeg, png or webp;base64 URL');
  const sources = {
    faceModels,
    subject: async (picture: Raster, ownOutline: boolean) => (await segmentSubject(picture, settings.model, ownOutline)).mask,
    backgroundPicture: (side: number) => coverPicture(settings.backgroundImage, side, side, '"backgroundImage"'),
    upscale: async (region: Raster, factor: UpscaleFactor, stop: AbortSignal) =>
      upscaleRaster(await networkOf(modelId(FACE_UPSCALER, factor)), region, factor, FACE_UPSCALER, stop),
  };
  const { picture, notes, warning, data } = await makePicture(decoded.raster, settings, sources, signal, () => undefined);
  const image = await encodeImage(picture, { format: settings.format, quality: settings.quality, background: settings.fillColor });
  // The API's result has one note: a warning goes last in it.
  const note = [...notes, ...(warning ? [`Check this one: ${warning}`] : [])].join(" ");
  return { ...oneImage(image, note || undefined), data };
});
