/**
 * The two passes of a fixed-point Lanczos resample of RGBA, and the box shrink and premultiplying
 * that come before them, in AssemblyScript compiled to WebAssembly SIMD (see ../reduce.ts for why it
 * is hand-written). Each pass reads the tap tables of
 * src/lib/lanczos-taps.ts: per output a start and `pairs` words of two 14-bit weights, which
 * `i32x4.dot_i16x8_s` multiplies with two interleaved inputs at once.
 *
 * Opaque sRGB pixels take the 8-bit passes: results rounded, clamped to 0–255 by the saturating
 * narrows, and stored as bytes, as libvips does between its passes. Pixels with alpha, and linear
 * light, take the 16-bit passes: values premultiplied by alpha on a 14-bit scale (0–16320, 255 × 64),
 * where a faint pixel keeps six more bits of its colour than 8-bit premultiplying would. As in
 * libvips' floating point, nothing is clamped between the passes, and colour is divided by the
 * unclamped alpha, so a flat colour stays exact beside a transparent hole where the kernel's lobes
 * overshoot; the scale leaves the 16-bit lanes twice the room those lobes need.
 */

const HALF: i32 = 1 << 13;
const SHIFT: i32 = 14;

/** Full scale of the 16-bit passes' values: 255 × 64, so an 8-bit alpha scales by a shift. */
const FULL: i32 = 16320;

/** Rounds four lanes of sums to bytes (-O3 inlines it). */
function toBytes(a: v128, b: v128, c: v128, d: v128): v128 {
  const low = i16x8.narrow_i32x4_s(i32x4.shr_s(a, SHIFT), i32x4.shr_s(b, SHIFT));
  const high = i16x8.narrow_i32x4_s(i32x4.shr_s(c, SHIFT), i32x4.shr_s(d, SHIFT));
  return i8x16.narrow_i16x8_u(low, high);
}

/**
 * Vertical pass over 8-bit values: output row y sums `pairs * 2` input rows from its start row,
 * 16 bytes (4 pixels) at a time; a row whose length is not a multiple of 16 ends with one
 * overlapping block, so rows must be at least 16 bytes long.
 */
export function reduceRows(src: usize, dst: usize, rowBytes: i32, outRows: i32, starts: usize, weights: usize, pairs: i32): void {
  rowsOf<u8>(src, dst, rowBytes, outRows, starts, weights, pairs);
}

/** The same over 16-bit values, 32 bytes (4 pixels) at a time, so rows must be at least 32 bytes long. */
export function reduceRows16(src: usize, dst: usize, rowBytes: i32, outRows: i32, starts: usize, weights: usize, pairs: i32): void {
  rowsOf<u16>(src, dst, rowBytes, outRows, starts, weights, pairs);
}

/**
 * The vertical pass for values of type T (u8 or u16). Each export above compiles its own instance
 * (which -O3 inlines), with the branches on T's size settled at compile time, so neither inner loop
 * tests anything.
 */
function rowsOf<T>(src: usize, dst: usize, rowBytes: i32, outRows: i32, starts: usize, weights: usize, pairs: i32): void {
  const block: i32 = sizeof<T>() == 1 ? 16 : 32;
  const stride = <usize>rowBytes;
  for (let y = 0; y < outRows; y++) {
    const first = src + <usize>load<i32>(starts + ((<usize>y) << 2)) * stride;
    const rowWeights = weights + ((<usize>(y * pairs)) << 2);
    const out = dst + <usize>y * stride;
    for (let x = 0; x < rowBytes; x += block) {
      const at = <usize>min(x, rowBytes - block);
      let a0 = i32x4.splat(HALF);
      let a1 = a0;
      let a2 = a0;
      let a3 = a0;
      let row = first + at;
      for (let k = 0; k < pairs; k++) {
        const weight = i32x4.splat(load<i32>(rowWeights + ((<usize>k) << 2)));
        if (sizeof<T>() == 1) {
          const top = v128.load(row);
          const bottom = v128.load(row + stride);
          const low = i8x16.shuffle(top, bottom, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
          const high = i8x16.shuffle(top, bottom, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
          a0 = i32x4.add(a0, i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_u(low), weight));
          a1 = i32x4.add(a1, i32x4.dot_i16x8_s(i16x8.extend_high_i8x16_u(low), weight));
          a2 = i32x4.add(a2, i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_u(high), weight));
          a3 = i32x4.add(a3, i32x4.dot_i16x8_s(i16x8.extend_high_i8x16_u(high), weight));
        } else {
          a0 = i32x4.add(a0, i32x4.dot_i16x8_s(interleaveLow(v128.load(row), v128.load(row + stride)), weight));
          a1 = i32x4.add(a1, i32x4.dot_i16x8_s(interleaveHigh(v128.load(row), v128.load(row + stride)), weight));
          a2 = i32x4.add(a2, i32x4.dot_i16x8_s(interleaveLow(v128.load(row, 16), v128.load(row + stride, 16)), weight));
          a3 = i32x4.add(a3, i32x4.dot_i16x8_s(interleaveHigh(v128.load(row, 16), v128.load(row + stride, 16)), weight));
        }
        row += stride << 1;
      }
      if (sizeof<T>() == 1) {
        v128.store(out + at, toBytes(a0, a1, a2, a3));
      } else {
        v128.store(out + at, toShorts(a0, a1));
        v128.store(out + at, toShorts(a2, a3), 16);
      }
    }
  }
}

