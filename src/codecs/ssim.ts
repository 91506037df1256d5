/**
 * Structural similarity (Wang, Bovik, Sheikh, Simoncelli 2004) of two rasters, as the quality
 * searches and the benchmark score outputs: BT.601 luma, an 11×11 Gaussian window (σ = 1.5)
 * applied only where it fits inside the image ("valid", as in the paper's reference code),
 * C1 = (0.01·255)², C2 = (0.03·255)², and the mean of the SSIM map.
 *
 * Pure (no DOM), so it runs in workers, jest and Node. It streams row by row: each luma row is
 * filtered horizontally into a ring of 11 rows, and each output row is the vertical sum over the
 * ring, so memory stays a few rows wide even for 50 MP images.
 */
import type { Raster } from "./image";

const C1 = (0.01 * 255) ** 2;
const C2 = (0.03 * 255) ** 2;
const SIGMA = 1.5;
const RADIUS = 5;

/** Half a normalised Gaussian, centre first: weights[k] applies at offsets ±k. */
function halfKernel(radius: number): Float32Array {
  const full = Array.from({ length: radius + 1 }, (_, k) => Math.exp(-(k * k) / (2 * SIGMA * SIGMA)));
  const total = full.reduce((sum, weight, k) => sum + (k === 0 ? weight : 2 * weight), 0);
  return Float32Array.from(full, (weight) => weight / total);
}

/**
 * Luma of each pixel of one row. A pixel that is not opaque is taken as composited over black, so
 * a change of transparency counts as a change while the colour under a fully transparent pixel
 * (which encoders are free to alter) does not.
 */
function lumaRow(data: Uint8ClampedArray, width: number, row: number, out: Float32Array): void {
  let index = row * width * 4;
  for (let x = 0; x < width; x += 1, index += 4) {
    const luma = 0.299 * (data[index] as number) + 0.587 * (data[index + 1] as number) + 0.114 * (data[index + 2] as number);
    const alpha = data[index + 3] as number;
    out[x] = alpha === 255 ? luma : (luma * alpha) / 255;
  }
}

/** The five local moments the SSIM formula needs, filtered along one row. */
const MOMENTS = 5;

function filterRow(a: Float32Array, b: Float32Array, kernel: Float32Array, outWidth: number, out: Float32Array[]): void {
  const radius = kernel.length - 1;
  const [meanA, meanB, squareA, squareB, product] = out as [Float32Array, Float32Array, Float32Array, Float32Array, Float32Array];
  const centre = kernel[0] as number;
  for (let x = 0; x < outWidth; x += 1) {
    const at = x + radius;
    const va = a[at] as number;
    const vb = b[at] as number;
    let sumA = centre * va;
    let sumB = centre * vb;
    let sumAA = centre * va * va;
    let sumBB = centre * vb * vb;
    let sumAB = centre * va * vb;
    for (let k = 1; k <= radius; k += 1) {
      const weight = kernel[k] as number;
      const a1 = a[at - k] as number;
      const a2 = a[at + k] as number;
      const b1 = b[at - k] as number;
      const b2 = b[at + k] as number;
      sumA += weight * (a1 + a2);
      sumB += weight * (b1 + b2);
      sumAA += weight * (a1 * a1 + a2 * a2);
      sumBB += weight * (b1 * b1 + b2 * b2);
      sumAB += weight * (a1 * b1 + a2 * b2);
    }
    meanA[x] = sumA;
    meanB[x] = sumB;
    squareA[x] = sumAA;
    squareB[x] = sumBB;
    product[x] = sumAB;
  }
}

/** Mean SSIM of two rasters of the same size: 1 for identical images, lower as they differ. */
export function ssim(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height) {
    throw new Error(`SSIM needs images of the same size (${a.width}×${a.height} vs ${b.width}×${b.height})`);
  }
  const { width, height } = a;
  if (width === 0 || height === 0) throw new Error("SSIM needs a non-empty image");
  // Images narrower than the window get the largest window that fits.
  const radius = Math.min(RADIUS, Math.floor((Math.min(width, height) - 1) / 2));
  const kernel = halfKernel(radius);
  const span = 2 * radius + 1;
  const outWidth = width - 2 * radius;
  const outHeight = height - 2 * radius;
  const lumaA = new Float32Array(width);
  const lumaB = new Float32Array(width);
  const ring = Array.from({ length: span }, () => Array.from({ length: MOMENTS }, () => new Float32Array(outWidth)));
  const sums = Array.from({ length: MOMENTS }, () => new Float64Array(outWidth));
  let total = 0;
  for (let row = 0; row < height; row += 1) {
    lumaRow(a.data, width, row, lumaA);
    lumaRow(b.data, width, row, lumaB);
    filterRow(lumaA, lumaB, kernel, outWidth, ring[row % span] as Float32Array[]);
    if (row >= span - 1) total += ssimRow(ring, row - radius, kernel, sums);
  }
  return total / (outWidth * outHeight);
}

/** Sum of the SSIM map along one output row centred on `centre`, from the ring of filtered rows. */
function ssimRow(ring: Float32Array[][], centre: number, kernel: Float32Array, sums: Float64Array[]): number {
  const span = ring.length;
  const radius = kernel.length - 1;
  const outWidth = (sums[0] as Float64Array).length;
  const rowAt = (offset: number) => ring[(centre + offset + span) % span] as Float32Array[];
  for (let m = 0; m < MOMENTS; m += 1) {
    const out = sums[m] as Float64Array;
    const middle = rowAt(0)[m] as Float32Array;
    const centreWeight = kernel[0] as number;
    for (let x = 0; x < outWidth; x += 1) out[x] = centreWeight * (middle[x] as number);
    for (let k = 1; k <= radius; k += 1) {
      const weight = kernel[k] as number;
      const above = rowAt(-k)[m] as Float32Array;
      const below = rowAt(k)[m] as Float32Array;
      for (let x = 0; x < outWidth; x += 1) out[x] = (out[x] as number) + weight * ((above[x] as number) + (below[x] as number));
    }
  }
  const [meanA, meanB, squareA, squareB, product] = sums as [Float64Array, Float64Array, Float64Array, Float64Array, Float64Array];
  let sum = 0;
  for (let x = 0; x < outWidth; x += 1) {
    const ma = meanA[x] as number;
    const mb = meanB[x] as number;
    const varianceA = (squareA[x] as number) - ma * ma;
    const varianceB = (squareB[x] as number) - mb * mb;
    const covariance = (product[x] as number) - ma * mb;
    sum += ((2 * ma * mb + C1) * (2 * covariance + C2)) / ((ma * ma + mb * mb + C1) * (varianceA + varianceB + C2));
  }
  return sum;
}
