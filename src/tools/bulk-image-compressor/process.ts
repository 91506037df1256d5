import type { ProcessFn } from "../../bulk/types";
import type { Raster } from "../../codecs/image";
import { resolveFormat } from "../../codecs/output-format";
import { decodeInput } from "../../codecs/pipeline";
import { fitInside, resizeRaster } from "../../codecs/resize";
import { codecFor } from "./codec";
import type { CompressorSettings } from "./meta";
import { atFixedLevel, type Compressed, toTargetSize, toTargetSsim } from "./modes";
import { keepOriginal } from "./original";

/** Scales down to fit the visitor's maximum width and height; never up. */
async function limitSize(raster: Raster, maxWidth: number, maxHeight: number): Promise<Raster> {
  if (!maxWidth && !maxHeight) return raster;
  const fit = fitInside(raster.width, raster.height, maxWidth || Infinity, maxHeight || Infinity);
  if (fit.width >= raster.width && fit.height >= raster.height) return raster;
  return resizeRaster(raster, fit.width, fit.height, "lanczos3");
}

const process: ProcessFn<CompressorSettings> = async (signal, input, settings, progress) => {
  if (input.kind !== "file") throw new Error("this tool needs an image file");
  const format = resolveFormat(settings.format, input.format);
  progress(0.05, "decode");
  const { raster: decoded, metadata } = await decodeInput(input, format);
  signal.throwIfAborted();
  const raster = await limitSize(decoded, settings.maxWidth, settings.maxHeight);
  progress(0.15, "encode");
  const codec = codecFor(format, settings, metadata);
  const context = { signal, progress };
  let compressed: Compressed;
  if (settings.mode === "target-quality") compressed = await toTargetSsim(codec, raster, settings, context);
  else if (settings.mode === "target-size") compressed = await toTargetSize(codec, raster, settings, context);
  else compressed = await atFixedLevel(codec, raster);
  const { file, notes, data } = compressed;
  const comparable = format === input.format && raster === decoded;
  if (comparable && file.blob.size >= input.file.size) {
    const kept = await keepOriginal(input, format, file);
    if (kept) return { files: [kept.file], note: [...notes, kept.note].join(" "), data: { ...data, keptOriginal: true } };
    notes.push("The re-encoded file is larger than the original, which holds metadata that cannot be removed without re-encoding.");
  }
  return { files: [file], note: notes.join(" ") || undefined, data };
};

export default process;
