/**
 * The largest upscale a file may ask for. A worker holds the decoded input, the output (4 bytes a
 * pixel), the canvas the encoder draws it on (4 more) and the encoder's own buffers: about 12–14
 * bytes per output pixel at the peak, so 64 MP comes to under 1 GB, which a desktop tab holds (a 4×
 * upscale of a 12 MP photo, 192 MP, would need about 2.5 GB and would crash it). 64 MP is also 8000 ×
 * 8000 or a 2× upscale of a 16 MP photo, which takes a couple of minutes on two CPU cores.
 */
import { formatName, type OutputFormat } from "../../domain/formats";

export const MAX_OUTPUT_PIXELS = 64_000_000;

/** Chromium's canvas stops at 32767 px a side (every encoder draws on one); WebP itself at 16383. */
export const MAX_SIDE: Record<OutputFormat, number> = { jpeg: 32_767, png: 32_767, webp: 16_383, avif: 32_767, jxl: 32_767 };

/** Why an upscale must be refused, in the visitor's words, or null when it fits. */
export function outputRefusal(width: number, height: number, scale: number, format: OutputFormat): string | null {
  const outWidth = width * scale;
  const outHeight = height * scale;
  const size = `${outWidth} × ${outHeight} px`;
  if (outWidth * outHeight > MAX_OUTPUT_PIXELS) {
    // Rounded up, so that an output just over the limit never reads as equal to it.
    const megapixels = Math.ceil((outWidth * outHeight) / 1e5) / 10;
    const limit = MAX_OUTPUT_PIXELS / 1e6;
    const advice = scale > 2 ? "choose a smaller scale or downscale the image first" : "downscale the image first";
    return `the upscaled image would be ${size} (${megapixels} megapixels), over the limit of ${limit} megapixels: ${advice}`;
  }
  const side = MAX_SIDE[format];
  if (Math.max(outWidth, outHeight) > side) {
    return `the upscaled image would be ${size}, and ${formatName(format)} images can be at most ${side} px on a side: choose another output format or a smaller scale`;
  }
  return null;
}
