/** Temporary until src/codecs/ssim.ts lands: mean SSIM (Wang et al. 2004) on BT.601 luma, 11×11 Gaussian window, σ 1.5. */
import type { Raster } from "../../src/codecs/image";

const RADIUS = 5;
const KERNEL = (() => {
  const weights = Float32Array.from({ length: 2 * RADIUS + 1 }, (_, index) => Math.exp(-((index - RADIUS) ** 2) / (2 * 1.5 ** 2)));
  const sum = weights.reduce((total, weight) => total + weight, 0);
  return weights.map((weight) => weight / sum);
})();

function luma({ data, width, height }: Raster): Float32Array {
  const out = new Float32Array(width * height);
  for (let index = 0; index < out.length; index++) {
    out[index] = 0.299 * data[index * 4]! + 0.587 * data[index * 4 + 1]! + 0.114 * data[index * 4 + 2]!;
  }
  return out;
}

/** Gaussian-weighted window means over the windows that fit inside the image ("valid"). */
function windowMeans(source: Float32Array, width: number, height: number): Float32Array {
  const outWidth = width - 2 * RADIUS;
  const rows = new Float32Array(outWidth * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0;
      for (let k = 0; k < KERNEL.length; k++) sum += KERNEL[k]! * source[y * width + x + k]!;
      rows[y * outWidth + x] = sum;
    }
  }
  const out = new Float32Array(outWidth * (height - 2 * RADIUS));
  for (let y = 0; y < height - 2 * RADIUS; y++) {
    for (let x = 0; x < outWidth; x++) {
      let sum = 0;
      for (let k = 0; k < KERNEL.length; k++) sum += KERNEL[k]! * rows[(y + k) * outWidth + x]!;
      out[y * outWidth + x] = sum;
    }
  }
  return out;
}

export function ssim(a: Raster, b: Raster): number {
  if (a.width !== b.width || a.height !== b.height)
    throw new Error(`SSIM needs equal sizes: ${a.width}×${a.height} vs ${b.width}×${b.height}`);
  const { width, height } = a;
  const x = luma(a);
  const y = luma(b);
  const product = (p: Float32Array, q: Float32Array) => p.map((value, index) => value * q[index]!);
  const [muX, muY, xx, yy, xy] = [x, y, product(x, x), product(y, y), product(x, y)].map((plane) => windowMeans(plane, width, height));
  const c1 = (0.01 * 255) ** 2;
  const c2 = (0.03 * 255) ** 2;
  let total = 0;
  for (let index = 0; index < muX!.length; index++) {
    const mx = muX![index]!;
    const my = muY![index]!;
    const varX = xx![index]! - mx * mx;
    const varY = yy![index]! - my * my;
    const cov = xy![index]! - mx * my;
    total += ((2 * mx * my + c1) * (2 * cov + c2)) / ((mx * mx + my * my + c1) * (varX + varY + c2));
  }
  return total / muX!.length;
}
