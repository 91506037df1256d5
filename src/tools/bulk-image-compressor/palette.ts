/**
 * Lossy PNG: the image mapped to a palette of at most N colours (image-q: Wu's quantiser for the
 * palette, BT.709-weighted distance with alpha, optional error diffusion), which OxiPNG then writes
 * as an indexed PNG.
 */
import { applyPaletteSync, buildPaletteSync, type ImageQuantization, utils } from "image-q";
import type { Raster } from "../../codecs/image";
import type { CompressorSettings } from "./meta";

export type Dither = CompressorSettings["pngDither"];

const DITHERS: Record<Dither, ImageQuantization> = { none: "nearest", "floyd-steinberg": "floyd-steinberg", atkinson: "atkinson" };

/** The palette is fitted on an even subsample this large at most: the colours found barely change, the time drops a lot. */
const PALETTE_SAMPLE = 256 * 1024;

function subsample(raster: Raster, budget: number): Raster {
  const step = Math.max(1, Math.ceil(Math.sqrt((raster.width * raster.height) / budget)));
  if (step === 1) return raster;
  const width = Math.ceil(raster.width / step);
  const height = Math.ceil(raster.height / step);
  const data = new Uint8ClampedArray(width * height * 4);
  const source = new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height);
  const target = new Uint32Array(data.buffer);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) target[y * width + x] = source[y * step * raster.width + x * step] as number;
  return { data, width, height };
}

export function quantise(raster: Raster, colors: number, dither: Dither): Raster {
  const fit = subsample(raster, PALETTE_SAMPLE);
  const palette = buildPaletteSync([utils.PointContainer.fromUint8Array(fit.data, fit.width, fit.height)], {
    colors,
    paletteQuantization: "wuquant",
    colorDistanceFormula: "euclidean-bt709",
  });
  const mapped = applyPaletteSync(utils.PointContainer.fromUint8Array(raster.data, raster.width, raster.height), palette, {
    imageQuantization: DITHERS[dither],
    colorDistanceFormula: "euclidean-bt709",
  });
  return { data: new Uint8ClampedArray(mapped.toUint8Array().buffer), width: raster.width, height: raster.height };
}
