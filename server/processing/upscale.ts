/**
 * Upscaling on the server: the browser tool's ESRGAN network (the same @upscalerjs model files),
 * tiling and transparency handling, run by TensorFlow.js on its WebAssembly backend (tfjs-wasm.ts).
 * Each runner process holds its own backend and networks.
 */
import type * as tf from "@tensorflow/tfjs";
import { hasAlpha, type Raster } from "../../src/codecs/image";
import { sameFormat } from "../../src/codecs/pipeline";
import type { z } from "zod";
import { outputRefusal } from "../../src/tools/bulk-image-upscaler/limits";
import type { settings as schema } from "../../src/tools/bulk-image-upscaler/meta";
import { FAMILIES, modelId, type Scale } from "../../src/tools/bulk-image-upscaler/models";
import { buildNetwork, upscaleTile } from "../../src/tools/bulk-image-upscaler/network";
import { placeCore, planTiles, tileInput } from "../../src/tools/bulk-image-upscaler/tiling";
import { bleedColours, copyAlpha } from "../../src/tools/bulk-image-upscaler/transparency";
import { encodeImage, resizeTo } from "./image-io";
import { loadOnce } from "./load-once";
import { packageModelFiles } from "./package-model";
import { imageAction, oneImage } from "./result";
import { startWasm } from "./tfjs-wasm";

type Settings = z.output<typeof schema>;

const networkOf = loadOnce(async (id: string): Promise<tf.LayersModel> => {
  await startWasm();
  const files = await packageModelFiles(id);
  return buildNetwork(new Map([...files].map(([name, bytes]) => [name, new Uint8Array(bytes).buffer as ArrayBuffer])));
});

/** An output whose pixels are all opaque black, to be painted tile by tile. */
function opaqueRaster(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  new Uint32Array(data.buffer).fill(0xff000000);
  return { data, width, height };
}

export const upscale = imageAction<Settings>(async ({ decoded }, settings, signal) => {
  const { raster } = decoded;
  const scale = Number(settings.scale) as Scale;
  const format = settings.format === "same" ? sameFormat(decoded.format) : settings.format;
  const refusal = outputRefusal(raster.width, raster.height, scale, format);
  if (refusal) throw new Error(refusal);
  const network = await networkOf(modelId(settings.model, scale));
  const { margin, maxTile } = FAMILIES[settings.model];
  const transparent = hasAlpha(raster);
  const source = transparent ? bleedColours(raster, margin) : raster;
  const output = opaqueRaster(raster.width * scale, raster.height * scale);
  for (const tile of planTiles(raster.width, raster.height, { maxTile, margin, parallel: 1 })) {
    signal.throwIfAborted();
    placeCore(output, await upscaleTile(network, { tile, scale, input: tileInput(source, tile.read) }), tile.core, scale);
  }
  // The network upscales colour only; alpha gets a smooth resize.
  if (transparent) copyAlpha(output, await resizeTo(raster, output.width, output.height, "cubic"));
  return oneImage(await encodeImage(output, { format, quality: settings.quality, fastJpeg: true, pngEffort: 0 }));
});
