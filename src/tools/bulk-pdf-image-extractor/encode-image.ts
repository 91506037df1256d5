/** A decoded image drawn on a canvas of its own and written in the chosen format. */
import type { OutputFile } from "../../domain/tool";
import { encodeCanvas, encodeImage, EXTENSIONS } from "../../codecs/encode";
import { rasterOfCanvas } from "../../codecs/image";
import type { DecodedImage } from "./page-images";
import { toRgba } from "./pixels";

function context2d(canvas: OffscreenCanvas, options?: CanvasRenderingContext2DSettings): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d", options);
  if (!context) throw new Error("This browser cannot draw images off the main thread.");
  return context;
}

function drawn(image: DecodedImage): OffscreenCanvas {
  const canvas = new OffscreenCanvas(image.width, image.height);
  const context = context2d(canvas);
  if (image.bitmap) context.drawImage(image.bitmap, 0, 0);
  else if (image.data)
    context.putImageData(new ImageData(toRgba(image.kind, image.data, image.width, image.height), image.width, image.height), 0, 0);
  else throw new Error("an image had no pixels");
  return canvas;
}

export async function encodeDecoded(
  image: DecodedImage,
  format: "png" | "jpeg" | "webp",
  quality: number,
  suffix: string,
): Promise<OutputFile> {
  let canvas = drawn(image);
  if (format === "jpeg") {
    // JPEG has no transparency: the image is laid on white.
    const opaque = new OffscreenCanvas(image.width, image.height);
    const context = context2d(opaque, { alpha: false });
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, image.width, image.height);
    context.drawImage(canvas, 0, 0);
    canvas.width = canvas.height = 0;
    canvas = opaque;
  }
  try {
    // A PNG in the smallest colour type its pixels fit: a CCITT scan as 1-bit grey, not RGBA.
    const blob =
      format === "png"
        ? await encodeImage(rasterOfCanvas(context2d(canvas)), { format, pngEffort: 0, reducePng: true })
        : await encodeCanvas(canvas, format, quality);
    return { blob, extension: EXTENSIONS[format], width: image.width, height: image.height, suffix };
  } finally {
    canvas.width = canvas.height = 0;
  }
}
