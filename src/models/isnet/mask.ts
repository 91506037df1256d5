/**
 * The subject mask at the photo's own size: the model's 1024² probabilities stretched back over the
 * photo (bilinear, pixel centres aligned as PyTorch's `align_corners=False` does), softened on request.
 */
import { expandRect } from "../../codecs/rect-pixels";
import { changeBounds } from "./bounds";
import type { Mask } from "./mask-plane";
import { gaussianBoxRadius, gaussianLikeBlur } from "./box-blur";
import { linearPositions } from "./sampling";

export type { Mask } from "./mask-plane";

/** Resizes a square plane of probabilities (0…1) to width × height opacities (0…255). */
export function maskFromOutput(output: ArrayLike<number>, size: number, width: number, height: number): Mask {
  if (output.length !== size * size) throw new Error(`expected a ${size}×${size} output, got ${output.length} values`);
  const data = new Uint8ClampedArray(width * height);
  const columns = linearPositions(width, size, size / width);
  const rows = linearPositions(height, size, size / height);
  for (let y = 0; y < height; y += 1) {
    const upper = (rows.first[y] as number) * size;
    const lower = (rows.second[y] as number) * size;
    const fy = rows.fraction[y] as number;
    for (let x = 0; x < width; x += 1) {
      const left = columns.first[x] as number;
      const right = columns.second[x] as number;
      const fx = columns.fraction[x] as number;
      const above = (output[upper + left] as number) * (1 - fx) + (output[upper + right] as number) * fx;
      const below = (output[lower + left] as number) * (1 - fx) + (output[lower + right] as number) * fx;
      data[y * width + x] = Math.round(255 * Math.min(1, Math.max(0, above * (1 - fy) + below * fy)));
    }
  }
  return { data, width, height };
}

/** Softens the mask's outline by a Gaussian-like blur of about σ pixels; 0 leaves it as it is. */
export function featherMask(mask: Mask, sigma: number): Mask {
  if (sigma <= 0) return mask;
  const changes = changeBounds(mask);
  if (!changes) return mask;
  // The three boxes of radius r move values at most 3r from where the mask changes, and the windows
  // of those pixels reach r further: beyond that the blur gives each pixel its own value back, so
  // only that rectangle is blurred, exactly as the whole mask would be.
  const { width } = mask;
  const area = expandRect(changes, 4 * gaussianBoxRadius(sigma) + 1, width, mask.height);
  const plane = new Float32Array(area.width * area.height);
  for (let y = 0; y < area.height; y += 1) {
    const from = (area.y + y) * width + area.x;
    plane.set(mask.data.subarray(from, from + area.width), y * area.width);
  }
  const blurred = gaussianLikeBlur(plane, area.width, area.height, sigma);
  const data = mask.data.slice();
  for (let y = 0; y < area.height; y += 1) {
    data.set(blurred.subarray(y * area.width, (y + 1) * area.width), (area.y + y) * width + area.x);
  }
  return { data, width, height: mask.height };
}

/** A mask that also keeps whatever the photo itself had made transparent (an RGBA cut-out stays cut out). */
export function withImageAlpha(mask: Mask, rgba: Uint8ClampedArray): Mask {
  const data = new Uint8ClampedArray(mask.data.length);
  for (let pixel = 0; pixel < data.length; pixel += 1) {
    data[pixel] = Math.round(((mask.data[pixel] as number) * (rgba[pixel * 4 + 3] as number)) / 255);
  }
  return { data, width: mask.width, height: mask.height };
}
