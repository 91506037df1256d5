import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { createRaster, hasAlpha, type Raster } from "../../codecs/image";
import { encodeOutput, openImage, requireFile, sameFormat } from "../../codecs/pipeline";
import { resizeWithCanvas } from "../../codecs/resize";
import { engine, model, runnersFor, stopTileWorkers } from "./engine";
import { outputRefusal } from "./limits";
import type { settings as schema } from "./meta";
import { FAMILIES, modelId, type Scale } from "../../models/esrgan/models";
import { runAll } from "./tile-queue";
import { placeCore, planTiles } from "../../models/esrgan/tiling";
import { bleedColours, copyAlpha } from "./transparency";
import type { z } from "zod";

type Settings = z.output<typeof schema>;

/** An output image whose pixels are all opaque black, to be painted tile by tile. */
function opaqueRaster(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  // Every browser is little-endian: alpha is the high byte of each 32-bit pixel.
  new Uint32Array(raster.data.buffer).fill(0xff000000);
  return raster;
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const file = requireFile(input);
  const scale = Number(settings.scale) as Scale;
  const refusal = outputRefusal(file.width, file.height, scale, settings.format === "same" ? sameFormat(file.format) : settings.format);
  if (refusal) throw new Error(refusal);

  progress(0.02, "loading the model");
  const [running, network, { raster, metadata, format }] = await Promise.all([
    engine(),
    model(modelId(settings.model, scale)),
    openImage(file, settings.format, progress),
  ]);
  signal.throwIfAborted();
  const { margin, maxTile } = FAMILIES[settings.model];
  const transparent = hasAlpha(raster);
  const source = transparent ? bleedColours(raster, margin) : raster;
  const output = opaqueRaster(raster.width * scale, raster.height * scale);
  const runners = runnersFor(running, network, source, scale);
  const tiles = planTiles(raster.width, raster.height, { maxTile, margin, parallel: runners.length });

  try {
    progress(0.1, `tile 0 of ${tiles.length}`);
    await runAll(
      tiles,
      runners,
      (tile, rgb, done) => {
        placeCore(output, rgb, tile.core, scale);
        progress(0.1 + (0.8 * done) / tiles.length, `tile ${done} of ${tiles.length}`);
      },
      signal,
    );
  } catch (error) {
    // Cancelled: the nested workers must not go on computing this file's tiles.
    if (signal.aborted) stopTileWorkers();
    throw error;
  }

  // The network upscales colour only; alpha gets the browser's smooth resize.
  if (transparent) copyAlpha(output, resizeWithCanvas(raster, output.width, output.height));
  progress(0.9, "encode");
  // The browser's own JPEG encoder, and PNG at OxiPNG's fastest level only where a smaller colour type than RGBA fits
  // (an opaque photo: RGB; at level 2 OxiPNG took 1.3 s for a 0.65 MP output, as long as its tiles).
  const encoded = await encodeOutput(
    output,
    { format, quality: settings.quality, fastJpeg: true, pngEffort: 0, reducePng: true },
    metadata,
  );
  return { files: [encoded] };
};

/**
 * Starts the backend before the first file, and no model: the page warms its worker with the
 * settings it opens with, before the visitor picks a scale or model, and a model fetched then
 * (0.9 to 2.7 MB) would often be one the files never use. The chosen one loads with the first file.
 */
export const prepare: PrepareFn<Settings> = () => {
  void engine().catch(() => undefined);
};

export default process;
