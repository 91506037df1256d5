/**
 * Where smartcrop (edges, saturation and skin tones, weighted towards the rule of thirds) would
 * centre a crop of a ratio. smartcrop reads images through a canvas by default, which a worker does
 * not have as a DOM element; its `imageOperations` hook lets it read our RGBA pixels directly.
 */
import smartcrop, { type CropOptions } from "smartcrop";
import type { Point } from "../lib/relative-box";
import type { Raster } from "./image";

/** The options smartcrop takes but its type declarations leave out. */
interface RasterCropOptions extends CropOptions {
  prescale: boolean;
  imageOperations: {
    open: (image: Raster) => Promise<Raster>;
    getData: (image: Raster) => Promise<Raster>;
  };
}

const rasterOperations: RasterCropOptions["imageOperations"] = {
  open: (image) => Promise.resolve(image),
  getData: (image) => Promise.resolve(image),
};

/**
 * The centre of the best crop of the ratio, in fractions of the image. The crop is the largest of
 * its ratio (minScale 1), so only its position is searched. Pass a small copy (a few hundred
 * pixels a side): the search costs grow with the pixel count and gain nothing from detail.
 */
export async function smartCentre(raster: Raster, aspect: number): Promise<Point> {
  const options: RasterCropOptions = { width: aspect, height: 1, minScale: 1, prescale: false, imageOperations: rasterOperations };
  const { topCrop } = await smartcrop.crop(raster as unknown as CanvasImageSource, options);
  return { x: (topCrop.x + topCrop.width / 2) / raster.width, y: (topCrop.y + topCrop.height / 2) / raster.height };
}
