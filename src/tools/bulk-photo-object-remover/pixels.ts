/** The fill's working copy of a photo's crop: floating-point channels, interleaved, so averages do not round at every step. */
import type { Raster } from "../../codecs/image";
import type { PixelRect } from "./hole";

export interface Pixels {
  data: Float32Array;
  width: number;
  height: number;
  /** 4: red, green, blue, alpha. */
  channels: number;
}

export const CHANNELS = 4;

export function pixelsOf(raster: Raster, rect: PixelRect): Pixels {
  const data = new Float32Array(rect.width * rect.height * CHANNELS);
  for (let y = 0; y < rect.height; y += 1) {
    const from = ((rect.y + y) * raster.width + rect.x) * CHANNELS;
    data.set(raster.data.subarray(from, from + rect.width * CHANNELS), y * rect.width * CHANNELS);
  }
  return { data, width: rect.width, height: rect.height, channels: CHANNELS };
}
