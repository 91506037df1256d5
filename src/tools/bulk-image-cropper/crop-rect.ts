/**
 * Where the crop falls on one image, in whole pixels: the shape comes from the preset's ratio, the
 * place from the mode (the centre, a drawn box stored in fractions, or a point smart crop found).
 */
import type { Raster } from "../../codecs/image";
import { type PixelRect, type Point, type RelBox, relativeToPixels } from "../../lib/relative-box";

/** The largest whole-pixel size of the ratio that fits (the whole size when the ratio is free). */
export function fitSize(maxWidth: number, maxHeight: number, aspect: number | null): { width: number; height: number } {
  if (aspect === null) return { width: maxWidth, height: maxHeight };
  const width = Math.max(1, Math.min(maxWidth, Math.round(maxHeight * aspect)));
  const height = Math.max(1, Math.min(maxHeight, Math.round(width / aspect)));
  return { width, height };
}

/** A size centred on a point, moved in where it would stick out of the image. */
export function placeAround(size: { width: number; height: number }, centre: Point, imageWidth: number, imageHeight: number): PixelRect {
  const width = Math.min(size.width, imageWidth);
  const height = Math.min(size.height, imageHeight);
  const clamp = (value: number, high: number) => Math.min(high, Math.max(0, value));
  return {
    x: clamp(Math.round(centre.x - width / 2), imageWidth - width),
    y: clamp(Math.round(centre.y - height / 2), imageHeight - height),
    width,
    height,
  };
}

/** The largest crop of the ratio centred on a point given in fractions of the image (the centre crop: 0.5, 0.5). */
export function cropAround(imageWidth: number, imageHeight: number, centre: Point, aspect: number | null): PixelRect {
  return placeAround(
    fitSize(imageWidth, imageHeight, aspect),
    { x: centre.x * imageWidth, y: centre.y * imageHeight },
    imageWidth,
    imageHeight,
  );
}

/**
 * The crop a drawn box asks for on this image: the box in pixels, narrowed to the ratio on its own
 * centre. On the image it was drawn on it already has the ratio; on an image of another shape, the
 * crop stays within what the box covers.
 */
export function cropInBox(imageWidth: number, imageHeight: number, box: RelBox, aspect: number | null): PixelRect {
  const area = relativeToPixels(box, imageWidth, imageHeight);
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  return placeAround(fitSize(area.width, area.height, aspect), centre, imageWidth, imageHeight);
}

/** The pixels of a rectangle, copied row by row. */
export function cropRaster(raster: Raster, rect: PixelRect): Raster {
  const data = new Uint8ClampedArray(rect.width * rect.height * 4);
  const rowBytes = rect.width * 4;
  for (let row = 0; row < rect.height; row += 1) {
    const from = ((rect.y + row) * raster.width + rect.x) * 4;
    data.set(raster.data.subarray(from, from + rowBytes), row * rowBytes);
  }
  return { data, width: rect.width, height: rect.height };
}
