import type { z } from "zod";
import type { ProcessFn } from "../../bulk/types";
import type { Raster } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { resizeRaster, resizeWithCanvas } from "../../codecs/resize";
import type { PixelRect } from "../../lib/relative-box";
import { cropAround, cropInBox, cropRaster } from "./crop-rect";
import type { settings as schema } from "./meta";
import { aspectOf, outputSizeOf } from "./presets";
import { smartCentre } from "./smart-crop";

type Settings = z.output<typeof schema>;

/** Shorter side smart crop looks at: about what smartcrop itself scales to, and fast to search. */
const SMART_SIDE = 256;

async function cropRectOf(raster: Raster, settings: Settings): Promise<PixelRect> {
  const { width, height } = raster;
  const aspect = aspectOf(settings.aspect);
  if (settings.mode === "box" || aspect === null) {
    return cropInBox(width, height, { x: settings.boxX, y: settings.boxY, width: settings.boxWidth, height: settings.boxHeight }, aspect);
  }
  if (settings.mode === "smart") {
    const scale = Math.min(1, SMART_SIDE / Math.min(width, height));
    const small = scale < 1 ? resizeWithCanvas(raster, Math.round(width * scale), Math.round(height * scale)) : raster;
    return cropAround(width, height, await smartCentre(small, aspect), aspect);
  }
  return cropAround(width, height, { x: 0.5, y: 0.5 }, aspect);
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.4, "crop");
  const rect = await cropRectOf(raster, settings);
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
