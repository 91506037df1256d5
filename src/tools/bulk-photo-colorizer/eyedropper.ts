/**
 * The colour under a point of a picture shown on the page (the reference photo), to take as a hint
 * colour. It is the mean of a small square around the point, about half a percent of the picture's
 * shorter side: one pixel of a JPEG of leaves or skin is as likely a shadow, a highlight or a
 * compression speck as the colour the eye sees there.
 */
import { toHex } from "../../codecs/dominant-color";
import type { Point } from "../../lib/relative-box";

const WINDOW_SHARE = 0.005;
const MIN_WINDOW = 3;

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

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
  return toHex({ r: r / count, g: g / count, b: b / count });
}

/** The colour at `point` (fractions of the picture); null while the picture has not loaded, or where the browser cannot read pixels. */
export function colourAt(image: HTMLImageElement, point: Point): string | null {
  const { naturalWidth: width, naturalHeight: height } = image;
  if (!width || !height) return null;
  const side = Math.min(width, height, Math.max(MIN_WINDOW, Math.round(Math.min(width, height) * WINDOW_SHARE)));
  const left = clamp(Math.round(point.x * width - side / 2), 0, width - side);
  const top = clamp(Math.round(point.y * height - side / 2), 0, height - side);
  const context = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.canvas.width = side;
  context.canvas.height = side;
  context.drawImage(image, left, top, side, side, 0, 0, side, side);
  return meanColour(context.getImageData(0, 0, side, side).data);
}
