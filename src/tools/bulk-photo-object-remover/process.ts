import type { z } from "zod";
import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { readMaskFile } from "./mask-file";
import type { settings as schema } from "./meta";
import { removeObjects } from "./remove";

type Settings = z.output<typeof schema>;

export const NOTHING_MARKED = "Nothing marked: unchanged, no file written.";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format, file } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const maskFile = file.companions?.mask;
  const mask = maskFile ? await readMaskFile(maskFile, raster.width, raster.height) : null;
  progress(0.2, "fill");
  const { result, markedPercent } = removeObjects(raster, mask, settings, (fraction) => progress(0.2 + fraction * 0.6, "fill"));
  const data = { markedPercent, ...(maskFile ? { maskFile: maskFile.name.split("/").pop() } : {}) };
  if (!result) return { files: [], note: NOTHING_MARKED, data };
  signal.throwIfAborted();
  progress(0.8, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)], data };
};

export default process;
