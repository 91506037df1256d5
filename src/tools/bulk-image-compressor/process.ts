import type { PrepareFn, ProcessFn } from "../../bulk/types";
import { FAST_MOZJPEG, flatten, warmEncoder } from "../../codecs/encode";
import { hasAlpha, type Raster } from "../../codecs/image";
import { openImage } from "../../codecs/pipeline";
import { fitInside, resizeRaster } from "../../codecs/resize";
import { codecFor } from "./codec";
import type { CompressorSettings } from "./meta";
import { atFixedLevel, type Compressed, toTargetSize, toTargetSsim } from "./modes";
import { keepOriginal, type KeptOriginal } from "./original";

/** Scales down to fit the visitor's maximum width and height; never up. */
async function limitSize(raster: Raster, maxWidth: number, maxHeight: number): Promise<Raster> {
  if (!maxWidth && !maxHeight) return raster;
  const fit = fitInside(raster.width, raster.height, maxWidth || Infinity, maxHeight || Infinity);
  if (fit.width >= raster.width && fit.height >= raster.height) return raster;
  return resizeRaster(raster, fit.width, fit.height, "lanczos3");
}

function keptNote(reason: string, kept: KeptOriginal): string {
  return `${reason}: kept the original${kept.stripped ? " (metadata removed)" : ""}.`;
}

const process: ProcessFn<CompressorSettings> = async (signal, input, settings, progress) => {
  const { file: image, raster: decoded, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const sized = await limitSize(decoded, settings.maxWidth, settings.maxHeight);
  // The original can stand in for the output only when it has the same format and size.
  const comparable = format === image.format && sized === decoded;
  // Laid on the background first, so an SSIM search compares the JPEG with what it can show.
  const raster = format === "jpeg" && hasAlpha(sized) ? flatten(sized, settings.background) : sized;
  const dimensions = { width: raster.width, height: raster.height };
  if (comparable && settings.mode === "target-size" && image.file.size <= settings.targetKb * 1024) {
    // The original already fits, and no re-encoding of it can look better.
    const kept = await keepOriginal(image, format, dimensions);
    if (kept) return { files: [kept.file], note: keptNote(`Already under ${settings.targetKb} KB`, kept), data: { keptOriginal: true } };
  }
  progress(0.15, "encode");
  const codec = codecFor(format, settings, metadata);
  const context = { signal, progress };
  let compressed: Compressed;
  if (settings.mode === "target-quality") compressed = await toTargetSsim(codec, raster, settings, context);
  else if (settings.mode === "target-size") compressed = await toTargetSize(codec, raster, settings, context);
  else compressed = await atFixedLevel(codec, raster);
  const { file, notes, data } = compressed;
  if (comparable && file.blob.size >= image.file.size) {
    const kept = await keepOriginal(image, format, dimensions);
    if (kept) {
      const note = [...notes, keptNote("Re-encoding made it larger", kept)].join(" ");
      return { files: [kept.file], note, data: { ...data, keptOriginal: true } };
    }
    notes.push("The re-encoded file is larger than the original, which holds metadata that cannot be removed without re-encoding.");
  }
  return { files: [file], note: notes.join(" ") || undefined, data };
};

/** Warms the encoder of the chosen format ("same as input": JPEG, what most batches are). */
export const prepare: PrepareFn<CompressorSettings> = (settings) => {
  const format = settings.format === "same" ? "jpeg" : settings.format;
  if (format !== "png") warmEncoder({ format, quality: settings.quality, mozjpeg: FAST_MOZJPEG });
};

export default process;