/** The first four 16-bit lanes of two rows interleaved, top then bottom (-O3 inlines it). */
function interleaveLow(top: v128, bottom: v128): v128 {
  return i8x16.shuffle(top, bottom, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23);
}

/** The last four 16-bit lanes of two rows interleaved. */
function interleaveHigh(top: v128, bottom: v128): v128 {
  return i8x16.shuffle(top, bottom, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31);
}

/**
 * Horizontal pass over 8-bit values: output pixel x of each row sums `pairs * 2` input pixels from
 * its start column, the four channels of two neighbours interleaved into one dot product per pair.
 */
export function reduceColumns(
  src: usize,
  dst: usize,
  inWidth: i32,
  rows: i32,
  outWidth: i32,
  starts: usize,
  weights: usize,
  pairs: i32,
): void {
  columnsOf<u8>(src, dst, inWidth, rows, outWidth, starts, weights, pairs, 0);
}

/**
 * The same over 16-bit values, ending in 8-bit RGBA: each output pixel's colour sums are divided
 * by its alpha back to the 14-bit scale, where `table` (FULL + 1 bytes) gives each colour's byte,
 * so the same pass ends sRGB and linear light. A pixel whose alpha rounds to 0 is written as 0.
 */
export function reduceColumns16(
  src: usize,
  dst: usize,
  inWidth: i32,
  rows: i32,
  outWidth: i32,
  starts: usize,
  weights: usize,
  pairs: i32,
  table: usize,
): void {
  columnsOf<u16>(src, dst, inWidth, rows, outWidth, starts, weights, pairs, table);
}

/** The horizontal pass for values of type T (u8 or u16), compiled like `rowsOf`. */
function columnsOf<T>(
  src: usize,
  dst: usize,
  inWidth: i32,
  rows: i32,
  outWidth: i32,
  starts: usize,
  weights: usize,
  pairs: i32,
  table: usize,
): void {
  const pixelShift: usize = sizeof<T>() == 1 ? 2 : 3;
  let out = dst;
  for (let y = 0; y < rows; y++) {
    const row = src + ((<usize>y * <usize>inWidth) << pixelShift);
    for (let x = 0; x < outWidth; x++) {
      let pixel = row + ((<usize>load<i32>(starts + ((<usize>x) << 2))) << pixelShift);
      let weight = weights + ((<usize>(x * pairs)) << 2);
      let sum = i32x4.splat(HALF);
      for (let k = 0; k < pairs; k++) {
        let taps: v128;
        if (sizeof<T>() == 1) {
          const two = v128.load64_zero(pixel);
          taps = i16x8.extend_low_i8x16_u(i8x16.shuffle(two, two, 0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 8, 8, 8, 8, 8, 8));
        } else {
          const two = v128.load(pixel);
          taps = i8x16.shuffle(two, two, 0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15);
        }
        sum = i32x4.add(sum, i32x4.dot_i16x8_s(taps, i32x4.splat(load<i32>(weight))));
        pixel += (<usize>2) << pixelShift;
        weight += 4;
      }
      if (sizeof<T>() == 1) store<i32>(out, i32x4.extract_lane(toBytes(sum, sum, sum, sum), 0));
      else store<u32>(out, unpremultiplied(sum, table));
      out += 4;
    }
  }
}

