/**
 * Runs in a bare page (bundled by esbuild, blur-compare.ts): a photo blurred by the canvas `filter`
 * and by our own Gaussian (src/codecs/blur/gaussian-pixels.ts), their SSIM and both times.
 */
import { gaussianPixels } from "../src/codecs/blur/gaussian-pixels";
import type { Raster } from "../src/codecs/image";
import { ssim } from "../src/codecs/ssim";

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
  }
}

const pixelsOf = (context: OffscreenCanvasRenderingContext2D): Raster => {
  const { width, height } = context.canvas;
  return { data: context.getImageData(0, 0, width, height).data, width, height };
};

window.compareBlur = async (url, sigmas) => {
  const bitmap = await createImageBitmap(await (await fetch(url)).blob());
  const { width, height } = bitmap;
  const photo = new OffscreenCanvas(width, height).getContext("2d", { willReadFrequently: true })!;
  photo.drawImage(bitmap, 0, 0);
  const raster = pixelsOf(photo);
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
