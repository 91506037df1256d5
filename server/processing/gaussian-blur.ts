/**
 * The background blur tool's canvas blur (src/tools/bulk-blur-image-background/blur.ts) on Node:
 * @napi-rs/canvas is Skia, the same blur filter the browser's OffscreenCanvas runs, on the same
 * premultiplied colour, so the weighted layer comes back as the same normalised convolution.
 */
import { createCanvas, ImageData } from "@napi-rs/canvas";
import type { Raster } from "../../src/codecs/image";

export function gaussianBlur(layer: Raster, sigma: number): Raster {
  const { width, height } = layer;
  const source = createCanvas(width, height);
  source.getContext("2d").putImageData(new ImageData(layer.data, width, height), 0, 0);
  const target = createCanvas(width, height).getContext("2d");
  target.filter = `blur(${sigma}px)`;
  target.drawImage(source, 0, 0);
  return { data: new Uint8ClampedArray(target.getImageData(0, 0, width, height).data.buffer), width, height };
}
