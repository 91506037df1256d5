import { canvasDownscaleAverages, drawScaled } from "../../codecs/canvas-smoothing";
import { decodeNative } from "../../codecs/decode";
import { bitmapSource, type Raster } from "../../codecs/image";
import type { OutputFile } from "../../domain/tool";

const THUMBNAIL_SIZE = 320;
const PREVIEWABLE = /^image\/(jpeg|png|webp|avif|gif)$/;
const QUALITY = 0.8;

/** Whether any pixel of the small drawn thumbnail lets the page behind it show through. */
export function showsThrough(pixels: Uint8ClampedArray): boolean {
  for (let index = 3; index < pixels.length; index += 4) if (pixels[index] !== 255) return true;
  return false;
}

/**
 * A small image of the first image output, so a grid of hundreds of results never holds hundreds of
 * full-size decoded images. Runs in the worker, where decoding costs the page nothing; scaled from
 * the pixels the output was encoded from when the tool passed them on. JPEG unless the result is
 * transparent: at this size Chromium writes a JPEG in about 1 ms and a WebP in about 7 ms, a share of
 * every photo's time in the fastest tools.
 */
export async function makeThumbnail(files: readonly OutputFile[]): Promise<Blob | undefined> {
  // JPEG XL is drawn from the pixels it was encoded from: browsers mostly cannot decode it.
  const image = files.find((file) => PREVIEWABLE.test(file.blob.type) || (file.pixels && file.blob.type === "image/jxl"));
  if (!image) return undefined;
  try {
    const pixels = image.pixels ?? (await scaledJpeg(image));
    const source = pixels ? bitmapSource(pixels) : await createImageBitmap(image.blob);
    const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(source.width, source.height));
    const width = Math.max(1, Math.round(source.width * scale));
    const height = Math.max(1, Math.round(source.height * scale));
    const context = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true });
    if (!context) return undefined;
    await drawThumbnail(context, source, width, height);
    if (source instanceof ImageBitmap) source.close();
    const transparent = image.blob.type !== "image/jpeg" && showsThrough(context.getImageData(0, 0, width, height).data);
    return await context.canvas.convertToBlob({ type: transparent ? "image/webp" : "image/jpeg", quality: QUALITY });
  } catch {
    return undefined;
  }
}

/**
 * The source drawn small. Where the canvas averages (Chromium), createImageBitmap's own resize does
 * it; where it would alias (Firefox, WebKit: their bitmap resize ignores `resizeQuality` as their
 * canvas ignores `imageSmoothingQuality`), the canvas draws it after halving (canvas-smoothing.ts).
 */
async function drawThumbnail(
  context: OffscreenCanvasRenderingContext2D,
  source: OffscreenCanvas | ImageData | ImageBitmap,
  width: number,
  height: number,
): Promise<void> {
  if (canvasDownscaleAverages()) {
    const bitmap = await createImageBitmap(source, { resizeWidth: width, resizeHeight: height, resizeQuality: "high" });
    context.drawImage(bitmap, 0, 0);
    bitmap.close();
    return;
  }
  const drawn = source instanceof ImageData ? await createImageBitmap(source) : source;
  drawScaled(context, drawn, { x: 0, y: 0, width: source.width, height: source.height }, { x: 0, y: 0, width, height });
  if (drawn instanceof ImageBitmap && drawn !== source) drawn.close();
}

/**
 * A JPEG output with no pixels passed on (an original kept, or one left in its own colour space),
 * decoded straight at about the thumbnail's size: the decoder skips most of a large photo's work.
 */
async function scaledJpeg(file: OutputFile): Promise<Raster | null> {
  const { width, height } = file;
  if (file.blob.type !== "image/jpeg" || !width || !height) return null;
  const scale = Math.min(1, THUMBNAIL_SIZE / Math.max(width, height));
  const scaleTo = {
    source: { x: 0, y: 0, width, height },
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
  return decodeNative(file.blob, { scaleTo, displayed: { width, height } }, "jpeg");
}
