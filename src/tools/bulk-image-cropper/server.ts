import type { z } from "zod";
import { sameFormat } from "../../codecs/pipeline";
import { cropRectOf, type Shrink } from "./crop-plan";
import type { settings as schema } from "./meta";
import { outputSizeOf } from "./presets";
import { encodeImage, extractRect, resizeTo } from "../../../server/processing/image-io";
import { imageAction, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

/** The small copy smart crop looks at only guides where the crop goes: a linear kernel is enough. */
const shrinkLinear: Shrink = (raster, width, height) => resizeTo(raster, width, height, "linear");

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  const rect = await cropRectOf(decoded.raster, settings, shrinkLinear);
  let result = await extractRect(decoded.raster, rect);
  const size = outputSizeOf(settings.aspect);
  if (size) result = await resizeTo(result, size.width, size.height);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const encoded = await encodeImage(result, { format, quality: settings.quality });
  const enlarged = size !== null && (size.width > rect.width || size.height > rect.height);
  return oneImage(
    encoded,
    enlarged ? `Enlarged from a ${rect.width} × ${rect.height} crop: the image has fewer pixels than this size.` : undefined,
  );
});
