import { changesNothing, transparencyOf } from "../../src/tools/bulk-transparent-image-maker/from-settings";
import type { Settings } from "../../src/tools/bulk-transparent-image-maker/meta";
import { makeTransparent } from "../../src/tools/bulk-transparent-image-maker/transparency";
import { encodeImage } from "./image-io";
import { imageAction, oneImage } from "./result";

export const transparent = imageAction<Settings>(async ({ decoded }, settings) => {
  if (changesNothing(settings)) {
    throw new Error('there is nothing to change: set "remove" to "border" or "color", or "fade" to true');
  }
  const { options, note } = transparencyOf(decoded.raster, settings);
  const result = makeTransparent(decoded.raster, options);
  const encoded = await encodeImage(result, { format: settings.format, quality: settings.quality, lossless: settings.lossless });
  return oneImage(encoded, note);
});
