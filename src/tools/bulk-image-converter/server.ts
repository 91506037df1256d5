import type { z } from "zod";
import { hasAlpha } from "../../codecs/image";
import type { settings as schema } from "./meta";
import { encodeImage } from "../../../server/processing/image-io";
import { imageAction, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  const { raster } = decoded;
  const encoded = await encodeImage(raster, {
    format: settings.format,
    quality: settings.quality,
    lossless: settings.lossless,
    background: settings.background,
  });
  const notes: string[] = [];
  if (decoded.pages > 1) notes.push("Animated image: only the first frame was converted.");
  if (settings.format === "jpeg" && hasAlpha(raster))
    notes.push(`Transparent areas were filled with ${settings.background}, as JPG has no transparency.`);
  return oneImage(encoded, notes.join(" ") || undefined);
});
