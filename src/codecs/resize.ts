/**
 * Resampling for every tool that changes pixel size. "lanczos3" follows libvips (what sharp runs):
 * an exact box shrink by a whole factor first, then a Lanczos3 reduce of the remainder, which costs a
 * fraction of a full-size Lanczos pass, by our fixed-point SIMD kernel (./lanczos), or by the
 * floating-point @jsquash/resize kernel in a browser without WebAssembly SIMD or for an image smaller
 * than one of the kernel's windows. "lanczos3-linear" does the same in linear light; "fast" is the
 * browser's own high-quality smoothing.
 */
import { levelsOfLinear, linearOfLevels } from "../lib/srgb";
import type { PixelBuffers } from "../domain/tool";
import { drawScaled } from "./canvas-smoothing";
import { canvasOf, createRaster, drawable, hasAlpha, type Raster, rasterOfCanvas } from "./image";
import { lanczosKernelRuns, reduceLanczos } from "./lanczos/reduce";

export type ResizeMethod = "lanczos3" | "lanczos3-linear" | "fast";

/**
 * The scale the Lanczos reduce is left with at least after the box shrink (libvips' "gap", whose
 * default is 2). Measured against sharp's lanczos3 (luma SSIM of the resized pixels), a residual of
 * 1.25–1.35 costs about 0.001 on a smooth landscape and up to 0.01 on finely detailed photos, and lets
 * a 12 MP photo halve before a 1600 px reduce, which cuts the resize time by about two thirds; below
 * about 1.2 the box's blur shows. The linear-light method is the one chosen for accuracy, so it keeps 2.
 */
const GAP: Record<Exclude<ResizeMethod, "fast">, number> = { lanczos3: 1.25, "lanczos3-linear": 2 };

interface Size {
  width: number;
  height: number;
}

function scaleOf(from: Size, to: Size): number {
  return Math.min(from.width / to.width, from.height / to.height);
}

/**
 * The power of two a decoder may shrink the image by while decoding (see `decodeImage`'s `shrink`),
 * so a large photo is never read back at full size only to be reduced. The box average there is
 * done in gamma-encoded values, so the linear-light method does its own shrink instead.
 */
export function shrinkOnLoad(from: Size, to: Size, method: ResizeMethod): number {
  if (method === "lanczos3-linear") return 1;
  const scale = scaleOf(from, to) / (method === "fast" ? 1 : GAP[method]);
  let factor = 1;
  while (factor * 2 <= scale) factor *= 2;
  return factor;
}

/** Whether a decoded image is the probed one, possibly shrunk while decoding (its sides rounded down). */
export function matchesShape(decoded: Size, probed: Size): boolean {
  return Math.abs((decoded.width * probed.height) / probed.width - decoded.height) <= 1;
}

/**
 * The size an image of `from`'s size takes to fit a maximum width and height (0: no limit on that
 * side), never larger than it is, and the shrink-on-load that reaches it with Lanczos3: what the
 * compressor's size limit and the placeholder's previews decode with.
 */
export function fitOnLoad(from: Size, maxWidth: number, maxHeight: number): { size: Size; shrink: number } {
  const size = shrinkInside(from.width, from.height, maxWidth || Infinity, maxHeight || Infinity);
  return { size, shrink: shrinkOnLoad(from, size, "lanczos3") };
}

/**
 * Gets the Lanczos kernel ready while the caller decodes, running it a few times on a small image:
 * V8 first runs WebAssembly in baseline code and swaps in optimised code only for later calls, so a
 * first 12 MP resize would otherwise run in the slow tier (measured with the floating-point kernel:
 * about 400 ms instead of 200 ms). The SIMD kernel compiles in a moment and warms in about a
 * millisecond, both its 8-bit passes (an opaque card) and its 16-bit ones (a translucent one); the
 * floating-point kernel, about 25 ms of each worker's time to fetch and warm, only where the SIMD
 * one cannot run.
 */
