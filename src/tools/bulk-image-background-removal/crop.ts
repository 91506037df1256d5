/**
 * Crop to the subject: the box around the pixels the mask keeps, grown by a padding, and the cut-out
 * cut to it. The padded box may reach past the photo (a subject touching an edge still gets its
 * padding, so a batch of product shots is framed alike); the part outside is transparent.
 */
import type { Raster } from "../../codecs/image";
import type { PixelRect } from "../../lib/relative-box";
import { boundsWhere } from "../../models/isnet/bounds";
import type { Mask } from "../../models/isnet/mask";

/** Opacity from which a pixel counts as subject for the box: the faint haze a model leaves around does not. */
export const SUBJECT_OPACITY = 32;

/** The smallest rectangle holding every pixel at least `threshold` opaque, or null when there is none. */
export function subjectBox(mask: Mask, threshold = SUBJECT_OPACITY): PixelRect | null {
  return boundsWhere(mask, (pixel) => (mask.data[pixel] as number) >= threshold);
}

/** The box grown on every side by `percent` of its longer side (whole pixels). */
export function padBox(box: PixelRect, percent: number): PixelRect {
  const pad = Math.round((Math.max(box.width, box.height) * percent) / 100);
  return { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
}

/** The pixels of `raster` inside `box`; those of the box outside the raster are transparent black. */
export function cropRaster(raster: Raster, box: PixelRect): Raster {
  const data = new Uint8ClampedArray(box.width * box.height * 4);
  const fromX = Math.max(0, box.x);
  const toX = Math.min(raster.width, box.x + box.width);
  if (toX <= fromX) return { data, width: box.width, height: box.height };
  for (let y = Math.max(0, box.y); y < Math.min(raster.height, box.y + box.height); y += 1) {
    const source = (y * raster.width + fromX) * 4;
    data.set(raster.data.subarray(source, source + (toX - fromX) * 4), ((y - box.y) * box.width + (fromX - box.x)) * 4);
  }
  return { data, width: box.width, height: box.height };
}
