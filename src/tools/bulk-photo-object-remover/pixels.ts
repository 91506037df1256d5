/** The fill's working copy of a photo's crop: floating-point channels, interleaved, so averages do not round at every step. */
import type { Raster } from "../../codecs/image";
import { copyPixels } from "../../codecs/rect-pixels";
import type { PixelRect } from "./hole";

export interface Pixels {
  data: Float32Array;
  width: number;
  height: number;
  /** 4: red, green, blue, alpha. */
  channels: number;
}

export const CHANNELS = 4;

/** The part of a photo (or of a working copy) inside `rect`, as a working copy of its own. */
export function pixelsOf(image: Raster | Pixels, rect: PixelRect): Pixels {
  const part = { data: new Float32Array(rect.width * rect.height * CHANNELS), width: rect.width, height: rect.height, channels: CHANNELS };
  copyPixels(image, rect, part, { x: 0, y: 0, width: rect.width, height: rect.height });
  return part;
}

/** Rec. 601 luma of each pixel: the brightness the fill's texture and edge measures look at. */
export function lumaOf(image: Pixels): Float32Array {
  const { data, channels } = image;
  const size = image.width * image.height;
  const luma = new Float32Array(size);
  for (let pixel = 0; pixel < size; pixel += 1) {
    const at = pixel * channels;
    luma[pixel] = 0.299 * (data[at] as number) + 0.587 * (data[at + 1] as number) + 0.114 * (data[at + 2] as number);
  }
  return luma;
}
