import type { z } from "zod";
import { sameFormat } from "../../codecs/pipeline";
import type { settings as schema } from "./meta";
import { encodeImage, rasterPipeline, toRaster } from "../../../server/processing/image-io";
import { imageAction, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  // Flip first, in the upright frame, then rotate clockwise (the tool's order); libvips applies
  // rotate before flip/flop within one pipeline, so the rotation gets its own pass.
  let pipeline = rasterPipeline(decoded.raster);
  if (settings.flip === "horizontal" || settings.flip === "both") pipeline = pipeline.flop();
  if (settings.flip === "vertical" || settings.flip === "both") pipeline = pipeline.flip();
  let turned = await toRaster(pipeline);
  if (settings.rotate !== "0") turned = await toRaster(rasterPipeline(turned).rotate(Number(settings.rotate)));
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return oneImage(await encodeImage(turned, { format, quality: settings.quality }));
});
