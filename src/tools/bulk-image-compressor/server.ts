/**
 * The compressor on the server: the browser tool's own modes (fixed quality, target SSIM, target
 * size, with its quality search and SSIM sampling) driven through a codec that encodes with sharp,
 * and the tool's own rules for what comes back (outcome.ts): an animation or a file the settings
 * would make larger comes back as the original, saying so.
 */
import { EXTENSIONS, MIME_TYPES } from "../../codecs/encode";
import { hasAlpha, type Raster } from "../../codecs/image";
import { sameFormat } from "../../codecs/pipeline";
import { fitInside, shrinkInside } from "../../codecs/resize";
import type { FileInput, OutputFile, ProcessResult } from "../../domain/tool";
import type { OutputFormat } from "../../domain/formats";
import { type Codec, LOSSLESS_JXL, LOSSLESS_PNG, progressiveJpeg, qualityKnob, SSIM_TUNED_TABLE, ssimTunedJpeg } from "./codec";
import type { CompressorSettings } from "./meta";
import { inMode } from "./modes";
import { alreadyUnderTarget, keptIfAnimated, smallerOrOriginal, standIn } from "./outcome";
import { quantise } from "./palette";
import {
  decodeImage,
  type Encoded,
  type EncodeOptions,
  encodeFromFile,
  encodeImage,
  flattenRaster,
  imageFormatOf,
  resizeTo,
  sourcePipeline,
} from "../../../server/processing/image-io";
import type { ActionInput, ActionRunner } from "../../../server/processing/result";
import { fromToolResult } from "../../../server/processing/tool-result";

function toOutputFile(encoded: Encoded): OutputFile {
  return {
    blob: new Blob([new Uint8Array(encoded.buffer)], { type: MIME_TYPES[encoded.format] }),
    extension: EXTENSIONS[encoded.format],
    width: encoded.width,
    height: encoded.height,
  };
}

async function outputFile(raster: Raster, options: EncodeOptions): Promise<OutputFile> {
  return toOutputFile(await encodeImage(raster, options));
}

/** How a lossy format encodes at a quality: a search's probes stay baseline, only the final file is progressive. */
function lossyOptions(format: OutputFormat, settings: CompressorSettings): (quality: number, finalFile: boolean) => EncodeOptions {
  const progressive = format === "jpeg" && progressiveJpeg(settings);
  const quantisationTable = ssimTunedJpeg(format, settings) ? SSIM_TUNED_TABLE : undefined;
  return (quality, finalFile) => ({
    format,
    quality,
    background: settings.background,
    progressive: finalFile && progressive,
    quantisationTable,
  });
}

/** What the fixed-quality mode writes: the codec's encode at its fixed level. */
function fixedQualityOptions(format: OutputFormat, settings: CompressorSettings): EncodeOptions {
  if (format === "jxl" && settings.jxlLossless) return { format, lossless: true };
  return format === "png" ? { format, pngEffort: settings.pngEffort } : lossyOptions(format, settings)(settings.quality, true);
}

function sharpCodec(format: OutputFormat, settings: CompressorSettings): Codec {
  if (format === "png") {
    const write = (raster: Raster, paletteColours?: number) =>
      outputFile(raster, { format, pngEffort: settings.pngEffort, paletteColours });
    if (!settings.pngLossy)
      return {
        format,
        knob: null,
        lossless: LOSSLESS_PNG,
        encode: (raster) => write(raster),
        probe: async (raster) => ({ pixels: raster }),
      };
    return {
      format,
      knob: { name: "colours", min: 2, max: settings.pngColors, fixed: settings.pngColors, start: settings.pngColors },
      encode: (raster, colours) => write(quantise(raster, colours, settings.pngDither), colours),
      probe: async (raster, colours) => ({ pixels: quantise(raster, colours, settings.pngDither) }),
    };
  }
  if (format === "jxl" && settings.jxlLossless)
    return {
      format,
      knob: null,
      lossless: LOSSLESS_JXL,
      encode: (raster) => outputFile(raster, { format, lossless: true }),
      probe: async (raster) => ({ pixels: raster }),
    };
  const options = lossyOptions(format, settings);
  const progressive = format === "jpeg" && progressiveJpeg(settings);
  return {
    format,
    knob: qualityKnob(format, settings),
    encode: (raster, quality) => outputFile(raster, options(quality, true)),
    probe: async (raster, quality) => {
      const file = await outputFile(raster, options(quality, false));
      const pixels = (await decodeImage(Buffer.from(await file.blob.arrayBuffer()))).raster;
      return { pixels, file: progressive ? undefined : file };
    },
  };
}

