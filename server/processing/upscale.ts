/**
 * Upscaling on the server: the browser tool's ESRGAN network (the same @upscalerjs model files),
 * tiling and transparency handling, run by TensorFlow.js on its WebAssembly backend (tfjs-wasm.ts).
 * Each runner process holds its own backend and networks.
 */
import type * as tf from "@tensorflow/tfjs";
import { hasAlpha } from "../../src/codecs/image";
import { sameFormat } from "../../src/codecs/pipeline";
import type { z } from "zod";
import { outputRefusal } from "../../src/tools/bulk-image-upscaler/limits";
import type { settings as schema } from "../../src/tools/bulk-image-upscaler/meta";
import { FAMILIES, modelId, type Scale } from "../../src/models/esrgan/models";
import { buildNetwork } from "../../src/models/esrgan/network";
import { upscaleRaster } from "../../src/models/esrgan/upscale-raster";
import { bleedColours, copyAlpha } from "../../src/tools/bulk-image-upscaler/transparency";
import { encodeImage, resizeTo } from "./image-io";
import { startOncePerKey } from "../../src/lib/start-once";
import { packageModelFiles } from "./package-model";
import { imageAction, oneImage } from "./result";
import { startWasm } from "./tfjs-wasm";

type Settings = z.output<typeof schema>;

/** A model's network, built once per runner process. */
export const networkOf = startOncePerKey(async (id: string): Promise<tf.LayersModel> => {
  await startWasm();
  const files = await packageModelFiles(id);
  return buildNetwork(new Map([...files].map(([name, bytes]) => [name, new Uint8Array(bytes).buffer as ArrayBuffer])));
});

export const upscale = imageAction<Settings>(async ({ decoded }, settings, signal) => {
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
