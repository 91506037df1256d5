/**
 * Lanczos3 resampling of 8-bit RGBA by a fixed-point WebAssembly SIMD kernel (assembly/reduce.ts,
 * weights from src/lib/lanczos-taps.ts). Hand-written because no package does this in a page
 * without cross-origin isolation: @jsquash/resize is a scalar floating-point kernel, and wasm-vips,
 * which carries libvips' own SIMD reduce, needs SharedArrayBuffer. The method is libvips': a vertical
 * pass, then a horizontal one. Opaque sRGB images keep bytes between the passes (the 2136 → 1600 px
 * reduce of a 12 MP photo's half-size decode: 17 ms in Chromium, about 150 ms with @jsquash/resize).
 * Images with alpha, which the kernel tells apart itself in SIMD once the pixels are in its memory,
 * and linear light go through premultiplied 16-bit values, which keep a faint pixel's colour and the
 * dark tones of linear light. The box shrink before the reduce runs here too. Measured in Node, a
 * 12 MP image to 1600 × 1200 (box shrink included): 58 ms opaque and 75 ms with alpha, where the
 * JavaScript box shrink and the same reduce took 179 and 154 ms; @jsquash/resize's reduce alone
 * takes 122 ms opaque, 212 ms premultiplied and 480 ms in linear light from 2000 × 1500.
 */
import { lanczosTaps, tapCount } from "../../lib/lanczos-taps";
import { levelsOfLinear, linearOfLevels } from "../../lib/srgb";
import type { PixelBuffers } from "../../domain/tool";
import type { Raster } from "../image";
import { REDUCE_WASM } from "./reduce-wasm";

type RowPass = (src: number, dst: number, rowBytes: number, outRows: number, starts: number, weights: number, pairs: number) => void;
type ColumnPass = (
  src: number,
  dst: number,
  inWidth: number,
  rows: number,
  outWidth: number,
  starts: number,
  weights: number,
  pairs: number,
  table?: number,
) => void;

