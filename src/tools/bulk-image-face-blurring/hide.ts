/**
 * Hides the faces in the pixels (worker side: the Gaussian blur draws on an OffscreenCanvas). Each
 * effect works on a small crop around its face and reads the original pixels, so faces that overlap
 * are each hidden in full.
 */
import { gaussianBlur } from "../../codecs/gaussian-blur";
import type { Raster } from "../../codecs/image";
import { pixelate } from "../../codecs/pixelate";
import { copyPixels, cropRaster, expandRect } from "../../codecs/rect-pixels";
import type { PixelRect } from "../../lib/relative-box";
import { blockSide, blurSigma, parseHexColour } from "./cover";

export type Method = "blur" | "pixelate" | "box";

export interface Cover {
  rect: PixelRect;
  /** The face's larger side in pixels, which the strength is a share of. */
  side: number;
}

export interface HideOptions {
  method: Method;
  strength: number;
  color: string;
}

/** The Gaussian's reach, in standard deviations, that a blur reads around its rectangle. */
const BLUR_REACH = 3;

function blurred(source: Raster, rect: PixelRect, sigma: number): Raster {
  const window = expandRect(rect, Math.ceil(sigma * BLUR_REACH), source.width, source.height);
  const inner = { x: rect.x - window.x, y: rect.y - window.y, width: rect.width, height: rect.height };
  return cropRaster(gaussianBlur(cropRaster(source, window), inner, sigma), inner);
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
  for (const { rect, side } of covers) {
    if (options.method === "box") {
      fill(result, rect, options.color);
      continue;
    }
    const hidden =
      options.method === "blur"
        ? blurred(source, rect, blurSigma(side, options.strength))
        : pixelate(cropRaster(source, rect), { x: 0, y: 0, width: rect.width, height: rect.height }, blockSide(side, options.strength));
    copyPixels(hidden, { x: 0, y: 0 }, result, rect);
  }
  return result;
}
