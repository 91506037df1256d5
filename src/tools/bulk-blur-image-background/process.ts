import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { segmentSubject } from "../../models/isnet/segment";
import { blurBackground } from "./blur-background";
import type { Settings } from "./meta";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  progress(0.2, "find the subject");
  const { mask: found } = await segmentSubject(raster, settings.model, signal);
  signal.throwIfAborted();
  progress(0.7, "blur the background");
  const result = blurBackground(raster, found, settings);
  signal.throwIfAborted();
  progress(0.85, "encode");
  return { files: [await encodeOutput(result, { format, quality: settings.quality }, metadata)] };
};

export default process;
