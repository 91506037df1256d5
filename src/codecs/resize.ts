/**
 * Resampling for every tool that changes pixel size. "lanczos3" follows libvips (what sharp runs):
 * an exact box shrink by a whole factor first, then a Lanczos3 reduce of the remainder (the
 * @jsquash/resize WebAssembly kernel), which costs a fraction of a full-size Lanczos pass.
 * "lanczos3-linear" does the same in linear light; "fast" is the browser's own high-quality smoothing.
 */
import { canvasOf, canvasOfRaster, type Raster, rasterOfCanvas, toImageData } from "./image";

export type ResizeMethod = "lanczos3" | "lanczos3-linear" | "fast";

/** Residual scale the Lanczos reduce is left with at most, after the box shrink. */
const REDUCE_GAP = 2;

export async function resizeRaster(raster: Raster, width: number, height: number, method: ResizeMethod = "lanczos3"): Promise<Raster> {
  const target = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  if (target.width === raster.width && target.height === raster.height) return raster;
  if (method === "fast") return resizeWithCanvas(raster, target.width, target.height);
  const linear = method === "lanczos3-linear";
  const factor = Math.floor(Math.min(raster.width / target.width, raster.height / target.height) / REDUCE_GAP);
  const shrunk = factor >= 2 ? boxShrink(raster, factor, linear) : raster;
  const { default: resize } = await import("@jsquash/resize");
  const result = await resize(toImageData(shrunk), {
    width: target.width,
    height: target.height,
    method: "lanczos3",
    fitMethod: "stretch",
    premultiply: true,
    linearRGB: linear,
  });
  return { data: result.data, width: result.width, height: result.height };
}

export function resizeWithCanvas(raster: Raster, width: number, height: number): Raster {
  const source = canvasOfRaster(raster);
  const target = canvasOf(width, height);
  target.imageSmoothingEnabled = true;
  target.imageSmoothingQuality = "high";
  target.drawImage(source.canvas, 0, 0, width, height);
  return rasterOfCanvas(target);
}

const toLinear = new Float32Array(256).map((_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

function toSrgb(linear: number): number {
  const c = linear <= 0.0031308 ? linear * 12.92 : 1.055 * linear ** (1 / 2.4) - 0.055;
  return Math.round(Math.min(1, Math.max(0, c)) * 255);
}

/**
 * Averages each factor×factor block into one pixel (alpha-weighted, so transparent pixels do not
 * darken edges). Edge blocks that run past the image average what they have.
 */
export function boxShrink(raster: Raster, factor: number, linear = false): Raster {
  const width = Math.ceil(raster.width / factor);
  const height = Math.ceil(raster.height / factor);
  const out = new Uint8ClampedArray(width * height * 4);
  const sums = new Float64Array(width * 4);
  const counts = new Uint32Array(width);
  const { data } = raster;
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    counts.fill(0);
    const rowEnd = Math.min(raster.height, (y + 1) * factor);
    for (let sy = y * factor; sy < rowEnd; sy += 1) {
      let index = sy * raster.width * 4;
      for (let sx = 0; sx < raster.width; sx += 1, index += 4) {
        const x = (sx / factor) | 0;
        const alpha = data[index + 3] as number;
        const weight = alpha / 255;
        const at = x * 4;
        const red = data[index] as number;
        const green = data[index + 1] as number;
        const blue = data[index + 2] as number;
        sums[at] = (sums[at] as number) + (linear ? (toLinear[red] as number) : red) * weight;
        sums[at + 1] = (sums[at + 1] as number) + (linear ? (toLinear[green] as number) : green) * weight;
        sums[at + 2] = (sums[at + 2] as number) + (linear ? (toLinear[blue] as number) : blue) * weight;
        sums[at + 3] = (sums[at + 3] as number) + alpha;
        counts[x] = (counts[x] as number) + 1;
      }
    }
    for (let x = 0; x < width; x += 1) {
      const at = x * 4;
      const out4 = (y * width + x) * 4;
      const count = counts[x] as number;
      const alphaSum = sums[at + 3] as number;
      const weight = alphaSum / 255;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = weight > 0 ? (sums[at + channel] as number) / weight : 0;
        out[out4 + channel] = linear ? toSrgb(value) : value;
      }
      out[out4 + 3] = alphaSum / count;
    }
  }
  return { data: out, width, height };
}

/** Target size for a scale that keeps the aspect ratio inside a box (never zero). */
export function fitInside(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
