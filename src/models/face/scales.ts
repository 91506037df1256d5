import type { Raster } from "../../codecs/image";
import { resizeRaster } from "../../codecs/resize";

export type Resize = (raster: Raster, width: number, height: number) => Promise<Raster> | Raster;

/**
 * The browser's own resize: on the face corpus the full-range detector finds the same faces as after
 * a Lanczos resize (50 and 49 of 58), in a fraction of the time when enlarging.
 */
export const browserResize: Resize = (raster, width, height) => resizeRaster(raster, width, height, "fast");

/** What `look` finds in the image resized to each scale in turn, one at a time so only one enlarged copy is held. */
export async function atEachScale<S extends { width: number; height: number }, R>(
  raster: Raster,
  scales: readonly S[],
  look: (pixels: Raster, scale: S) => Promise<R[]>,
  resize: Resize = browserResize,
): Promise<R[]> {
  const found: R[] = [];
  for (const scale of scales) found.push(...(await look(await resize(raster, scale.width, scale.height), scale)));
  return found;
}
