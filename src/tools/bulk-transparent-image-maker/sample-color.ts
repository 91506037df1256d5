/** Reads a colour off a displayed image on the page, for the eyedropper. */
import { toHex } from "../../codecs/dominant-color";

/** Averaged over 3×3 pixels, so JPEG noise does not decide the colour picked. */
const SPAN = 3;

export function sampleColor(image: HTMLImageElement, x: number, y: number): string | null {
  const left = Math.max(0, Math.min(image.naturalWidth - SPAN, x - 1));
  const top = Math.max(0, Math.min(image.naturalHeight - SPAN, y - 1));
  const width = Math.min(SPAN, image.naturalWidth);
  const height = Math.min(SPAN, image.naturalHeight);
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.canvas.width = width;
  context.canvas.height = height;
  context.drawImage(image, left, top, width, height, 0, 0, width, height);
  const { data } = context.getImageData(0, 0, width, height);
  const sum = { r: 0, g: 0, b: 0 };
  for (let index = 0; index < data.length; index += 4) {
    sum.r += data[index] as number;
    sum.g += data[index + 1] as number;
    sum.b += data[index + 2] as number;
  }
  const count = data.length / 4;
  return toHex({ r: Math.round(sum.r / count), g: Math.round(sum.g / count), b: Math.round(sum.b / count) });
}
