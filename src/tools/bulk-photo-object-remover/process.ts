import type { z } from "zod";
import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { emptyMarkMasks, parseMarks, rasterizeMarks } from "../../lib/marks";
import { fill } from "./fill";
import { markedCount } from "./hole";
import { readMaskFile } from "./mask-file";
import type { settings as schema } from "./meta";

type Settings = z.output<typeof schema>;

export const NOTHING_MARKED = "Nothing marked: unchanged, no file written.";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format, file } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const { width, height } = raster;
  const maskFile = file.companions?.mask;
  // The mask file first, then the marks in order, so an erase stroke can take back part of a mask file.
  const start = emptyMarkMasks(width, height);
  if (maskFile) start.remove.set((await readMaskFile(maskFile, width, height)).data);
  const marks = rasterizeMarks(parseMarks(settings.marks) ?? [], width, height, start);
  const hole = { data: marks.remove, width, height };
  const marked = markedCount(hole);
  const data = {
    markedPercent: Number(((marked / (width * height)) * 100).toFixed(2)),
    ...(maskFile ? { maskFile: maskFile.name.split("/").pop() } : {}),
  };
  if (marked === 0) return { files: [], note: NOTHING_MARKED, data };
  progress(0.2, "fill");
  const result = fill(raster, hole, {
    excluded: { data: marks.keep, width, height },
    grow: settings.grow,
    onProgress: (fraction) => progress(0.2 + fraction * 0.6, "fill"),
  });
  signal.throwIfAborted();
  progress(0.8, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)], data };
};

export default process;
