import { bitmapSource } from "../../codecs/image";
import type { OutputFile } from "../types";

const THUMBNAIL_SIZE = 320;
const PREVIEWABLE = /^image\/(jpeg|png|webp|avif|gif)$/;

/**
 * A small WebP of the first image output, so a grid of hundreds of results never holds hundreds of
 * full-size decoded images. Runs in the worker, where decoding costs the page nothing; scaled from
 * the pixels the output was encoded from when the tool passed them on.
 */
export async function makeThumbnail(files: readonly OutputFile[]): Promise<Blob | undefined> {
  const image = files.find((file) => PREVIEWABLE.test(file.blob.type));
  if (!image) return undefined;
  try {
    const { pixels } = image;
    const source = pixels ? bitmapSource(pixels) : await createImageBitmap(image.blob);
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(source.width, source.height));
    const width = Math.max(1, Math.round(source.width * scale));
    const height = Math.max(1, Math.round(source.height * scale));
    const bitmap = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: "high" });
    if (source instanceof ImageBitmap) source.close();
    const context = new OffscreenCanvas(width, height).getContext("2d");
    if (!context) return undefined;
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    return await context.canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
  } catch {
    return undefined;
  }
}
