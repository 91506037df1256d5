/**
 * The two passes of a fixed-point Lanczos resample of RGBA, in AssemblyScript compiled to
 * WebAssembly SIMD (see ../reduce.ts for why it is hand-written). Each pass reads the tap tables of
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
 * Vertical pass: output row y sums `pairs * 2` input rows from its start row, 16 bytes (4 pixels)
 * at a time; a row whose length is not a multiple of 16 ends with one overlapping block, so rows
 * must be at least 16 bytes long.
 */
export function reduceRows(src: usize, dst: usize, rowBytes: i32, outRows: i32, starts: usize, weights: usize, pairs: i32): void {
  const stride = <usize>rowBytes;
  for (let y = 0; y < outRows; y++) {
    const first = src + <usize>load<i32>(starts + ((<usize>y) << 2)) * stride;
    const rowWeights = weights + ((<usize>(y * pairs)) << 2);
    const out = dst + <usize>y * stride;
    for (let x = 0; x < rowBytes; x += 16) {
      const at = <usize>min(x, rowBytes - 16);
      let a0 = i32x4.splat(HALF);
      let a1 = a0;
      let a2 = a0;
      let a3 = a0;
      let row = first + at;
      for (let k = 0; k < pairs; k++) {
        const weight = i32x4.splat(load<i32>(rowWeights + ((<usize>k) << 2)));
        const top = v128.load(row);
        const bottom = v128.load(row + stride);
        const low = i8x16.shuffle(top, bottom, 0, 16, 1, 17, 2, 18, 3, 19, 4, 20, 5, 21, 6, 22, 7, 23);
        const high = i8x16.shuffle(top, bottom, 8, 24, 9, 25, 10, 26, 11, 27, 12, 28, 13, 29, 14, 30, 15, 31);
        a0 = i32x4.add(a0, i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_u(low), weight));
        a1 = i32x4.add(a1, i32x4.dot_i16x8_s(i16x8.extend_high_i8x16_u(low), weight));
        a2 = i32x4.add(a2, i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_u(high), weight));
        a3 = i32x4.add(a3, i32x4.dot_i16x8_s(i16x8.extend_high_i8x16_u(high), weight));
        row += stride << 1;
      }
      v128.store(out + at, toBytes(a0, a1, a2, a3));
    }
  }
}

/**
 * Horizontal pass: output pixel x of each row sums `pairs * 2` input pixels from its start column,
 * the four channels of two neighbours interleaved into one dot product per pair.
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
  let out = dst;
  for (let y = 0; y < rows; y++) {
    const row = src + ((<usize>y * <usize>inWidth) << 2);
    for (let x = 0; x < outWidth; x++) {
      let pixel = row + ((<usize>load<i32>(starts + ((<usize>x) << 2))) << 2);
      let weight = weights + ((<usize>(x * pairs)) << 2);
      let sum = i32x4.splat(HALF);
      for (let k = 0; k < pairs; k++) {
        const two = v128.load64_zero(pixel);
        const interleaved = i8x16.shuffle(two, two, 0, 4, 1, 5, 2, 6, 3, 7, 8, 8, 8, 8, 8, 8, 8, 8);
        sum = i32x4.add(sum, i32x4.dot_i16x8_s(i16x8.extend_low_i8x16_u(interleaved), i32x4.splat(load<i32>(weight))));
        pixel += 8;
        weight += 4;
      }
      store<i32>(out, i32x4.extract_lane(toBytes(sum, sum, sum, sum), 0));
      out += 4;
    }
  }
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
 * Writes `pixels` RGBA bytes as premultiplied 16-bit values: alpha × 64, and each colour's entry of
 * `table` (256 values on the 14-bit scale: sRGB × 64, or linear light) times alpha / 255, the
 * division done as × 257 / 65536, exact to half a unit at this scale.
 */
export function premultiply(src: usize, dst: usize, pixels: i32, table: usize): void {
  for (let index = 0; index < pixels; index++) {
    const pixel = load<u32>(src + ((<usize>index) << 2));
    const alpha = pixel >>> 24;
    const scale = alpha * 257;
    const out = dst + ((<usize>index) << 3);
    const red = <u32>load<u16>(table + ((<usize>(pixel & 0xff)) << 1));
    const green = <u32>load<u16>(table + ((<usize>((pixel >>> 8) & 0xff)) << 1));
    const blue = <u32>load<u16>(table + ((<usize>((pixel >>> 16) & 0xff)) << 1));
    store<u16>(out, <u16>((red * scale + 32768) >>> 16));
    store<u16>(out, <u16>((green * scale + 32768) >>> 16), 2);
    store<u16>(out, <u16>((blue * scale + 32768) >>> 16), 4);
    store<u16>(out, <u16>(alpha << 6), 6);
  }
}

