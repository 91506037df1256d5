/**
 * Upscaling on the server: the browser tool's ESRGAN network (esrgan-node.ts), tiling and
 * transparency handling.
 */
import { hasAlpha } from "../../codecs/image";
import { sameFormat } from "../../codecs/pipeline";
import type { z } from "zod";
import { outputRefusal } from "./limits";
import type { settings as schema } from "./meta";
import { FAMILIES, modelId, type Scale } from "../../models/esrgan/models";
import { upscaleRaster } from "../../models/esrgan/upscale-raster";
import { bleedColours, copyAlpha } from "./transparency";
import { encodeImage, resizeTo } from "../../../server/processing/image-io";
import { networkOf } from "../../../server/processing/esrgan-node";
import { imageAction, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

export const run = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  const { raster } = decoded;
  const scale = Number(settings.scale) as Scale;
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const refusal = outputRefusal(raster.width, raster.height, scale, format);
  if (refusal) throw new Error(refusal);
  const network = await networkOf(modelId(settings.model, scale));
  const transparent = hasAlpha(raster);
  const source = transparent ? bleedColours(raster, FAMILIES[settings.model].margin) : raster;
  const output = await upscaleRaster(network, source, scale, settings.model, signal);
  // The network upscales colour only; alpha gets a smooth resize.
  if (transparent) copyAlpha(output, await resizeTo(raster, output.width, output.height, "cubic"));
  return oneImage(await encodeImage(output, { format, quality: settings.quality, fastJpeg: true, pngEffort: 0 }));
});
