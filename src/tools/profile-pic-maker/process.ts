import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { canvasOf, type Raster, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pictureBitmap } from "../../codecs/picture-setting";
import { prepareDetectors } from "../../models/face/find-faces";
import { faceModels } from "../../models/face/landmarked";
import { drawCover } from "../../models/isnet/backdrop";
import { segmentSubject } from "../../models/isnet/segment";
import { cachedNetwork } from "../../models/esrgan/load-network";
import { modelId } from "../../models/esrgan/models";
import { FACE_UPSCALER, upscaleRaster } from "../../models/esrgan/upscale-raster";
import { faceRuntime } from "../../models/face/runtime";
import type { UpscaleFactor } from "./enlarge";
import { makePicture } from "./make-picture";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (settings.background === "image" && !settings.backgroundImage) throw new Error("choose a background picture in the options first");
  const { raster, format } = await openImage(input, settings.format, progress);
  const sources = {
    faceModels,
    subject: async (picture: Raster, ownOutline: boolean, stop: AbortSignal) =>
      (await segmentSubject(picture, settings.model, stop, ownOutline)).mask,
    async upscale(region: Raster, factor: UpscaleFactor, stop: AbortSignal) {
      // On the face models' TensorFlow.js, already running in this worker.
      await faceRuntime();
      return upscaleRaster(await cachedNetwork(modelId(FACE_UPSCALER, factor)), region, factor, FACE_UPSCALER, stop);
    },
    async backgroundPicture(side: number) {
      const context = canvasOf(side, side);
      drawCover(context, await pictureBitmap(settings.backgroundImage), side, side);
      return rasterOfCanvas(context);
    },
  };
  const { picture, notes, warning, data } = await makePicture(raster, settings, sources, signal, progress);
  signal.throwIfAborted();
  progress(0.85, "encode");
  const file = await encodeOutput(picture, { format, quality: settings.quality, background: settings.fillColor });
  return { files: [file], note: notes.join(" ") || undefined, warning, data };
};

/** Starts the face models' download while the visitor is still choosing photos. */
export const prepare: PrepareFn<Settings> = () => {
  // Face blurring's search (with its pose network), so a photo gets the same count in every face tool.
  Promise.all([faceModels(), prepareDetectors(true)]).catch(() => undefined);
};

export default process;
