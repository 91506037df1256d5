/**
 * A window of an image, turned and scaled, resampled to a network's input: the face models see a
 * face upright and at their own size whatever its place, size and roll in the photo, and the
 * detector sees the whole photo at its input size. Plain code on the pixel array, so the same
 * crop runs in a worker, in the tests and on the server.
 */
import { createRaster, type Raster } from "../../codecs/image";
import { boxShrink } from "../../codecs/resize";
import type { Point } from "./landmarks";

/**
 * Where an output lies in the image: the image point under the output's centre, the image pixels
 * per output pixel, and the turn (radians, clockwise) of the output's axes in the image.
 */
export interface SampleWindow {
  centre: Point;
  scale: number;
  angle: number;
}

/** A square crop of `side` image pixels around `centre`, turned by `angle`, read at `size` × `size`. */
export function squareWindow(centre: Point, side: number, angle: number, size: number): SampleWindow {
  return { centre, scale: side / size, angle };
}

/** The image point under a point of an output of `width` × `height`. */
export function toImagePoint(window: SampleWindow, width: number, height: number, p: Point): Point {
  const u = (p.x - width / 2) * window.scale;
  const v = (p.y - height / 2) * window.scale;
  const cos = Math.cos(window.angle);
  const sin = Math.sin(window.angle);
  return { x: window.centre.x + u * cos - v * sin, y: window.centre.y + u * sin + v * cos };
}

/**
 * The image halved again and again (block averages), kept per image: a window that shrinks the
 * image reads the level where it shrinks by less than two, so a large face is averaged over all its
 * pixels rather than read through a few scattered ones, at the cost of one pass over the image.
 */
const pyramids = new WeakMap<Raster, Raster[]>();

function pyramidLevel(raster: Raster, scale: number): { level: Raster; factor: number } {
  let levels = pyramids.get(raster);
  if (!levels) {
    levels = [raster];
    pyramids.set(raster, levels);
  }
  let index = 0;
  while (2 ** (index + 1) <= scale && Math.min(raster.width, raster.height) >> (index + 1) >= 2) {
    index += 1;
    levels[index] ??= boxShrink(levels[index - 1] as Raster, 2);
  }
  return { level: levels[index] as Raster, factor: 2 ** index };
}

/**
 * The window read at `width` × `height` (transparent past the image): bilinear samples of the
 * pyramid level nearest its scale, two by two per output pixel where it still shrinks that level,
 * weighted by their alpha.
 */
export function sampleWindow(raster: Raster, window: SampleWindow, width: number, height: number): Raster {
  const { level, factor } = pyramidLevel(raster, window.scale);
  const scale = window.scale / factor;
  const grid = scale > 1 ? 2 : 1;
  const { width: levelWidth, height: levelHeight, data } = level;
  const output = createRaster(width, height);
  // One output pixel's step in the level, across (cos, sin) and down (−sin, cos), turned and scaled.
  const acrossX = scale * Math.cos(window.angle);
  const acrossY = scale * Math.sin(window.angle);
  const centreX = window.centre.x / factor;
  const centreY = window.centre.y / factor;
  const share = 1 / (grid * grid);
  for (let v = 0; v < height; v += 1) {
    for (let u = 0; u < width; u += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let j = 0; j < grid; j += 1) {
        const dv = v + (j + 0.5) / grid - height / 2;
        for (let i = 0; i < grid; i += 1) {
          const du = u + (i + 0.5) / grid - width / 2;
          const x = centreX + du * acrossX - dv * acrossY - 0.5;
          const y = centreY + du * acrossY + dv * acrossX - 0.5;
          const x0 = Math.floor(x);
          const y0 = Math.floor(y);
          const fx = x - x0;
          const fy = y - y0;
          for (let corner = 0; corner < 4; corner += 1) {
            const px = x0 + (corner & 1);
            const py = y0 + (corner >> 1);
            if (px < 0 || py < 0 || px >= levelWidth || py >= levelHeight) continue;
            const at = (py * levelWidth + px) * 4;
            const weight = ((corner & 1) === 1 ? fx : 1 - fx) * (corner >> 1 === 1 ? fy : 1 - fy) * (data[at + 3] as number);
            r += (data[at] as number) * weight;
            g += (data[at + 1] as number) * weight;
            b += (data[at + 2] as number) * weight;
            a += weight;
          }
        }
      }
      // Colours weighted by alpha and divided back: what lies past the image (or is transparent in it)
      // leaves the edge see-through, not darker.
      const to = (v * width + u) * 4;
      if (a > 0) {
        output.data[to] = r / a;
        output.data[to + 1] = g / a;
        output.data[to + 2] = b / a;
      }
      output.data[to + 3] = a * share;
    }
  }
  return output;
}

/** The image resized to `width` × `height` (the detector's levels). */
export function resampleRaster(raster: Raster, width: number, height: number): Raster {
  const scale = Math.max(raster.width / width, raster.height / height);
  return sampleWindow(raster, { centre: { x: (width * scale) / 2, y: (height * scale) / 2 }, scale, angle: 0 }, width, height);
}

/** RGB values from 0 to 1, pixel by pixel: the face mesh's input. */
export function unitRgb(raster: Raster): Float32Array {
  const pixels = raster.width * raster.height;
  const output = new Float32Array(pixels * 3);
  for (let index = 0; index < pixels; index += 1) {
    output[index * 3] = (raster.data[index * 4] as number) / 255;
    output[index * 3 + 1] = (raster.data[index * 4 + 1] as number) / 255;
    output[index * 3 + 2] = (raster.data[index * 4 + 2] as number) / 255;
  }
  return output;
}

/** The image mirrored left to right. */
export function mirrorRaster(raster: Raster): Raster {
  const output = createRaster(raster.width, raster.height);
  const source = new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height);
  const target = new Uint32Array(output.data.buffer, output.data.byteOffset, raster.width * raster.height);
  for (let y = 0; y < raster.height; y += 1) {
    const row = y * raster.width;
    for (let x = 0; x < raster.width; x += 1) target[row + x] = source[row + raster.width - 1 - x] as number;
  }
  return output;
}
