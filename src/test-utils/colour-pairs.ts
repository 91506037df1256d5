/**
 * The colorizer's ground truth: each grey photo of `corpus/grayscale` with its colour original on
 * the same pixel grid, read at a small size by libvips, and how close a colouring comes to the original.
 */
import type { Raster } from "../codecs/image";
import type { Hint } from "../tools/bulk-photo-colorizer/hints";
import { lightnessOf, rgbToLab } from "../lib/cielab";
import { seededRandom } from "../lib/seeded-random";
import { corpusRaster } from "./corpus";
import { psnrIn } from "./fill-scene";

/** Grey photo file of each pair; the original is `<name>.orig.jpg`. */
export const GREY_PAIRS: Record<string, string> = {
  alpaca: "alpaca.jpg",
  bonnet_macaques: "bonnet_macaques.jpg",
  nature_lake: "nature_lake.jpg",
  petra_treasury: "petra_treasury.jpg",
  sunset_field: "sunset_field.png",
};

export async function greyPair(name: string, side: number): Promise<{ grey: Raster; original: Raster }> {
  const [grey, original] = await Promise.all([
    corpusRaster(`grayscale/${GREY_PAIRS[name]}`, side),
    corpusRaster(`grayscale/${name}.orig.jpg`, side),
  ]);
  return { grey, original };
}

/** PSNR (dB) of the RGB channels over the whole image. */
export function psnr(image: Raster, reference: Raster): number {
  return psnrIn(image, reference, new Uint8Array(image.width * image.height).fill(1));
}

/** The mean absolute change of CIELAB lightness between two images. */
export function lightnessChange(image: Raster, reference: Raster): number {
  const pixels = image.width * image.height;
  const [after, before] = [lightnessOf(image.data, pixels), lightnessOf(reference.data, pixels)];
  return after.reduce((sum, value, pixel) => sum + Math.abs(value - (before[pixel] as number)), 0) / pixels;
}

/** The root mean square distance in CIELAB a, b between two images: the colour error, lightness aside. */
export function chromaError(image: Raster, reference: Raster): number {
  let sum = 0;
  const pixels = image.width * image.height;
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const at = pixel * 4;
    const mine = rgbToLab(image.data[at] as number, image.data[at + 1] as number, image.data[at + 2] as number);
    const theirs = rgbToLab(reference.data[at] as number, reference.data[at + 1] as number, reference.data[at + 2] as number);
    sum += (mine.a - theirs.a) ** 2 + (mine.b - theirs.b) ** 2;
  }
  return Math.sqrt(sum / pixels);
}

/** `count` hints at seeded random points of the original, with its colour there. */
export function sampledHints(original: Raster, count: number, seed = 7): Hint[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const x = Math.floor(random() * original.width);
    const y = Math.floor(random() * original.height);
    const at = (y * original.width + x) * 4;
    const color = `#${[0, 1, 2].map((channel) => (original.data[at + channel] as number).toString(16).padStart(2, "0")).join("")}`;
    return { x: (x + 0.5) / original.width, y: (y + 0.5) / original.height, color };
  });
}
