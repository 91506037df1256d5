import type { Raster } from "../../codecs/image";
import type { Rect } from "./size";

/** Copies a rectangle of pixels out of a raster (rows are contiguous, so each is one copy). */
export function cropRaster(raster: Raster, rect: Rect): Raster {
  if (rect.x === 0 && rect.y === 0 && rect.width === raster.width && rect.height === raster.height) return raster;
  const data = new Uint8ClampedArray(rect.width * rect.height * 4);
  for (let row = 0; row < rect.height; row += 1) {
    const start = ((rect.y + row) * raster.width + rect.x) * 4;
    data.set(raster.data.subarray(start, start + rect.width * 4), row * rect.width * 4);
  }
  return { data, width: rect.width, height: rect.height };
}
