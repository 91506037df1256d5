import type { ProcessFn } from "../../bulk/types";
import type { Rgb } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { detectBackground, detectionNote } from "./border-color";
import { parseHex } from "./color";
import type { Settings } from "./meta";
import { makeTransparent, opacityOfLevel } from "./transparency";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (settings.remove === "none" && !settings.fade) {
    throw new Error("there is nothing to change: choose a colour to remove or turn on “Make the whole image see-through”");
  }
  const { raster } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  progress(0.4, "mask");
  const { target, note } = targetOf(raster, settings);
  const result = makeTransparent(raster, {
    target,
    tolerance: settings.tolerance,
    feather: settings.feather,
    smoothing: settings.smoothing,
    region: settings.region,
    opacity: settings.fade ? opacityOfLevel(settings.transparency) : 1,
  });
  signal.throwIfAborted();
  progress(0.7, "encode");
  const file = await encodeOutput(result, { format: settings.format, quality: settings.quality, lossless: settings.lossless });
  return { files: [file], note };
};

function targetOf(raster: Raster, settings: Settings): { target: Rgb | null; note?: string } {
  if (settings.remove === "none") return { target: null };
  if (settings.remove === "color") return { target: parseHex(settings.color) };
  const background = detectBackground(raster);
  return { target: background.kind === "color" ? background.color : null, note: detectionNote(background) };
}

export default process;
