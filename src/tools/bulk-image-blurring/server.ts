import type { z } from "zod";
import type { Raster } from "../../codecs/image";
import { sameFormat } from "../../codecs/pipeline";
import { copyPixels, cropRaster, expandRect } from "../../codecs/rect-pixels";
import type { PixelRect } from "../../lib/relative-box";
import { blurRaster } from "./blur-raster";
import type { settings as schema } from "./meta";
import { gaussianBlurPixels } from "../../../server/processing/gaussian-blur";
import { encodeImage, rasterPipeline, toRaster } from "../../../server/processing/image-io";
import { imageAction, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

/** Reach of the kernel in standard deviations, as the browser tool's. */
const REACH = 3;
/** libvips' smallest σ; below it a blur changes no pixel anyway. */
const MIN_SIGMA = 0.3;

/**
 * A copy of the image with the rectangle blurred. The window around it is read with its edge pixels
 * repeated beyond the image's border (libvips' "copy" extension), as the browser tool pads its canvas,
 * so no dark fringe creeps in from outside the image.
 */
async function gaussianBlur(raster: Raster, rect: PixelRect, sigma: number): Promise<Raster> {
  if (sigma < MIN_SIGMA) return raster;
  const pad = Math.ceil(sigma * REACH);
  const window = expandRect(rect, pad, raster.width, raster.height);
  const padded = rasterPipeline(cropRaster(raster, window)).extend({ top: pad, bottom: pad, left: pad, right: pad, extendWith: "copy" });
  // sharp orders the operations of one pipeline itself: padding and blurring get a pipeline each.
  const blurred = await gaussianBlurPixels(await toRaster(padded), sigma);
  const result = { data: raster.data.slice(), width: raster.width, height: raster.height };
  copyPixels(blurred, { x: pad + rect.x - window.x, y: pad + rect.y - window.y }, result, rect);
  return result;
}

export const run = imageAction<Settings>(async ({ decoded }, settings) => {
  const result = await blurRaster(decoded.raster, settings, gaussianBlur);
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  return oneImage(await encodeImage(result, { format, quality: settings.quality }));
});