/** One output pixel of the 16-bit passes' sums as RGBA bytes (-O3 inlines it). */
function unpremultiplied(sum: v128, table: usize): u32 {
  const values = i32x4.shr_s(sum, SHIFT);
  const alpha = i32x4.extract_lane(values, 3);
  const alphaByte = min((alpha + 32) >> 6, 255);
  if (alphaByte <= 0) return 0;
  const colours = f32x4.mul(f32x4.convert_i32x4_s(values), f32x4.div(f32x4.splat(<f32>FULL), f32x4.splat(<f32>alpha)));
  const scaled = i32x4.min_s(i32x4.max_s(i32x4.trunc_sat_f32x4_s(f32x4.nearest(colours)), i32x4.splat(0)), i32x4.splat(FULL));
  const red = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 0));
  const green = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 1));
  const blue = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 2));
  return red | (green << 8) | (blue << 16) | ((<u32>alphaByte) << 24);
}

/**
 * Whether every pixel of `length` bytes of RGBA (at least 16) is fully opaque: the bytes of all
 * pixels AND-ed together keep 255 in the alpha lanes only if each pixel has it. Over a 12 MP photo's
 * half-size decode (12 MB) that takes about 0.3 ms, against about 5 ms for a JavaScript scan.
 */
export function opaque(src: usize, length: i32): bool {
  let all = i8x16.splat(-1);
  const end = src + <usize>length;
  let at = src;
  for (; at + 16 <= end; at += 16) all = v128.and(all, v128.load(at));
  all = v128.and(all, v128.load(end - 16));
  const alpha = i32x4.splat(0xff000000);
  return i32x4.all_true(i32x4.eq(v128.and(all, alpha), alpha));
}

/**
 * Writes `pixels` RGBA bytes as premultiplied 16-bit values: alpha × 64, and each colour on the
 * 14-bit scale times alpha / 255. sRGB (`linearTable` 0) takes four pixels at a time: colour × 64
 * times alpha × 128.5 as a Q15 product, within half a unit of the exact one. Linear light reads
 * each colour's value from `linearTable` (256 values on the 14-bit scale), one pixel at a time, the
 * division done as × 257 / 65536.
 */
export function premultiply(src: usize, dst: usize, pixels: i32, linearTable: usize): void {
  let index = 0;
  if (!linearTable) {
    for (; index + 4 <= pixels; index += 4) {
      const bytes = v128.load(src + ((<usize>index) << 2));
      const out = dst + ((<usize>index) << 3);
      v128.store(out, premultiplyTwo(i16x8.extend_low_i8x16_u(bytes)));
      v128.store(out, premultiplyTwo(i16x8.extend_high_i8x16_u(bytes)), 16);
    }
  }
  for (; index < pixels; index++) {
    const pixel = load<u32>(src + ((<usize>index) << 2));
    const alpha = pixel >>> 24;
    const scale = alpha * 257;
    const out = dst + ((<usize>index) << 3);
    const red = colourValue(pixel & 0xff, linearTable);
    const green = colourValue((pixel >>> 8) & 0xff, linearTable);
    const blue = colourValue((pixel >>> 16) & 0xff, linearTable);
    store<u16>(out, <u16>((red * scale + 32768) >>> 16));
    store<u16>(out, <u16>((green * scale + 32768) >>> 16), 2);
    store<u16>(out, <u16>((blue * scale + 32768) >>> 16), 4);
    store<u16>(out, <u16>(alpha << 6), 6);
  }
}

/** A byte's value on the 14-bit scale: from the table in linear light, × 64 in sRGB (-O3 inlines it). */
function colourValue(byte: u32, linearTable: usize): u32 {
  return linearTable ? <u32>load<u16>(linearTable + ((<usize>byte) << 1)) : byte << 6;
}

/** The alpha lanes of two RGBA pixels held as 16-bit lanes. */
const ALPHA_LANES = i16x8(0, 0, 0, -1, 0, 0, 0, -1);

/** Two sRGB pixels' 16-bit lanes premultiplied; the alpha lanes are multiplied by one (32767 in Q15), which keeps alpha × 64 exact. */
function premultiplyTwo(pixels: v128): v128 {
  const alpha = i8x16.shuffle(pixels, pixels, 6, 7, 6, 7, 6, 7, 6, 7, 14, 15, 14, 15, 14, 15, 14, 15);
  const gain = i16x8.add(i16x8.shl(alpha, 7), i16x8.shr_u(alpha, 1));
  return i16x8.q15mulr_sat_s(i16x8.shl(pixels, 6), v128.bitselect(i16x8.splat(32767), gain, ALPHA_LANES));
}

