/**
 * What the compressor can turn for one output format: the codec's quality, a PNG's palette size,
 * or nothing (lossless PNG). The modes see only the methods below, so they treat every format alike.
 *
 * SSIM probes use baseline MozJPEG, which costs half of progressive and gives the same SSIM at a
 * given quality, and no metadata; only the file handed back is made the chosen way.
 */
import type { EncodeOptions as MozJpegOptions } from "@jsquash/jpeg/meta";
import type { OutputFile } from "../../domain/tool";
import type { OutputFormat } from "../../domain/formats";
import { decodeImage } from "../../codecs/decode";
import { FAST_MOZJPEG } from "../../codecs/encode";
import type { Raster } from "../../codecs/image";
import type { JpegMetadata } from "../../codecs/jpeg-metadata";
import { encodeOutput, type OutputOptions } from "../../codecs/pipeline";
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
  /** The file, when it is already what `encode` gives at this level. */
  file?: OutputFile;
}

interface CodecBase {
  format: OutputFormat;
  /** The file handed back: the chosen encoding, with the kept metadata. */
  encode(raster: Raster, level: number): Promise<OutputFile>;
  /** The pixels a level gives, for SSIM, made the quickest way (a palette PNG needs no encoding at all). */
  probe(raster: Raster, level: number): Promise<Probe>;
}

/** What a lossless codec is called in the notes, and the setting that would make its files smaller. */
export interface Lossless {
  name: string;
  smaller: string;
}

export const LOSSLESS_PNG: Lossless = { name: "PNG", smaller: "turn on “Reduce PNG colours”" };
export const LOSSLESS_JXL: Lossless = { name: "JPEG XL", smaller: "turn off “Lossless JPEG XL”" };

/** Lossless PNG and JPEG XL have no knob: nothing to vary. */
export type Codec = CodecBase & ({ knob: Knob; lossless?: undefined } | { knob: null; lossless: Lossless });

/** Progressive MozJPEG with re-fitted tables: 0.6% smaller than sharp's mozjpeg at equal SSIM, at its CPU. */
const SMALLEST_MOZJPEG: Partial<MozJpegOptions> = { trellis_opt_table: true };

/**
 * MozJPEG tuned for SSIM, as `cjpeg -tune-ssim` tunes it: flat quantisation tables (its table 1)
 * instead of the default psychovisual ones (table 3), which spend bytes on what SSIM does not weigh.
 * Only where the visitor asks for an SSIM: on the corpus photos the same SSIM takes about 15% fewer
 * bytes, at quality numbers about 15 lower.
 */
export const SSIM_TUNED_TABLE = 1;
const SSIM_TUNED: Partial<MozJpegOptions> = { quant_table: SSIM_TUNED_TABLE };
const SSIM_TUNED_START = 60;

/** "Automatic" is baseline at a fixed quality (speed) and progressive in the target modes, where the search dominates the time. */
export function progressiveJpeg(settings: Pick<CompressorSettings, "jpegEncoding" | "mode">): boolean {
  return settings.jpegEncoding === "progressive" || (settings.jpegEncoding === "auto" && settings.mode !== "quality");
}

/** The target-quality mode's JPEG is tuned for the SSIM it is asked for. */
export function ssimTunedJpeg(format: OutputFormat, settings: Pick<CompressorSettings, "mode">): boolean {
  return format === "jpeg" && settings.mode === "target-quality";
}

/** The quality knob of the lossy formats; the SSIM-tuned JPEG reaches a given SSIM at lower numbers, so its search starts lower. */
export function qualityKnob(format: OutputFormat, settings: CompressorSettings): Knob {
  return { name: "quality", min: 1, max: 100, fixed: settings.quality, start: ssimTunedJpeg(format, settings) ? SSIM_TUNED_START : 75 };
}

export function codecFor(format: OutputFormat, settings: CompressorSettings, metadata: JpegMetadata | null): Codec {
  if (format === "png") return pngCodec(settings);
  if (format === "jxl" && settings.jxlLossless) return losslessJxlCodec();
  const progressive = format === "jpeg" && progressiveJpeg(settings);
  const tuned = ssimTunedJpeg(format, settings);
  const options = (quality: number, mozjpeg = FAST_MOZJPEG): OutputOptions => ({
    format,
    quality,
    background: settings.background,
    mozjpeg: tuned ? { ...mozjpeg, ...SSIM_TUNED } : mozjpeg,
  });
  const probeIsFinal = !progressive && !metadata;
  return {
    format,
    knob: qualityKnob(format, settings),
    encode: (raster, quality) => encodeOutput(raster, options(quality, progressive ? SMALLEST_MOZJPEG : FAST_MOZJPEG), metadata),
    probe: async (raster, quality) => {
      const file = await encodeOutput(raster, options(quality));
      return { pixels: await decodeImage(file.blob, format), file: probeIsFinal ? file : undefined };
    },
  };
}

function pngCodec(settings: CompressorSettings): Codec {
  const write = (raster: Raster) => encodeOutput(raster, { format: "png", pngEffort: settings.pngEffort });
  if (!settings.pngLossy) {
    return {
      format: "png",
      knob: null,
      lossless: LOSSLESS_PNG,
      encode: write,
      probe: async (raster) => ({ pixels: raster }),
    };
  }
  const encode = (raster: Raster, colours: number) => write(quantise(raster, colours, settings.pngDither));
  return {
    format: "png",
    knob: { name: "colours", min: 2, max: settings.pngColors, fixed: settings.pngColors, start: settings.pngColors },
    encode,
    // PNG is lossless after the palette step, so the quantised pixels are what a viewer sees.
    probe: async (raster, colours) => ({ pixels: quantise(raster, colours, settings.pngDither) }),
  };
}

function losslessJxlCodec(): Codec {
  return {
    format: "jxl",
    knob: null,
    lossless: LOSSLESS_JXL,
    encode: (raster) => encodeOutput(raster, { format: "jxl", lossless: true }),
    probe: async (raster) => ({ pixels: raster }),
  };
}
