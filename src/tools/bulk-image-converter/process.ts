import type { ProcessFn } from "../../domain/tool";
import { hasAlpha } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { ANIMATABLE, isAnimated } from "../../codecs/animation";
import type { settings as schema } from "./meta";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

/** Animation frames and PNG chunks before the first image data sit well inside this much of a file. */
const HEAD_BYTES = 4 * 1024 * 1024;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { file: image, raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.5, "encode");
  const file = await encodeOutput(
    raster,
    {
      format,
      quality: settings.quality,
      lossless: format === "jxl" ? settings.jxlLossless : settings.lossless,
      background: settings.background,
    },
    metadata,
  );
  const notes: string[] = [];
  if (ANIMATABLE.has(image.format) && isAnimated(image.format, new Uint8Array(await image.file.slice(0, HEAD_BYTES).arrayBuffer()))) {
    notes.push("Animated image: only the first frame was converted.");
  }
  if (format === "jpeg" && hasAlpha(raster))
    notes.push(`Transparent areas were filled with ${settings.background}, as JPG has no transparency.`);
  return { files: [file], note: notes.length > 0 ? notes.join(" ") : undefined };
};

export default process;
