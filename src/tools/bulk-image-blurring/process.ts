import type { z } from "zod";
import type { ProcessFn } from "../../domain/tool";
import { gaussianBlur } from "../../codecs/gaussian-blur";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { blurRaster } from "./blur-raster";
import type { settings as schema } from "./meta";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.4, settings.effect === "gaussian" ? "blur" : "pixelate");
  const result = await blurRaster(raster, settings, gaussianBlur);
  signal.throwIfAborted();
  progress(0.7, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)] };
};

export default process;
