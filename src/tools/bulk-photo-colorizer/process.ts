import type { ProcessFn } from "../../domain/tool";
import { drawScaled } from "../../codecs/canvas-smoothing";
import { canvasOf, type Raster, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pictureBitmap } from "../../codecs/picture-setting";
import { shrinkInside } from "../../codecs/resize";
import { faceModels } from "../../models/face/landmarked";
import { colorizePhoto, REFERENCE_SIDE } from "./colorize-photo";
import type { Settings } from "./meta";

async function referenceRaster(picture: ImageBitmap): Promise<Raster> {
  const { width, height } = shrinkInside(picture.width, picture.height, REFERENCE_SIDE, REFERENCE_SIDE);
  const context = canvasOf(width, height);
  drawScaled(context, picture, { x: 0, y: 0, width: picture.width, height: picture.height }, { x: 0, y: 0, width, height });
  return rasterOfCanvas(context, true);
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format, file } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const companion = file.companions?.reference;
  const sources = {
    // A reference dropped beside the photo (photo.reference.jpg) is that photo's own; else the options' picture.
    async reference() {
      if (companion) return referenceRaster(await createImageBitmap(companion.file));
      if (!settings.reference) throw new Error("choose a reference photo in the options first");
      return referenceRaster(await pictureBitmap(settings.reference));
    },
    faceModels,
  };
  const { result, note, data } = await colorizePhoto(raster, settings, sources, signal, progress);
  if (!result) return { files: [], note, data };
  progress(0.8, "encode");
  // The browser's JPEG encoder: MozJPEG took twice as long as the colouring itself on a 12 MP scan, to save about 3 %.
  return { files: [await encodeOutput(result, { format, quality: settings.quality, fastJpeg: true }, metadata)], note, data };
};

export default process;
