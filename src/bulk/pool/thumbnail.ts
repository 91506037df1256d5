import type { OutputFile } from "../types";

const THUMBNAIL_SIZE = 320;
const PREVIEWABLE = /^image\/(jpeg|png|webp|avif|gif)$/;

/**
 * A small JPEG/WebP of the first image output, so a grid of hundreds of results never holds
 * hundreds of full-size decoded images. Runs in the worker, where decoding costs the page nothing.
 */
export async function makeThumbnail(files: readonly OutputFile[]): Promise<Blob | undefined> {
  const image = files.find((file) => PREVIEWABLE.test(file.blob.type));
  if (!image) return undefined;
  try {
    const full = await createImageBitmap(image.blob);
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(full.width, full.height));
    const width = Math.max(1, Math.round(full.width * scale));
    const height = Math.max(1, Math.round(full.height * scale));
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext("2d");
    if (!context) return undefined;
    context.imageSmoothingQuality = "high";
    context.drawImage(full, 0, 0, width, height);
    full.close();
    return await canvas.convertToBlob({ type: "image/webp", quality: 0.8 });
  } catch {
    return undefined;
  }
}
