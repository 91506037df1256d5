import type { FileInput, PrepareFn, ProcessFn } from "../../domain/tool";
import { ANIMATABLE, frameCount } from "../../codecs/animation";
import { FAST_MOZJPEG, flatten, warmEncoder } from "../../codecs/encode";
import { hasAlpha } from "../../codecs/image";
import { openImage, requireFile, sameFormat } from "../../codecs/pipeline";
import { fitOnLoad, matchesShape, resizeRaster } from "../../codecs/resize";
import { codecFor } from "./codec";
import type { CompressorSettings } from "./meta";
import { atFixedLevel, type Compressed, toTargetSize, toTargetSsim } from "./modes";
import { keepOriginal, type KeptFormat, type KeptOriginal } from "./original";
import { keptAnimation, smallerOrOriginal } from "./outcome";

function keptNote(reason: string, kept: KeptOriginal): string {
  return `${reason}: kept the original${kept.metadata === "removed" ? " (metadata removed)" : ""}.`;
}

/** The frames of an input that can hold an animation (1 for a still one). */
async function framesOf(image: FileInput): Promise<number> {
  return ANIMATABLE.has(image.format) ? frameCount(image.format, new Uint8Array(await image.file.arrayBuffer())) : 1;
}

const process: ProcessFn<CompressorSettings> = async (signal, input, settings, progress) => {
  const image = requireFile(input);
  const frames = await framesOf(image);
  if (frames > 1) return keptAnimation({ ...image, format: image.format as KeptFormat }, frames);
  const choice = settings.format === "same" ? sameFormat(image.format, true) : settings.format;
  // The visitor's maximum width and height scale down (never up), from a JPEG decoded at a fraction of its size where that is enough.
  const planned = fitOnLoad(image, settings.maxWidth, settings.maxHeight);
  // A scaled photo's pixels are resampled, so they may come straight from the JPEG decoder (see `readsPixels`);
  // a photo kept at its size is decoded as the browser shows it, whose chroma MozJPEG codes in 0.3% fewer bytes.
  const readsPixels = planned.size.width < image.width || planned.size.height < image.height;
  const { raster: decoded, metadata, format } = await openImage(image, choice, progress, { shrink: planned.shrink, readsPixels });
  signal.throwIfAborted();
  // Should a decoder disagree with the probed size (a format's own rotation), the pixels win.
  const probed = matchesShape(decoded, image) ? image : decoded;
  const { size } = fitOnLoad(probed, settings.maxWidth, settings.maxHeight);
  const limited = size.width < probed.width || size.height < probed.height;
  const sized = limited ? await resizeRaster(decoded, size.width, size.height, "lanczos3", image.buffers) : decoded;
  // The original can stand in for the output only when it has the same format and size.
  const comparable = format === image.format && !limited;
  // Laid on the background first, so an SSIM search compares the JPEG with what it can show.
  const raster = format === "jpeg" && hasAlpha(sized) ? flatten(sized, settings.background) : sized;
  const dimensions = { width: raster.width, height: raster.height };
  if (comparable && settings.mode === "target-size" && image.file.size <= settings.targetKb * 1024) {
    // The original already fits, and no re-encoding of it can look better.
    const kept = await keepOriginal({ ...image, format }, dimensions);
    if (kept.metadata !== "stuck")
      return { files: [kept.file], note: keptNote(`Already under ${settings.targetKb} KB`, kept), data: { keptOriginal: true } };
  }
  progress(0.15, "encode");
  const codec = codecFor(format, settings, metadata);
  const context = { signal, progress };
  let compressed: Compressed;
  if (settings.mode === "target-quality") compressed = await toTargetSsim(codec, raster, settings, context);
  else if (settings.mode === "target-size") compressed = await toTargetSize(codec, raster, settings, context);
  else compressed = await atFixedLevel(codec, raster);
  return smallerOrOriginal(image, compressed, comparable ? { format, size: dimensions } : null);
};

/** Warms the encoder of the chosen format ("same as input": JPEG, what most batches are). */
export const prepare: PrepareFn<CompressorSettings> = (settings) => {
  const format = settings.format === "same" ? "jpeg" : settings.format;
  if (format !== "png") warmEncoder({ format, quality: settings.quality, mozjpeg: FAST_MOZJPEG });
};

export default process;