export function prepareResize(method: ResizeMethod): void {
  if (method === "fast" || warmed) return;
  warmed = true;
  if (lanczosKernelRuns()) {
    const card = createRaster(256, 256);
    card.data.fill(255);
    for (let run = 0; run < 3; run += 1) reduceLanczos(card, 50, 50, { factor: run + 1 });
    card.data.fill(128);
    for (let run = 0; run < 3; run += 1) reduceLanczos(card, 50, 50, { factor: run + 1 });
    return;
  }
  // A failure here shows again, with its cause, when the resize itself awaits the same start-up.
  void (async () => {
    for (let run = 0; run < 3; run += 1) await floatLanczos3(createRaster(256, 256), 100, 100, true, false);
  })().catch(() => undefined);
}

let warmed = false;

/** Lanczos3 type in the kernel's own list (triangle, catrom, mitchell, lanczos3). */
const LANCZOS3 = 3;

/**
 * The @jsquash/resize kernel called directly: its wrapper hands the WebAssembly the whole ArrayBuffer
 * behind the pixels, which for a job's reused decode memory (see PixelBuffers) is larger than the image.
 */
async function floatLanczos3(raster: Raster, width: number, height: number, premultiply: boolean, linear: boolean): Promise<Raster> {
  const [{ initResize }, kernel] = await Promise.all([
    import("@jsquash/resize"),
    import("@jsquash/resize/lib/resize/pkg/squoosh_resize.js"),
  ]);
  await initResize();
  const { data } = raster;
  const pixels = new Uint8Array(data.buffer, data.byteOffset, data.length);
  return { data: kernel.resize(pixels, raster.width, raster.height, width, height, LANCZOS3, premultiply, linear), width, height };
}

/**
 * The image at `width` × `height`. A job that lends `buffers` gets the box shrink's and the Lanczos
 * kernel's results in them, so a batch does not allocate them afresh for every photo.
 */
export async function resizeRaster(
  raster: Raster,
  width: number,
  height: number,
  method: ResizeMethod = "lanczos3",
  buffers?: PixelBuffers,
): Promise<Raster> {
  const target = { width: Math.max(1, Math.round(width)), height: Math.max(1, Math.round(height)) };
  if (target.width === raster.width && target.height === raster.height) return raster;
  if (method === "fast") return resizeWithCanvas(raster, target.width, target.height);
  const linear = method === "lanczos3-linear";
  const factor = Math.floor(scaleOf(raster, target) / GAP[method]);
  const reduced = reduceLanczos(raster, target.width, target.height, { linear, factor: Math.max(1, factor), buffers });
  if (reduced) return reduced;
  const shrunk = factor >= 2 ? boxShrink(raster, factor, linear, buffers) : raster;
  // Premultiplying is a third of the floating-point kernel's time and changes nothing on an opaque image.
  return floatLanczos3(shrunk, target.width, target.height, hasAlpha(shrunk), linear);
}

export function resizeWithCanvas(raster: Raster, width: number, height: number): Raster {
  const source = drawable(raster);
  const target = canvasOf(width, height);
  drawScaled(target, source, { x: 0, y: 0, width: raster.width, height: raster.height }, { x: 0, y: 0, width, height });
  return rasterOfCanvas(target);
}

/** 8-bit sRGB to linear light, scaled to 0–65535. */
const TO_LINEAR = linearOfLevels(65535);
const IDENTITY = new Float64Array(256).map((_, value) => value);

let toSrgbTable: Uint8Array | null = null;

/** Linear light (0–65535) back to 8-bit sRGB, built on first use: 64 KiB, and only the linear method needs it. */
function toSrgb(): Uint8Array {
  toSrgbTable ??= levelsOfLinear(65535);
  return toSrgbTable;
}

/**
 * Averages each factor×factor block into one pixel, alpha-weighted so transparent pixels do not
 * darken edges. The last rows and columns that do not fill a block are dropped (as the decoder's
 * shrink-on-load does), which keeps every block exact; at most factor − 1 pixels go.
 */