interface Kernel {
  memory: WebAssembly.Memory;
  opaque(src: number, length: number): number;
  premultiply(src: number, dst: number, pixels: number, linearTable: number): void;
  shrinkBytes(src: number, dst: number, inWidth: number, outWidth: number, outHeight: number, factor: number, sums: number): void;
  premultiplyShrink(
    src: number,
    dst: number,
    inWidth: number,
    outWidth: number,
    outHeight: number,
    factor: number,
    linearTable: number,
    row: number,
    sums: number,
  ): void;
  reduceRows: RowPass;
  reduceColumns: ColumnPass;
  reduceRows16: RowPass;
  reduceColumns16: ColumnPass;
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

/** Whether this browser runs the kernel, which needs WebAssembly SIMD. */
export const lanczosKernelRuns = (): boolean => loadedKernel() !== null;

/**
 * Whether the kernel's shapes fit: its passes work in blocks of 4 pixels, so at least 4 pixels a row,
 * and each axis needs as many pixels as one output's taps.
 */
function fits(from: Size, to: Size): boolean {
  return from.width >= 4 && from.width >= tapCount(from.width, to.width) && from.height >= tapCount(from.height, to.height);
}

const BLOCK = 16;
const alignUp = (bytes: number) => Math.ceil(bytes / BLOCK) * BLOCK;

/**
 * Places each buffer one after the other in the kernel's memory, in the order given, growing it when
 * this image needs more than any before it in this worker; returns each buffer's offset.
 */
function layout<Name extends string>(memory: WebAssembly.Memory, sizes: Record<Name, number>): Record<Name, number> {
  const offsets = {} as Record<Name, number>;
  let end = 0;
  for (const [name, size] of Object.entries(sizes) as [Name, number][]) {
    offsets[name] = end;
    end = alignUp(end + size);
  }
  const missing = end - memory.buffer.byteLength;
  if (missing > 0) memory.grow(Math.ceil(missing / 65536));
  return offsets;
}

/** The 16-bit passes' full scale (255 × 64), as in assembly/reduce.ts. */
const FULL = 16320;

interface Tables {
  /** Each byte's value on the 14-bit scale, before premultiplying; none in sRGB, where the kernel multiplies by 64. */
  into: Uint16Array | null;
  /** Each value of the 14-bit scale (0–FULL) back to a byte. */
  back: Uint8Array;
}

const tables: Partial<Record<"srgb" | "linear", Tables>> = {};

/** The 16-bit passes' tables, built once per worker for each kind of light (linear's only when a resize asks for it). */
function tablesFor(linear: boolean): Tables {
  const kind = linear ? "linear" : "srgb";
  tables[kind] ??= linear
    ? {
        into: Uint16Array.from(linearOfLevels(FULL), Math.round),
        back: levelsOfLinear(FULL),
      }
    : {
        into: null,
        back: Uint8Array.from({ length: FULL + 1 }, (_, value) => Math.round(value / 64)),
      };
  return tables[kind];
}

/**
 * The largest box shrink the kernel does: its 8-bit shrink sums a block's rows in 16-bit lanes
 * (255 × 257 would overflow them), its 16-bit one a block in 32-bit lanes (16320 × 363² would). A
 * larger factor (a 30000 px panorama to a 100 px preview) leaves the rest to the Lanczos reduce.
 */
const MAX_FACTOR = 256;

export interface ReduceOptions {
  /** Resample light rather than sRGB values. */
  linear?: boolean;
  /** A whole factor to box-shrink by first (see resize.ts' `boxShrink`), in the kernel's memory. */
  factor?: number;
  /** The job's lent memory, for the result. */
  buffers?: PixelBuffers;
}

/**
 * The image resampled to `width` × `height`, or null when this kernel does not take it: a shape it
 * does not fit, or a browser without WebAssembly SIMD.
 */
export function reduceLanczos(raster: Raster, width: number, height: number, options: ReduceOptions = {}): Raster | null {
  const { linear = false, buffers } = options;
  const factor = Math.min(options.factor ?? 1, MAX_FACTOR);
  const shrunk = { width: Math.floor(raster.width / factor), height: Math.floor(raster.height / factor) };
  const wasm = loadedKernel();
  if (!wasm || !fits(shrunk, { width, height })) return null;
  // The pixels go in first, at the start of the memory, where the layout below keeps them.
  const { source } = layout(wasm.memory, { source: raster.data.length });
  new Uint8Array(wasm.memory.buffer, source, raster.data.length).set(raster.data);
  const eightBit = !linear && wasm.opaque(source, raster.data.length);
  const vertical = lanczosTaps(shrunk.height, height);
  const horizontal = lanczosTaps(shrunk.width, width);
  const pixelBytes = eightBit ? 4 : 8;
  const rowBytes = shrunk.width * pixelBytes;
  const used = shrunk.width * factor;
  const light = eightBit ? null : tablesFor(linear);
  const at = layout(wasm.memory, {
    source: raster.data.length,
    // The box shrink's result, or the premultiplied image; none for an opaque image at its own size.
    input: eightBit && factor === 1 ? 0 : rowBytes * shrunk.height,
    // One input row at 16 bits, and the block's sums, with a pixel to spare for the two-pixel steps.
    row: light ? (raster.width + 1) * 8 : 0,
    sums: factor === 1 ? 0 : (used + 1) * (eightBit ? 8 : 16),
    middle: rowBytes * height,
    target: width * height * 4,
    rowStarts: vertical.starts.byteLength,
    rowWeights: vertical.pairs.byteLength,
    columnStarts: horizontal.starts.byteLength,
    columnWeights: horizontal.pairs.byteLength,
    into: light?.into ? light.into.byteLength : 0,
    back: light ? light.back.byteLength : 0,
  });
  const { buffer } = wasm.memory;
  new Int32Array(buffer, at.rowStarts, vertical.starts.length).set(vertical.starts);
  new Int32Array(buffer, at.rowWeights, vertical.pairs.length).set(vertical.pairs);
  new Int32Array(buffer, at.columnStarts, horizontal.starts.length).set(horizontal.starts);
  new Int32Array(buffer, at.columnWeights, horizontal.pairs.length).set(horizontal.pairs);
  const rowPairs = vertical.count / 2;
  const columnPairs = horizontal.count / 2;
  if (light) {
    if (light.into) new Uint16Array(buffer, at.into, light.into.length).set(light.into);
    new Uint8Array(buffer, at.back, light.back.length).set(light.back);
    // The kernel's tables start after the pixels, never at 0, which tells it to premultiply sRGB by itself.
    const linearTable = light.into ? at.into : 0;
    if (factor === 1) wasm.premultiply(at.source, at.input, raster.width * raster.height, linearTable);
    else wasm.premultiplyShrink(at.source, at.input, raster.width, shrunk.width, shrunk.height, factor, linearTable, at.row, at.sums);
    wasm.reduceRows16(at.input, at.middle, rowBytes, height, at.rowStarts, at.rowWeights, rowPairs);
    wasm.reduceColumns16(at.middle, at.target, shrunk.width, height, width, at.columnStarts, at.columnWeights, columnPairs, at.back);
  } else {
    const input = factor === 1 ? at.source : at.input;
    if (factor > 1) wasm.shrinkBytes(at.source, at.input, raster.width, shrunk.width, shrunk.height, factor, at.sums);
    wasm.reduceRows(input, at.middle, rowBytes, height, at.rowStarts, at.rowWeights, rowPairs);
    wasm.reduceColumns(at.middle, at.target, shrunk.width, height, width, at.columnStarts, at.columnWeights, columnPairs);
  }
  const length = width * height * 4;
  const data = buffers?.take(length) ?? new Uint8ClampedArray(length);
  data.set(new Uint8Array(buffer, at.target, length));
  return { data, width, height };
}