/** Rounds two lanes of sums to signed 16-bit values (-O3 inlines it). */
function toShorts(a: v128, b: v128): v128 {
  return i16x8.narrow_i32x4_s(i32x4.shr_s(a, SHIFT), i32x4.shr_s(b, SHIFT));
}

/**
 * Box shrink of opaque 8-bit RGBA by a whole `factor`: each output pixel is the rounded mean of a
 * factor × factor block, and the rows and columns that do not fill a block are dropped. The block's
 * rows are summed 16 bytes at a time into `sums` (16-bit, one input row's used width), then each
 * output pixel sums its `factor` columns there. Needs at least 4 used pixels a row.
 */
export function shrinkBytes(src: usize, dst: usize, inWidth: i32, outWidth: i32, outHeight: i32, factor: i32, sums: usize): void {
  const rowBytes = (<usize>inWidth) << 2;
  const usedBytes = (outWidth * factor) << 2;
  const scale = f32x4.splat(<f32>1 / <f32>(factor * factor));
  let out = dst;
  for (let y = 0; y < outHeight; y++) {
    const first = src + <usize>(y * factor) * rowBytes;
    for (let x = 0; x < usedBytes; x += 16) {
      const at = <usize>min(x, usedBytes - 16);
      let low = i16x8.splat(0);
      let high = low;
      let row = first + at;
      for (let k = 0; k < factor; k++) {
        const bytes = v128.load(row);
        low = i16x8.add(low, i16x8.extend_low_i8x16_u(bytes));
        high = i16x8.add(high, i16x8.extend_high_i8x16_u(bytes));
        row += rowBytes;
      }
      v128.store(sums + (at << 1), low);
      v128.store(sums + (at << 1), high, 16);
    }
    for (let x = 0; x < outWidth; x++) {
      let pixel = sums + ((<usize>(x * factor)) << 3);
      let sum = i32x4.splat(0);
      for (let k = 0; k < factor; k++) {
        sum = i32x4.add(sum, i32x4.extend_low_i16x8_u(v128.load64_zero(pixel)));
        pixel += 8;
      }
      const mean = i32x4.trunc_sat_f32x4_s(f32x4.nearest(f32x4.mul(f32x4.convert_i32x4_s(sum), scale)));
      const shorts = i16x8.narrow_i32x4_s(mean, mean);
      store<i32>(out, i32x4.extract_lane(i8x16.narrow_i16x8_u(shorts, shorts), 0));
      out += 4;
    }
  }
}

/**
 * `premultiply` (`linearTable` as there) and a box shrink by a whole `factor` in one go, so the
 * full-size image is never held at 16 bits: each input row of a block is premultiplied into `row`
 * (16-bit), added into `sums` (32-bit), and each output pixel is the mean of its block there.
 */
export function premultiplyShrink(
  src: usize,
  dst: usize,
  inWidth: i32,
  outWidth: i32,
  outHeight: i32,
  factor: i32,
  linearTable: usize,
  row: usize,
  sums: usize,
): void {
  const used = outWidth * factor;
  const rowBytes = (<usize>inWidth) << 2;
  const scale = f32x4.splat(<f32>1 / <f32>(factor * factor));
  let out = dst;
  for (let y = 0; y < outHeight; y++) {
    memory.fill(sums, 0, (<usize>used) << 4);
    for (let k = 0; k < factor; k++) {
      premultiply(src + <usize>(y * factor + k) * rowBytes, row, used, linearTable);
      for (let x = 0; x < used; x += 2) {
        const two = v128.load(row + ((<usize>x) << 3));
        const at = sums + ((<usize>x) << 4);
        v128.store(at, i32x4.add(v128.load(at), i32x4.extend_low_i16x8_u(two)));
        v128.store(at, i32x4.add(v128.load(at, 16), i32x4.extend_high_i16x8_u(two)), 16);
      }
    }
    for (let x = 0; x < outWidth; x++) {
      let pixel = sums + ((<usize>(x * factor)) << 4);
      let sum = i32x4.splat(0);
      for (let k = 0; k < factor; k++) {
        sum = i32x4.add(sum, v128.load(pixel));
        pixel += 16;
      }
      const mean = i32x4.trunc_sat_f32x4_s(f32x4.nearest(f32x4.mul(f32x4.convert_i32x4_s(sum), scale)));
      v128.store64_lane(out, i16x8.narrow_i32x4_s(mean, mean), 0);
      out += 8;
    }
  }
}
