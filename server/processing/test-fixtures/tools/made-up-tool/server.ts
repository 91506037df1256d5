import type { z } from "zod";
import { encodeImage, rasterPipeline, toRaster } from "../../../image-io";
import { imageAction, oneImage } from "../../../result";
import type { settings as schema } from "./meta";

export const run = imageAction<z.output<typeof schema>>(async ({ decoded }, settings) => {
  const raster = settings.invert ? await toRaster(rasterPipeline(decoded.raster).negate({ alpha: false })) : decoded.raster;
  return oneImage(await encodeImage(raster, { format: "png" }));
});
