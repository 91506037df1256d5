import type { ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { changesNothing, transparencyOf } from "./from-settings";
import type { Settings } from "./meta";
import { makeTransparent } from "./transparency";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (changesNothing(settings)) {
    throw new Error("there is nothing to change: choose a colour to remove or turn on “Make the whole image see-through”");
  }
  const { raster } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.4, "mask");
  const { options, note } = transparencyOf(raster, settings);
  const result = makeTransparent(raster, options);
  signal.throwIfAborted();
  progress(0.7, "encode");
  const file = await encodeOutput(result, { format: settings.format, quality: settings.quality, lossless: settings.lossless });
  return { files: [file], note };
};

export default process;
