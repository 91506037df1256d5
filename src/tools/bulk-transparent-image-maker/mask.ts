/**
 * Which pixels a colour removal takes away: a keep level per pixel, 0 (removed) to 255 (kept), from
 * each pixel's colour distance to the target, ramped over the feather band beyond the tolerance.
 */
import type { Rgb } from "../../codecs/dominant-color";
import type { Raster } from "../../codecs/image";
import { distanceFrom } from "./color";

/** The part of a pixel kept (0–1): none within the tolerance, all beyond tolerance + feather, linear between. */
export function featherRamp(distance: number, tolerance: number, feather: number): number {
  if (distance <= tolerance) return 0;
  if (feather <= 0 || distance >= tolerance + feather) return 1;
  return (distance - tolerance) / feather;
}

export function removalMask(raster: Raster, target: Rgb, tolerance: number, feather: number): Uint8Array {
  const { data } = raster;
  const distance = distanceFrom(target);
  const mask = new Uint8Array(raster.width * raster.height);
  for (let pixel = 0, index = 0; pixel < mask.length; pixel += 1, index += 4) {
    const away = distance(data[index] as number, data[index + 1] as number, data[index + 2] as number);
    mask[pixel] = Math.round(featherRamp(away, tolerance, feather) * 255);
  }
  return mask;
}
