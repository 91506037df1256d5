/**
 * A small stand-in for a large image while a quality search encodes and scores it again and again:
 * full-resolution tiles taken on an even lattice across the image, packed into a mosaic.
 *
 * Why tiles and not a downscaled copy: shrinking hides the very artefacts being measured (on corpus
 * photos, SSIM of a 2–4× box-downscaled pair read 0.012–0.089 higher than at full size), while
 * full-size tiles keep them at their real scale (within ±0.002 at quality 75). Tiles start on
 * multiples of 128 px, so JPEG blocks, WebP macroblocks and AV1 superblocks fall on the same grid as
 * in the full image; SSIM is averaged tile by tile, so the seams between tiles never count.
 */
import type { Raster } from "../../codecs/image";
import { ssim } from "../../codecs/ssim";

export const TILE = 128;

export interface Sample {
  raster: Raster;
  /** True when the sample is the image itself (small images), so a probe's file is the final file. */
  whole: boolean;
}

export function cropRaster(raster: Raster, x: number, y: number, width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let row = 0; row < height; row += 1) {
    const from = ((y + row) * raster.width + x) * 4;
    data.set(raster.data.subarray(from, from + width * 4), row * width * 4);
  }
  return { data, width, height };
}

/** At most about `budget` pixels of the image; the image itself when it is not much larger. */
export function sampleOf(raster: Raster, budget: number): Sample {
  const columns = Math.floor(raster.width / TILE);
  const rows = Math.floor(raster.height / TILE);
  const wanted = Math.floor(budget / (TILE * TILE));
  if (raster.width * raster.height <= budget * 1.5 || columns * rows <= wanted) return { raster, whole: true };
  // A lattice with the image's aspect ratio: across × down tiles, each the centre cell of its span.
  const down = Math.max(1, Math.min(rows, Math.round(Math.sqrt((wanted * rows) / columns))));
  const across = Math.max(1, Math.min(columns, Math.floor(wanted / down)));
  const mosaic: Raster = { data: new Uint8ClampedArray(across * down * TILE * TILE * 4), width: across * TILE, height: down * TILE };
  for (let j = 0; j < down; j += 1) {
    const cellY = Math.floor(((j + 0.5) * rows) / down);
    for (let i = 0; i < across; i += 1) {
      const cellX = Math.floor(((i + 0.5) * columns) / across);
      for (let line = 0; line < TILE; line += 1) {
        const from = ((cellY * TILE + line) * raster.width + cellX * TILE) * 4;
        mosaic.data.set(raster.data.subarray(from, from + TILE * 4), ((j * TILE + line) * mosaic.width + i * TILE) * 4);
      }
    }
  }
  return { raster: mosaic, whole: false };
}

/** SSIM of a decoded candidate against the sample: over the whole image, or tile by tile for a mosaic. */
export function sampleSsim(sample: Sample, decoded: Raster): number {
  if (sample.whole) return ssim(sample.raster, decoded);
  let total = 0;
  let count = 0;
  for (let y = 0; y < sample.raster.height; y += TILE) {
    for (let x = 0; x < sample.raster.width; x += TILE) {
      total += ssim(cropRaster(sample.raster, x, y, TILE, TILE), cropRaster(decoded, x, y, TILE, TILE));
      count += 1;
    }
  }
  return total / count;
}
