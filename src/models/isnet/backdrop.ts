/**
 * What goes behind a cut-out (the background-removal tool, the profile picture maker): a colour from
 * the settings, or a picture the visitor chose, laid over the whole output as CSS `cover` lays it.
 */
import { drawScaled } from "../../codecs/canvas-smoothing";
import type { PixelRect } from "../../lib/relative-box";
import type { Rgb } from "./compose";

/** "#rrggbb" (what the colour field stores) as numbers. */
export function parseHexColor(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`the background colour ${hex} is not of the form #rrggbb`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}

/**
 * The part of a picture that covers a width × height output as CSS `object-fit: cover` does: scaled
 * to fill it without distortion, centred, the overflow cut off.
 */
export function coverSource(pictureWidth: number, pictureHeight: number, width: number, height: number): PixelRect {
  const scale = Math.max(width / pictureWidth, height / pictureHeight);
  const sourceWidth = Math.min(pictureWidth, width / scale);
  const sourceHeight = Math.min(pictureHeight, height / scale);
  return { x: (pictureWidth - sourceWidth) / 2, y: (pictureHeight - sourceHeight) / 2, width: sourceWidth, height: sourceHeight };
}

/** The picture drawn over the whole of a `width` × `height` context, cut to fit. */
export function drawCover(context: OffscreenCanvasRenderingContext2D, bitmap: ImageBitmap, width: number, height: number): void {
  const source = coverSource(bitmap.width, bitmap.height, width, height);
  drawScaled(context, bitmap, source, { x: 0, y: 0, width, height });
}