export function boxShrink(raster: Raster, factor: number, linear = false, buffers?: PixelBuffers): Raster {
  if (factor === 2 && !linear && raster.width >= 2 && raster.height >= 2) return halve(raster, buffers);
  const width = Math.max(1, Math.floor(raster.width / factor));
  const height = Math.max(1, Math.floor(raster.height / factor));
  const blockWidth = Math.min(factor, raster.width);
  const blockHeight = Math.min(factor, raster.height);
  const out = buffers?.take(width * height * 4) ?? new Uint8ClampedArray(width * height * 4);
  const sums = new Float64Array(width * 4);
  const encode = linear ? TO_LINEAR : IDENTITY;
  const decode = linear ? toSrgb() : null;
  const { data } = raster;
  const stride = raster.width * 4;
  const count = blockWidth * blockHeight;
  for (let y = 0; y < height; y += 1) {
    sums.fill(0);
    for (let row = y * blockHeight; row < (y + 1) * blockHeight; row += 1) {
      let index = row * stride;
      for (let x = 0, at = 0; x < width; x += 1, at += 4) {
        let red = 0;
        let green = 0;
        let blue = 0;
        let alpha = 0;
        for (let step = 0; step < blockWidth; step += 1, index += 4) {
          const weight = data[index + 3] as number;
          red += (encode[data[index] as number] as number) * weight;
          green += (encode[data[index + 1] as number] as number) * weight;
          blue += (encode[data[index + 2] as number] as number) * weight;
          alpha += weight;
        }
        sums[at] = (sums[at] as number) + red;
        sums[at + 1] = (sums[at + 1] as number) + green;
        sums[at + 2] = (sums[at + 2] as number) + blue;
        sums[at + 3] = (sums[at + 3] as number) + alpha;
      }
    }
    for (let x = 0, at = 0, to = y * width * 4; x < width; x += 1, at += 4, to += 4) {
      const alpha = sums[at + 3] as number;
      for (let channel = 0; channel < 3; channel += 1) {
        const value = alpha > 0 ? (sums[at + channel] as number) / alpha : 0;
        out[to + channel] = decode ? (decode[Math.round(value)] as number) : value;
      }
      out[to + 3] = alpha / count;
    }
  }
  return { data: out, width, height };
}

/**
 * boxShrink by 2 in sRGB, written out for the face search's pyramid, whose first halving of a 12 MP
 * photo took 0.5 s in Chromium through the general loop. The sums are whole numbers, so the result
 * is boxShrink's to the bit. A call per row: Chromium's worker optimises a function called many
 * times sooner than one long loop (the photo's first halving took 0.4 s as one loop, 0.06 s after).
 */
function halve({ data, width, height }: Raster, buffers?: PixelBuffers): Raster {
  const outWidth = width >> 1;
  const outHeight = height >> 1;
  const out = buffers?.take(outWidth * outHeight * 4) ?? new Uint8ClampedArray(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y += 1) halveRow(data, width * 4, y * 2 * width * 4, out, y * outWidth * 4, outWidth);
  return { data: out, width: outWidth, height: outHeight };
}

function halveRow(data: Uint8ClampedArray, stride: number, from: number, out: Uint8ClampedArray, to: number, outWidth: number): void {
  for (let x = 0, top = from; x < outWidth; x += 1, top += 8, to += 4) {
    const bottom = top + stride;
    const w0 = data[top + 3] as number;
    const w1 = data[top + 7] as number;
    const w2 = data[bottom + 3] as number;
    const w3 = data[bottom + 7] as number;
    const alpha = w0 + w1 + w2 + w3;
    for (let channel = 0; channel < 3; channel += 1) {
      const sum =
        (data[top + channel] as number) * w0 +
        (data[top + 4 + channel] as number) * w1 +
        (data[bottom + channel] as number) * w2 +
        (data[bottom + 4 + channel] as number) * w3;
      out[to + channel] = alpha > 0 ? sum / alpha : 0;
    }
    out[to + 3] = alpha / 4;
  }
}

/** Target size for a scale that keeps the aspect ratio inside a box (never zero). */
export function fitInside(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(maxWidth / width, maxHeight / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/** Like fitInside, but never larger than the image itself. */
export function shrinkInside(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  return fitInside(width, height, Math.min(maxWidth, width), Math.min(maxHeight, height));
}
