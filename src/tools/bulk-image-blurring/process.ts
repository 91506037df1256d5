import type { z } from "zod";
import type { ProcessFn } from "../../bulk/types";
import { gaussianBlur } from "../../codecs/gaussian-blur";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { pixelate } from "../../codecs/pixelate";
import { copyPixels } from "../../codecs/rect-pixels";
import { relativeToPixels } from "../../lib/relative-box";
import type { settings as schema } from "./meta";
import { blockPixels, strengthScale } from "./strength";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const { width, height } = raster;
  const region = relativeToPixels(
    { x: settings.regionX, y: settings.regionY, width: settings.regionWidth, height: settings.regionHeight },
    width,
    height,
  );
  const target = settings.area === "region" ? region : { x: 0, y: 0, width, height };
  const scale = strengthScale(settings.sizing, width, height);
  progress(0.4, settings.effect === "gaussian" ? "blur" : "pixelate");
  const result =
    settings.effect === "gaussian"
      ? gaussianBlur(raster, target, settings.radius * scale)
      : pixelate(raster, target, blockPixels(settings.blockSize, scale));
  // "Everything except the region": the region gets its own pixels back.
  if (settings.area === "outside") copyPixels(raster, region, result, region);
  signal.throwIfAborted();
  progress(0.7, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)] };
};

export default process;
