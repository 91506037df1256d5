/**
 * What the compressor can turn for one output format: the codec's quality, a PNG's palette size,
 * or nothing (lossless PNG). The modes only see `encode` (the real file at a level) and `render`
 * (the pixels a viewer would get, for scoring), so they treat every format alike.
 */
import type { OutputFile, OutputFormat } from "../../bulk/types";
import { decodeImage } from "../../codecs/decode";
import { type EncodeOptions, FAST_MOZJPEG } from "../../codecs/encode";
import type { Raster } from "../../codecs/image";
import type { JpegMetadata } from "../../codecs/jpeg-metadata";
import { encodeOutput } from "../../codecs/pipeline";
import type { CompressorSettings } from "./meta";
import { quantise } from "./palette";

export interface Knob {
  name: "quality" | "colours";
  min: number;
  max: number;
  /** The level a fixed-quality run uses. */
  fixed: number;
  /** Where searches start. */
  start: number;
}

export interface Probe {
  /** What a viewer would see from the file at this level, for SSIM. */
  pixels: Raster;
  /** The file, when it is already what `encode(raster, level)` would give (so it need not be made again). */
  file?: OutputFile;
}

export interface Codec {
  format: OutputFormat;
  /** Null for lossless PNG, which has nothing to vary. */
  knob: Knob | null;
  /** The output file at a level, with the kept metadata and the chosen JPEG encoding. */
  encode(raster: Raster, level: number): Promise<OutputFile>;
  /** The quickest way to see the result of a level: fast JPEG encoding, no PNG optimisation. */
  probe(raster: Raster, level: number): Promise<Probe>;
}

/** Progressive MozJPEG with re-fitted tables: 0.6% smaller than sharp's mozjpeg at equal SSIM, at its CPU. */
const SMALLEST_MOZJPEG = { trellis_opt_table: true };

export function codecFor(format: OutputFormat, settings: CompressorSettings, metadata: JpegMetadata | null): Codec {
  if (format === "png") return pngCodec(settings);
  const progressive = format === "jpeg" && settings.jpegEncoding === "progressive";
  const options = (quality: number, mozjpeg = FAST_MOZJPEG): EncodeOptions => ({
    format,
    quality,
    background: settings.background,
    mozjpeg,
  });
  return {
    format,
    knob: { name: "quality", min: 1, max: 100, fixed: settings.quality, start: 75 },
    encode: (raster, quality) => encodeOutput(raster, options(quality, progressive ? SMALLEST_MOZJPEG : FAST_MOZJPEG), metadata),
    probe: async (raster, quality) => {
      const file = await encodeOutput(raster, options(quality));
      return { pixels: await decodeImage(file.blob, format), file: progressive || metadata ? undefined : file };
    },
  };
}

function pngCodec(settings: CompressorSettings): Codec {
  const write = (raster: Raster) => encodeOutput(raster, { format: "png", pngEffort: settings.pngEffort });
  if (!settings.pngLossy) {
    return { format: "png", knob: null, encode: write, probe: async (raster) => ({ pixels: raster }) };
  }
  return {
    format: "png",
    knob: { name: "colours", min: 2, max: settings.pngColors, fixed: settings.pngColors, start: settings.pngColors },
    encode: (raster, colours) => write(quantise(raster, colours, settings.pngDither)),
    // PNG is lossless after the palette step, so the quantised pixels are what a viewer sees.
    probe: async (raster, colours) => ({ pixels: quantise(raster, colours, settings.pngDither) }),
  };
}
