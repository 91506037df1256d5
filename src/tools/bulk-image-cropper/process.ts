import type { z } from "zod";
import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { resizeRaster, resizeWithCanvas } from "../../codecs/resize";
import { cropRectOf } from "./crop-plan";
import { cropRaster } from "./crop-rect";
import type { settings as schema } from "./meta";
import { outputSizeOf } from "./presets";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.4, "crop");
  const rect = await cropRectOf(raster, settings, resizeWithCanvas);
  let result = cropRaster(raster, rect);
  const size = outputSizeOf(settings.aspect);
  const enlarged = size !== null && (size.width > rect.width || size.height > rect.height);
  if (size) {
    signal.throwIfAborted();
    progress(0.5, "resize");
    result = await resizeRaster(result, size.width, size.height, "lanczos3");
  }
  signal.throwIfAborted();
  progress(0.7, "encode");
  const file = await encodeOutput(result, { format, quality: settings.quality }, metadata);
  return {
    files: [file],
    note: enlarged ? `enlarged from a ${rect.width} × ${rect.height} crop: the image has fewer pixels than this size` : undefined,
  };
};

export default process;
