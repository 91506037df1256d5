import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { canvasOf, type Raster, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pictureBitmap } from "../../codecs/picture-setting";
import { faceModels } from "../../models/face/landmarked";
import { drawCover } from "../../models/isnet/backdrop";
import { segmentSubject } from "../../models/isnet/segment";
import { makePicture } from "./make-picture";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (settings.background === "image" && !settings.backgroundImage) throw new Error("choose a background picture in the options first");
  const { raster, format } = await openImage(input, settings.format, progress);
  const sources = {
    subject: async (picture: Raster, ownOutline: boolean, stop: AbortSignal) =>
      (await segmentSubject(picture, settings.model, stop, ownOutline)).mask,
    async backgroundPicture(side: number) {
      const context = canvasOf(side, side);
      drawCover(context, await pictureBitmap(settings.backgroundImage), side, side);
      return rasterOfCanvas(context);
    },
  };
  const { picture, notes, data } = await makePicture(raster, settings, sources, signal, progress);
  signal.throwIfAborted();
  progress(0.85, "encode");
  const file = await encodeOutput(picture, { format, quality: settings.quality, background: settings.fillColor });
  return { files: [file], note: notes.join(" ") || undefined, data };
};

/** Starts the face models' download while the visitor is still choosing photos. */
export const prepare: PrepareFn<Settings> = () => {
  faceModels().catch(() => undefined);
};

export default process;
