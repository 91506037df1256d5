import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { FAST_MOZJPEG, flatten, warmEncoder } from "../../codecs/encode";
import { hasAlpha } from "../../codecs/image";
import { openImage, requireFile, sameFormat } from "../../codecs/pipeline";
import { fitOnLoad, matchesShape, resizeRaster } from "../../codecs/resize";
import { codecFor } from "./codec";
import type { CompressorSettings } from "./meta";
import { inMode } from "./modes";
import { alreadyUnderTarget, keptIfAnimated, smallerOrOriginal, standIn } from "./outcome";

const process: ProcessFn<CompressorSettings> = async (signal, input, settings, progress) => {
  const image = requireFile(input);
  const animation = await keptIfAnimated(image);
  if (animation) return animation;
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
  // Laid on the background first, so an SSIM search compares the JPEG with what it can show.
  const raster = format === "jpeg" && hasAlpha(sized) ? flatten(sized, settings.background) : sized;
  const original = standIn(image.format, format, settings.format, { width: raster.width, height: raster.height }, limited);
  const underTarget = await alreadyUnderTarget(image, settings, original);
  if (underTarget) return underTarget;
  progress(0.15, "encode");
  const codec = codecFor(format, settings, metadata);
  const compressed = await inMode(codec, raster, settings, { signal, progress });
  return smallerOrOriginal(image, compressed, format, original);
};

/** Warms the encoder of the chosen format ("same as input": JPEG, what most batches are). */
export const prepare: PrepareFn<CompressorSettings> = (settings) => {
  const format = settings.format === "same" ? "jpeg" : settings.format;
  if (format !== "png") warmEncoder({ format, quality: settings.quality, mozjpeg: FAST_MOZJPEG });
};

export default process;
