/**
 * Gaussian blur of a rectangle through the canvas `filter` ("blur(σpx)", Skia's Gaussian), which
 * works on OffscreenCanvas in workers. The filter samples transparent black beyond a canvas's edge,
 * so the blurred window is first copied onto a canvas whose margins repeat its edge pixels.
 */
import { canvasOf, drawable, type Raster } from "./image";
import type { PixelRect } from "../lib/relative-box";
import { clampedPieces, copyPixels, expandRect } from "./rect-pixels";

/** Reach of the kernel in standard deviations; beyond 3σ a Gaussian's weights add up to under 0.3 %. */
const REACH = 3;

/** A copy of the image with the rectangle blurred (σ in pixels); pixels outside it are left as they were. */
export function gaussianBlur(raster: Raster, rect: PixelRect, sigma: number): Raster {
  const pad = Math.ceil(sigma * REACH);
  // The pixels within reach of the rectangle are what the blur reads.
  const window = expandRect(rect, pad, raster.width, raster.height);
  const source = drawable(raster);
  const padded = canvasOf(window.width + 2 * pad, window.height + 2 * pad);
  padded.imageSmoothingEnabled = false;
  for (const piece of clampedPieces(window, pad)) padded.drawImage(source, ...piece);
  const blurred = canvasOf(padded.canvas.width, padded.canvas.height);
  blurred.filter = `blur(${sigma}px)`;
  blurred.drawImage(padded.canvas, 0, 0);
  const inside = { x: pad + rect.x - window.x, y: pad + rect.y - window.y };
  const pixels = blurred.getImageData(inside.x, inside.y, rect.width, rect.height);
  const result = { data: raster.data.slice(), width: raster.width, height: raster.height };
  copyPixels({ data: pixels.data, width: rect.width, height: rect.height }, { x: 0, y: 0 }, result, rect);
  return result;
}
