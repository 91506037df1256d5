/**
 * A whole image through ESRGAN on this thread, tile after tile: the server's upscaler, and the
 * profile picture maker's small faces (the upscaler tool spreads its tiles over workers instead).
 */
import type * as tf from "@tensorflow/tfjs";
import type { Raster } from "../../codecs/image";
import { FAMILIES, type ModelChoice } from "./models";
import { upscaleTile } from "./network";
import { placeCore, planTiles, tileInput } from "./tiling";

/** The model small faces are enlarged with: ESRGAN slim. */
export const FACE_UPSCALER: ModelChoice = "fast";

/** An output whose pixels are all opaque black, to be painted tile by tile. */
function opaqueRaster(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  new Uint32Array(data.buffer).fill(0xff000000);
  return { data, width, height };
}

/** The image's colour `scale` times larger, opaque; the network is `choice`'s model for that scale. */
export async function upscaleRaster(
  network: tf.LayersModel,
  raster: Raster,
  scale: number,
  choice: ModelChoice,
  signal: AbortSignal,
): Promise<Raster> {
  const { margin, maxTile } = FAMILIES[choice];
  const output = opaqueRaster(raster.width * scale, raster.height * scale);
  for (const tile of planTiles(raster.width, raster.height, { maxTile, margin, parallel: 1 })) {
    signal.throwIfAborted();
    placeCore(output, await upscaleTile(network, { tile, scale, input: tileInput(raster, tile.read) }), tile.core, scale);
  }
  return output;
}
