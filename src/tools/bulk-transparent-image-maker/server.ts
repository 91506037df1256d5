import { changesNothing, transparencyOf } from "./from-settings";
import type { Settings } from "./meta";
import { makeTransparent } from "./transparency";
import { encodeImage } from "../../../server/processing/image-io";
import { imageAction, oneImage } from "../../../server/processing/result";

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  if (changesNothing(settings)) {
    throw new Error('there is nothing to change: set "remove" to "border" or "color", or "fade" to true');
  }
  const { options, note } = transparencyOf(decoded.raster, settings);
  const result = makeTransparent(decoded.raster, options);
  const encoded = await encodeImage(result, { format: settings.format, quality: settings.quality, lossless: settings.lossless });
  return oneImage(encoded, note);
});
