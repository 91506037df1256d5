/**
 * Lanczos3 resampling of opaque 8-bit pixels by a fixed-point WebAssembly SIMD kernel
 * (assembly/reduce.ts, weights from src/lib/lanczos-taps.ts). Hand-written because no package does
 * this in a page without cross-origin isolation: @jsquash/resize is a scalar floating-point kernel
 * (about 150 ms for the 2136 → 1600 px reduce of a 12 MP photo's half-size decode, against 17 ms
 * here), and wasm-vips, which carries libvips' own SIMD reduce, needs SharedArrayBuffer. The method
 * is libvips': a vertical pass, then a horizontal one, with bytes in between. Images with alpha and
 * linear-light resizes keep the floating-point kernel, whose precision premultiplying needs; this
 * one tells them apart itself, in SIMD, once the pixels are in its memory.
 */
import { lanczosTaps, tapCount } from "../../lib/lanczos-taps";
import type { Raster } from "../image";
import { REDUCE_WASM } from "./reduce-wasm";

interface Kernel {
  memory: WebAssembly.Memory;
  opaque(src: number, length: number): number;
  reduceRows(src: number, dst: number, rowBytes: number, outRows: number, starts: number, weights: number, pairs: number): void;
  reduceColumns(
    src: number,
    dst: number,
    inWidth: number,
    rows: number,
    outWidth: number,
    starts: number,
    weights: number,
    pairs: number,
  ): void;
}

interface Size {
  width: number;
  height: number;
}

let kernel: Kernel | null | undefined;

/** The kernel's instance, made once per worker; null where the browser has no WebAssembly SIMD (Safari before 16.4). */
function loadedKernel(): Kernel | null {
  if (kernel === undefined) {
    const bytes = Uint8Array.from(atob(REDUCE_WASM), (char) => char.charCodeAt(0));
    kernel = WebAssembly.validate(bytes) ? (new WebAssembly.Instance(new WebAssembly.Module(bytes)).exports as unknown as Kernel) : null;
  }
  return kernel;
}

/**
 * Whether the kernel's shapes fit: its passes work in 16-byte blocks, so at least 4 pixels a row,
 * and each axis needs as many pixels as one output's taps.
 */
function fits(from: Size, to: Size): boolean {
  return from.width >= 4 && from.width >= tapCount(from.width, to.width) && from.height >= tapCount(from.height, to.height);
}

const BLOCK = 16;
const alignUp = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK;

/**
 * Places each buffer one after the other in the kernel's memory, growing it when this image needs
 * more than any before it in this worker; returns each buffer's offset.
 */
function layout(memory: WebAssembly.Memory, sizes: number[]): number[] {
  const offsets: number[] = [];
  let end = 0;
  for (const size of sizes) {
    offsets.push(end);
    end = alignUp(end + size);
  }
  const missing = end - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  return offsets;
}

/**
 * The image resampled to `width` × `height`, or null when this kernel does not take it: a pixel that
 * is not fully opaque, a shape it does not fit, or a browser without WebAssembly SIMD.
 */
export function reduceOpaque(raster: Raster, width: number, height: number): Raster | null {
  const wasm = loadedKernel();
  if (!wasm || !fits(raster, { width, height })) return null;
  // The pixels go in first, at the start of the memory, where the full layout below keeps them: an
  // image with alpha is turned away before its tables are built or the memory grows for its output.
  const [source] = layout(wasm.memory, [raster.data.length]) as [number];
  new Uint8Array(wasm.memory.buffer, source, raster.data.length).set(raster.data);
  if (!wasm.opaque(source, raster.data.length)) return null;
  const vertical = lanczosTaps(raster.height, height);
  const horizontal = lanczosTaps(raster.width, width);
  const rowBytes = raster.width * 4;
  const [, middle, target, rowStarts, rowWeights, columnStarts, columnWeights] = layout(wasm.memory, [
    raster.data.length,
    rowBytes * height,
    width * height * 4,
    vertical.starts.byteLength,
    vertical.pairs.byteLength,
    horizontal.starts.byteLength,
    horizontal.pairs.byteLength,
  ]) as [number, number, number, number, number, number, number];
  const { buffer } = wasm.memory;
  new Int32Array(buffer, rowStarts, vertical.starts.length).set(vertical.starts);
  new Int32Array(buffer, rowWeights, vertical.pairs.length).set(vertical.pairs);
  new Int32Array(buffer, columnStarts, horizontal.starts.length).set(horizontal.starts);
  new Int32Array(buffer, columnWeights, horizontal.pairs.length).set(horizontal.pairs);
  wasm.reduceRows(source, middle, rowBytes, height, rowStarts, rowWeights, vertical.count / 2);
  wasm.reduceColumns(middle, target, raster.width, height, width, columnStarts, columnWeights, horizontal.count / 2);
  return { data: new Uint8ClampedArray(buffer.slice(target, target + width * height * 4)), width, height };
}
