/**
 * The tool's work on decoded pixels once the subject is found, for the browser's worker and the API
 * server alike: the background blurred by weight, the subject's soft edge laid over it.
 */
import { blurImage } from "../../codecs/blur/blur";
import { assertBlurred } from "../../codecs/blur/blur-check";
import { hasAlpha, type Raster } from "../../codecs/image";
import { composeOver } from "../../models/isnet/compose";
import { estimateForeground } from "../../models/isnet/foreground";
import { featherMask, type Mask } from "../../models/isnet/mask";
import { photoPixels } from "../../models/isnet/scale";
import { backgroundLayer, keepTransparency, opaqueBackground } from "./background-layer";
import type { Settings } from "./meta";

/** Mask values this low are background beyond doubt: there the result must show the blur. */
const SURE_BACKGROUND = 32;

export function blurBackground(raster: Raster, found: Mask, settings: Pick<Settings, "strength" | "feather">): Raster {
  const { width, height } = raster;
  const sigma = photoPixels(settings.strength, width, height);
  const background = opaqueBackground(blurImage(backgroundLayer(raster, found), sigma, { inPlace: true }), raster);
  // The subject's soft edge shows its own colour over the blur, not the sharp old background.
  const subject = estimateForeground(raster, featherMask(found, photoPixels(settings.feather, width, height)));
  const composed = composeOver(subject, background);
  const result = hasAlpha(raster) ? keepTransparency(composed, raster) : composed;
  const rect = { x: 0, y: 0, width, height };
  assertBlurred(raster, result, { rect, selected: (pixel) => (found.data[pixel] as number) < SURE_BACKGROUND }, sigma, "background");
  return result;
}
