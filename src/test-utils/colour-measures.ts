/**
 * How close a colouring comes to the colour original, in the three measures: PSNR of the RGB
 * channels, the mean CIELAB a/b error, and the share of the photo painted a wrong hue.
 */
import type { Raster } from "../codecs/image";
import { rgbToLab } from "../lib/cielab";
import { psnr } from "./colour-pairs";

/**
 * A pixel counts for the wrong-hue share only where both it and the original are clearly coloured:
 * at chroma C*ab 10 a hue is plain to see (JPEG noise on grey stays under 2), and a pixel left grey
 * or nearly so is a missing colour, not a wrong one.
 */
export const HUE_CHROMA = 10;
/** Hues further apart than this are wrong: blue for green, pink for yellow, not a warmer or cooler shade. */
export const WRONG_HUE_DEGREES = 90;

/** The a, b of every pixel. */
function chromaPlanes({ data, width, height }: Raster): { a: Float32Array; b: Float32Array } {
  const pixels = width * height;
  const [a, b] = [new Float32Array(pixels), new Float32Array(pixels)];
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const at = pixel * 4;
    const lab = rgbToLab(data[at] as number, data[at + 1] as number, data[at + 2] as number);
    a[pixel] = lab.a;
    b[pixel] = lab.b;
  }
  return { a, b };
}

/** The mean distance in CIELAB a, b between two images, pixel by pixel (the RMS of colour-pairs' chromaError weighs outliers more). */
export function meanChromaError(image: Raster, reference: Raster): number {
  const [mine, theirs] = [chromaPlanes(image), chromaPlanes(reference)];
  let sum = 0;
  for (let pixel = 0; pixel < mine.a.length; pixel += 1)
    sum += Math.hypot((mine.a[pixel] as number) - (theirs.a[pixel] as number), (mine.b[pixel] as number) - (theirs.b[pixel] as number));
  return sum / mine.a.length;
}

/** The share of all the photo's pixels whose hue is more than WRONG_HUE_DEGREES from the original's, both at least HUE_CHROMA. */
export function wrongHueShare(image: Raster, reference: Raster): number {
  const [mine, theirs] = [chromaPlanes(image), chromaPlanes(reference)];
  let wrong = 0;
  for (let pixel = 0; pixel < mine.a.length; pixel += 1) {
    const [a, b] = [mine.a[pixel] as number, mine.b[pixel] as number];
    const [trueA, trueB] = [theirs.a[pixel] as number, theirs.b[pixel] as number];
    if (Math.hypot(a, b) < HUE_CHROMA || Math.hypot(trueA, trueB) < HUE_CHROMA) continue;
    const apart = Math.abs(Math.atan2(b, a) - Math.atan2(trueB, trueA)) * (180 / Math.PI);
    if (Math.min(apart, 360 - apart) > WRONG_HUE_DEGREES) wrong += 1;
  }
  return wrong / mine.a.length;
}

export interface ColourScore {
  /** dB, RGB. */
  psnr: number;
  /** Mean CIELAB a/b distance. */
  chroma: number;
  /** 0–1 of the photo. */
  wrongHue: number;
}

export function scoreColouring(image: Raster, original: Raster): ColourScore {
  return { psnr: psnr(image, original), chroma: meanChromaError(image, original), wrongHue: wrongHueShare(image, original) };
}
