/**
 * The two passes of a fixed-point Lanczos resample of 8-bit RGBA, in AssemblyScript compiled to
 * WebAssembly SIMD (see ../reduce.ts for why it is hand-written). Each pass reads the tap tables of
 * src/lib/lanczos-taps.ts: per output a start and `pairs` words of two 14-bit weights, which
 * `i32x4.dot_i16x8_s` multiplies with two interleaved inputs at once. Results are rounded, clamped
 * to 0–255 by the saturating narrows, and stored as bytes, as libvips does between its passes.
 */

const HALF: i32 = 1 << 13;
const SHIFT: i32 = 14;

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
