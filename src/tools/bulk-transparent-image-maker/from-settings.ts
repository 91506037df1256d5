/**
 * The transparency pass the tool's settings ask for on one image, for the browser tool and the API
 * alike. Each refuses "nothing to change" in its own words: the page names its fields, the API its
 * parameters.
 */
import type { Rgb } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";
import { detectBackground, detectionNote } from "./border-color";
import { parseHex } from "./color";
import type { Settings } from "./meta";
import { opacityOfLevel, type TransparencyOptions } from "./transparency";

/** Neither a colour to remove nor an overall level: the output would be the input. */
export function changesNothing(settings: Settings): boolean {
  return settings.remove === "none" && !settings.fade;
}

/** The options for makeTransparent, and what to tell about a detected background. */
export function transparencyOf(raster: Raster, settings: Settings): { options: TransparencyOptions; note?: string } {
  const { target, note } = targetOf(raster, settings);
  const options: TransparencyOptions = {
    target,
    tolerance: settings.tolerance,
    feather: settings.feather,
    smoothing: settings.smoothing,
    region: settings.region,
    opacity: settings.fade ? opacityOfLevel(settings.transparency) : 1,
  };
  return { options, note };
}

function targetOf(raster: Raster, settings: Settings): { target: Rgb | null; note?: string } {
  if (settings.remove === "none") return { target: null };
  if (settings.remove === "color") return { target: parseHex(settings.color) };
  const background = detectBackground(raster);
  return { target: background.kind === "color" ? background.color : null, note: detectionNote(background) };
}