/** Rounds two lanes of sums to signed 16-bit values (-O3 inlines it). */
function toShorts(a: v128, b: v128): v128 {
  return i16x8.narrow_i32x4_s(i32x4.shr_s(a, SHIFT), i32x4.shr_s(b, SHIFT));
}

/**
 * The vertical pass on 16-bit values: output row y sums `pairs * 2` input rows from its start row,
 * 32 bytes (4 pixels) at a time; a row whose length is not a multiple of 32 ends with one
 * overlapping block, so rows must be at least 32 bytes long.
 */
export function reduceRows16(src: usize, dst: usize, rowBytes: i32, outRows: i32, starts: usize, weights: usize, pairs: i32): void {
  const stride = <usize>rowBytes;
  for (let y = 0; y < outRows; y++) {
    const first = src + <usize>load<i32>(starts + ((<usize>y) << 2)) * stride;
    const rowWeights = weights + ((<usize>(y * pairs)) << 2);
    const out = dst + <usize>y * stride;
    for (let x = 0; x < rowBytes; x += 32) {
      const at = <usize>min(x, rowBytes - 32);
      let a0 = i32x4.splat(HALF);
      let a1 = a0;
      let a2 = a0;
      let a3 = a0;
      let row = first + at;
      for (let k = 0; k < pairs; k++) {
        const weight = i32x4.splat(load<i32>(rowWeights + ((<usize>k) << 2)));
        const top0 = v128.load(row);
        const bottom0 = v128.load(row + stride);
        const top1 = v128.load(row, 16);
        const bottom1 = v128.load(row + stride, 16);
        a0 = i32x4.add(a0, i32x4.dot_i16x8_s(i8x16.shuffle(top0, bottom0, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23), weight));
        a1 = i32x4.add(
          a1,
          i32x4.dot_i16x8_s(i8x16.shuffle(top0, bottom0, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31), weight),
        );
        a2 = i32x4.add(a2, i32x4.dot_i16x8_s(i8x16.shuffle(top1, bottom1, 0, 1, 16, 17, 2, 3, 18, 19, 4, 5, 20, 21, 6, 7, 22, 23), weight));
        a3 = i32x4.add(
          a3,
          i32x4.dot_i16x8_s(i8x16.shuffle(top1, bottom1, 8, 9, 24, 25, 10, 11, 26, 27, 12, 13, 28, 29, 14, 15, 30, 31), weight),
        );
        row += stride << 1;
      }
      v128.store(out + at, toShorts(a0, a1));
      v128.store(out + at, toShorts(a2, a3), 16);
    }
  }
}

/**
 * The horizontal pass on 16-bit values, ending in 8-bit RGBA: each output pixel's colour sums are
 * divided by its alpha back to the 14-bit scale, where `table` (FULL + 1 bytes) gives each colour's
 * byte, so the same pass ends sRGB and linear light. A pixel whose alpha rounds to 0 is written as 0.
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
  let out = dst;
  const full = f32x4.splat(<f32>FULL);
  for (let y = 0; y < rows; y++) {
    const row = src + ((<usize>y * <usize>inWidth) << 3);
    for (let x = 0; x < outWidth; x++) {
      let pixel = row + ((<usize>load<i32>(starts + ((<usize>x) << 2))) << 3);
      let weight = weights + ((<usize>(x * pairs)) << 2);
      let sum = i32x4.splat(HALF);
      for (let k = 0; k < pairs; k++) {
        const two = v128.load(pixel);
        const interleaved = i8x16.shuffle(two, two, 0, 1, 8, 9, 2, 3, 10, 11, 4, 5, 12, 13, 6, 7, 14, 15);
        sum = i32x4.add(sum, i32x4.dot_i16x8_s(interleaved, i32x4.splat(load<i32>(weight))));
        pixel += 16;
        weight += 4;
      }
      const values = i32x4.shr_s(sum, SHIFT);
      const alpha = i32x4.extract_lane(values, 3);
      const alphaByte = min((alpha + 32) >> 6, 255);
      if (alphaByte <= 0) {
        store<u32>(out, 0);
      } else {
        const colours = f32x4.mul(f32x4.convert_i32x4_s(values), f32x4.div(full, f32x4.splat(<f32>alpha)));
        const scaled = i32x4.min_s(i32x4.max_s(i32x4.trunc_sat_f32x4_s(f32x4.nearest(colours)), i32x4.splat(0)), i32x4.splat(FULL));
        const red = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 0));
        const green = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 1));
        const blue = <u32>load<u8>(table + <usize>i32x4.extract_lane(scaled, 2));
        store<u32>(out, red | (green << 8) | (blue << 16) | ((<u32>alphaByte) << 24));
      }
      out += 4;
    }
  }
}
