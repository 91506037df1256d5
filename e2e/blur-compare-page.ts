/**
 * Runs in a bare page (bundled by esbuild, blur-compare.ts): a photo blurred by the canvas `filter`
 * and by our own Gaussian (src/codecs/blur/gaussian-pixels.ts), their SSIM and both times; and our
 * blur's time alone, in any engine (WebKit's canvas has no filter to compare with).
 */
import { gaussianPixels } from "../src/codecs/blur/gaussian-pixels";
import type { Raster } from "../src/codecs/image";
import { ssim } from "../src/codecs/ssim";
import { type BlurTiming, timeBlur } from "./blur-timing";

export interface BlurComparison {
  sigma: number;
  width: number;
  height: number;
  ssim: number;
  oursMs: number;
  canvasMs: number;
}

declare global {
  interface Window {
    compareBlur(url: string, sigmas: number[]): Promise<BlurComparison[]>;
    timeBlur(url: string, sigma: number, runs: number): Promise<BlurTiming>;
  }
}

const pixelsOf = (context: OffscreenCanvasRenderingContext2D): Raster => {
  const { width, height } = context.canvas;
  return { data: context.getImageData(0, 0, width, height).data, width, height };
};

async function photoContext(url: string): Promise<OffscreenCanvasRenderingContext2D> {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const photo = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d", { willReadFrequently: true })!;
  photo.drawImage(bitmap, 0, 0);
  return photo;
}

window.timeBlur = async (url, sigma, runs) => timeBlur(pixelsOf(await photoContext(url)), sigma, runs);

window.compareBlur = async (url, sigmas) => {
  const photo = await photoContext(url);
  const raster = pixelsOf(photo);
  const { width, height } = raster;
  const rows: BlurComparison[] = [];
  for (const sigma of sigmas) {
    const start = performance.now();
    const target = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true })!;
    target.filter = `blur(${sigma}px)`;
    target.drawImage(photo.canvas, 0, 0);
    const canvas = pixelsOf(target);
    const middle = performance.now();
    const ours = gaussianPixels(raster, sigma);
    const end = performance.now();
    rows.push({ sigma, width, height, ssim: ssim(ours, canvas), oursMs: end - middle, canvasMs: middle - start });
  }
  return rows;
};
