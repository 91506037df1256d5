/**
 * The compressor on the server: the browser tool's own modes (fixed quality, target SSIM, target
 * size, with its quality search and SSIM sampling) driven through a codec that encodes with sharp.
 */
import { EXTENSIONS } from "../../src/codecs/encode";
import { hasAlpha, type Raster } from "../../src/codecs/image";
import { sameFormat } from "../../src/codecs/pipeline";
import { fitInside, shrinkInside } from "../../src/codecs/resize";
import type { OutputFile } from "../../src/domain/tool";
import type { OutputFormat } from "../../src/domain/formats";
import {
  type Codec,
  LOSSLESS_JXL,
  LOSSLESS_PNG,
  progressiveJpeg,
  qualityKnob,
  SSIM_TUNED_TABLE,
  ssimTunedJpeg,
} from "../../src/tools/bulk-image-compressor/codec";
import type { CompressorSettings } from "../../src/tools/bulk-image-compressor/meta";
import { atFixedLevel, toTargetSize, toTargetSsim } from "../../src/tools/bulk-image-compressor/modes";
import { quantise } from "../../src/tools/bulk-image-compressor/palette";
import { decodeImage, type EncodeOptions, encodeFromFile, encodeImage, flattenRaster, resizeTo, sourcePipeline } from "./image-io";
import { type ActionResult, type ActionRunner, imageAction, oneImage } from "./result";

async function outputFile(raster: Raster, options: EncodeOptions): Promise<OutputFile> {
  const encoded = await encodeImage(raster, options);
  return {
    blob: new Blob([new Uint8Array(encoded.buffer)]),
    extension: EXTENSIONS[options.format],
    width: encoded.width,
    height: encoded.height,
  };
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
async function atFixedQuality(bytes: Buffer, settings: CompressorSettings): Promise<ActionResult> {
  const source = await sourcePipeline(bytes);
  const format = settings.format === "same" ? sameFormat(source.format, true) : settings.format;
  const size = shrinkInside(source.width, source.height, settings.maxWidth || Infinity, settings.maxHeight || Infinity);
  const limited = size.width < source.width || size.height < source.height;
  const pipeline = limited ? source.pipeline.resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" }) : source.pipeline;
  const encoded = await encodeFromFile(pipeline, fixedQualityOptions(format, settings));
  // The original can stand in for the output only when it has the same format and size.
  if (format === source.format && !limited && encoded.buffer.length >= bytes.length)
    return oneImage({ ...encoded, buffer: bytes }, "Re-encoding made it larger: kept the original.");
  return oneImage(encoded);
}

const onRaster = imageAction<CompressorSettings>(async ({ bytes, decoded }, settings, signal) => {
  const format = settings.format === "same" ? sameFormat(decoded.format, true) : settings.format;
  const sized = await limitSize(decoded.raster, settings.maxWidth, settings.maxHeight);
  // The original can stand in for the output only when it has the same format and size.
  const comparable = format === decoded.format && sized === decoded.raster;
  const raster = format === "jpeg" && hasAlpha(sized) ? await flattenRaster(sized, settings.background) : sized;
  const original = (notes: string[]) => oneImage({ buffer: bytes, format, width: raster.width, height: raster.height }, notes.join(" "));
  if (comparable && settings.mode === "target-size" && bytes.length <= settings.targetKb * 1024) {
    return original([`Already under ${settings.targetKb} KB: kept the original.`]);
  }
  const codec = sharpCodec(format, settings);
  const context = { signal, progress: () => undefined };
  const { file, notes } =
    settings.mode === "target-quality"
      ? await toTargetSsim(codec, raster, settings, context)
      : settings.mode === "target-size"
        ? await toTargetSize(codec, raster, settings, context)
        : await atFixedLevel(codec, raster);
  const buffer = Buffer.from(await file.blob.arrayBuffer());
  if (comparable && buffer.length >= bytes.length) return original([...notes, "Re-encoding made it larger: kept the original."]);
  return oneImage({ buffer, format, width: raster.width, height: raster.height }, notes.join(" ") || undefined);
});

export const compress: ActionRunner<CompressorSettings> = (input, settings, signal) =>
  settings.mode === "quality" && !settings.pngLossy ? atFixedQuality(input.bytes, settings) : onRaster(input, settings, signal);