/** Scales down to fit the maximum width and height; never up. */
async function limitSize(raster: Raster, maxWidth: number, maxHeight: number): Promise<Raster> {
  if (!maxWidth && !maxHeight) return raster;
  const fit = fitInside(raster.width, raster.height, maxWidth || Infinity, maxHeight || Infinity);
  if (fit.width >= raster.width && fit.height >= raster.height) return raster;
  return resizeTo(raster, fit.width, fit.height);
}

/**
 * The fixed-quality mode (the default) needs no pixels in JavaScript: one sharp pipeline from the
 * bytes to the file, which libvips streams, decoding a JPEG made smaller at a fraction of its size.
 * A palette PNG is quantised here in JavaScript, so it takes the raster path.
 */
async function atFixedQuality(image: FileInput, bytes: Buffer, settings: CompressorSettings): Promise<ProcessResult> {
  const source = await sourcePipeline(bytes);
  const format = settings.format === "same" ? sameFormat(source.format, true) : settings.format;
  const size = shrinkInside(source.width, source.height, settings.maxWidth || Infinity, settings.maxHeight || Infinity);
  const limited = size.width < source.width || size.height < source.height;
  const pipeline = limited ? source.pipeline.resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" }) : source.pipeline;
  const encoded = await encodeFromFile(pipeline, fixedQualityOptions(format, settings));
  const compressed = { file: toOutputFile(encoded), notes: [], data: {} };
  return smallerOrOriginal(image, compressed, format, standIn(image.format, format, settings.format, size, limited));
}

async function onRaster(image: FileInput, bytes: Buffer, settings: CompressorSettings, signal: AbortSignal): Promise<ProcessResult> {
  const decoded = await decodeImage(bytes);
  signal.throwIfAborted();
  const format = settings.format === "same" ? sameFormat(decoded.format, true) : settings.format;
  const sized = await limitSize(decoded.raster, settings.maxWidth, settings.maxHeight);
  const raster = format === "jpeg" && hasAlpha(sized) ? await flattenRaster(sized, settings.background) : sized;
  const original = standIn(image.format, format, settings.format, { width: raster.width, height: raster.height }, sized !== decoded.raster);
  const underTarget = await alreadyUnderTarget(image, settings, original);
  if (underTarget) return underTarget;
  const compressed = await inMode(sharpCodec(format, settings), raster, settings, { signal, progress: () => undefined });
  return smallerOrOriginal(image, compressed, format, original);
}

/** The upload as the tool's rules take it; the server writes no metadata into its files, so a kept original loses its own too. */
async function toolInput({ bytes, name }: ActionInput): Promise<FileInput> {
  const { format, width, height } = await imageFormatOf(bytes);
  return { kind: "file", name, file: new Blob([new Uint8Array(bytes)]), format, width, height, keepMetadata: false };
}

export const run: ActionRunner<CompressorSettings> = async (input, settings, signal) => {
  const image = await toolInput(input);
  const result =
    (await keptIfAnimated(image)) ??
    (settings.mode === "quality" && !settings.pngLossy
      ? await atFixedQuality(image, input.bytes, settings)
      : await onRaster(image, input.bytes, settings, signal));
  // The browser's data (the level reached, keptOriginal) is for its result card; the API's compress answers none, as before, the note saying the same.
  return fromToolResult({ ...result, data: undefined });
};
