import type { Raster } from "../../src/codecs/image";
import type { Rgb } from "../../src/codecs/dominant-color";
import { detectBackground, detectionNote } from "../../src/tools/bulk-transparent-image-maker/border-color";
import { parseHex } from "../../src/tools/bulk-transparent-image-maker/color";
import type { Settings } from "../../src/tools/bulk-transparent-image-maker/meta";
import { makeTransparent, opacityOfLevel } from "../../src/tools/bulk-transparent-image-maker/transparency";
import { encodeImage } from "./image-io";
import type { ActionRunner } from "./result";

function targetOf(raster: Raster, settings: Settings): { target: Rgb | null; note?: string } {
  if (settings.remove === "none") return { target: null };
  if (settings.remove === "color") return { target: parseHex(settings.color) };
  const background = detectBackground(raster);
  return { target: background.kind === "color" ? background.color : null, note: detectionNote(background) };
}

export const transparent: ActionRunner<Settings> = async ({ decoded }, settings) => {
  if (settings.remove === "none" && !settings.fade) {
    throw new Error('there is nothing to change: set "remove" to "border" or "color", or "fade" to true');
  }
  const { target, note } = targetOf(decoded.raster, settings);
  const result = makeTransparent(decoded.raster, {
    target,
    tolerance: settings.tolerance,
    feather: settings.feather,
    smoothing: settings.smoothing,
    region: settings.region,
    opacity: settings.fade ? opacityOfLevel(settings.transparency) : 1,
  });
  const encoded = await encodeImage(result, { format: settings.format, quality: settings.quality, lossless: settings.lossless });
  return { ...encoded, note };
};
