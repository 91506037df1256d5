/**
 * Hides the faces in the pixels. Each group of meeting covers is hidden in one pass over a crop around
 * it, from the original pixels; a blurred group is checked to have really changed.
 */
import { assertBlurred } from "../../codecs/blur/blur-check";
import { gaussianBlur } from "../../codecs/gaussian-blur";
import type { Raster } from "../../codecs/image";
import { pixelate } from "../../codecs/pixelate";
import { copyPixels, cropRaster, expandRect } from "../../codecs/rect-pixels";
import type { PixelRect, Point } from "../../lib/relative-box";
import { blockSide, blurSigma, type Cover, type CoverGroup, groupCovers, parseHexColour } from "./cover";

export type Method = "blur" | "pixelate" | "box";

export interface HideOptions {
  method: Method;
  strength: number;
  color: string;
}

/** The Gaussian's reach, in standard deviations, that a blur reads around its rectangle. */
const BLUR_REACH = 3;

/** The group's bounds blurred, with the pixels the blur reads around them: the window and where the bounds sit in it. */
function blurredWindow(source: Raster, group: CoverGroup, sigma: number): { pixels: Raster; origin: Point } {
  const window = expandRect(group.bounds, Math.ceil(sigma * BLUR_REACH), source.width, source.height);
  const inner = { ...group.bounds, x: group.bounds.x - window.x, y: group.bounds.y - window.y };
  return { pixels: gaussianBlur(cropRaster(source, window), inner, sigma), origin: window };
}

/** Whether a pixel of the image lies in one of the group's covers. */
function inCovers(group: CoverGroup, imageWidth: number): (pixel: number) => boolean {
  return (pixel) => {
    const x = pixel % imageWidth;
    const y = Math.floor(pixel / imageWidth);
    return group.rects.some((rect) => x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height);
  };
}

function fill(target: Raster, rect: PixelRect, color: string): void {
  const [red, green, blue] = parseHexColour(color);
  const words = new Uint32Array(target.data.buffer, target.data.byteOffset, target.data.length / 4);
  const value = new Uint32Array(new Uint8ClampedArray([red, green, blue, 255]).buffer)[0] as number;
  for (let y = rect.y; y < rect.y + rect.height; y += 1)
    words.fill(value, y * target.width + rect.x, y * target.width + rect.x + rect.width);
}

/** A copy of the image with every cover hidden. */
export function hideFaces(source: Raster, covers: readonly Cover[], options: HideOptions): Raster {
  const result = { data: source.data.slice(), width: source.width, height: source.height };
  for (const group of groupCovers(covers)) {
    if (options.method === "box") {
      for (const rect of group.rects) fill(result, rect, options.color);
      continue;
    }
    const { bounds } = group;
    const sigma = blurSigma(group.side, options.strength);
    const hidden =
      options.method === "blur"
        ? blurredWindow(source, group, sigma)
        : {
            pixels: pixelate(
              cropRaster(source, bounds),
              { x: 0, y: 0, width: bounds.width, height: bounds.height },
              blockSide(group.side, options.strength),
            ),
            origin: bounds,
          };
    for (const rect of group.rects) copyPixels(hidden.pixels, { x: rect.x - hidden.origin.x, y: rect.y - hidden.origin.y }, result, rect);
    if (options.method === "blur") assertBlurred(source, result, { rect: bounds, selected: inCovers(group, source.width) }, sigma, "faces");
  }
  return result;
}
