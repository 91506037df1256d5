/**
 * The colour under the pointer on a picture shown on the page, for the tools' eyedroppers: the mean
 * of a small square around the pixel, since one pixel of a JPEG is as likely a compression speck, a
 * shadow or a highlight as the colour the eye sees there.
 */
import { toHex } from "../../codecs/dominant-color";

/** The mean colour of RGBA pixels as "#rrggbb"; null for none. */
export function meanColour(data: Uint8ClampedArray): string | null {
  const count = Math.floor(data.length / 4);
  if (count === 0) return null;
  let [r, g, b] = [0, 0, 0];
  for (let index = 0; index < count * 4; index += 4) {
    r += data[index] as number;
    g += data[index + 1] as number;
    b += data[index + 2] as number;
  }
  return toHex({ r: Math.round(r / count), g: Math.round(g / count), b: Math.round(b / count) });
}

/**
 * The mean colour of the `side` × `side` square of the image's own pixels centred on pixel (x, y),
 * moved inside the image at its edges; null while it has not loaded, or where the browser cannot read pixels.
 */
export function meanColourAt(image: HTMLImageElement, x: number, y: number, side: number): string | null {
  const { naturalWidth: width, naturalHeight: height } = image;
  if (!width || !height) return null;
  const [spanX, spanY] = [Math.min(side, width), Math.min(side, height)];
  const left = Math.max(0, Math.min(width - spanX, Math.round(x - (side - 1) / 2)));
  const top = Math.max(0, Math.min(height - spanY, Math.round(y - (side - 1) / 2)));
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.canvas.width = spanX;
  context.canvas.height = spanY;
  context.drawImage(image, left, top, spanX, spanY, 0, 0, spanX, spanY);
  return meanColour(context.getImageData(0, 0, spanX, spanY).data);
}
