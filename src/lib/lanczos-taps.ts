/**
 * The weights of a Lanczos3 resample along one axis, in the fixed-point form the SIMD kernel
 * (src/codecs/lanczos) sums: every output reads the same even number of neighbouring inputs from
 * its own start, with 14-bit weights that add up to exactly one, packed two to a 32-bit word.
 * Same geometry as libvips' reduce (pixel centres aligned, the kernel stretched by the scale when
 * reducing), so the result stays within a level or two of what sharp writes.
 */

/** One, in the weights' fixed point: 14 bits keep a tap's product with a byte inside 16-bit lanes' pairwise sums. */
export const WEIGHT_ONE = 1 << 14;

export interface Taps {
  /** How many inputs each output reads, always even. */
  count: number;
  /** First input of each output. */
  starts: Int32Array;
  /** For each output, `count / 2` words: tap 2k in the low 16 bits, tap 2k + 1 in the high 16 (two's complement). */
  pairs: Int32Array;
}

function lanczos3(x: number): number {
  if (x === 0) return 1;
  if (Math.abs(x) >= 3) return 0;
  const angle = Math.PI * x;
  return (3 * Math.sin(angle) * Math.sin(angle / 3)) / (angle * angle);
}

/** How many inputs each output needs for a resample from `inSize` to `outSize`, rounded up to even. */
export function tapCount(inSize: number, outSize: number): number {
  const support = 3 * Math.max(1, inSize / outSize);
  const count = Math.ceil(2 * support) + 1;
  return count + (count % 2);
}

/**
 * The taps for one axis. Near an edge the kernel's taps that fall outside the image weigh on the
 * edge pixel, as libvips' repeated edge does; the window itself moves inside the image, so the kernel
 * reads every tap without a bounds check. Needs `inSize ≥ tapCount`.
 */
export function lanczosTaps(inSize: number, outSize: number): Taps {
  const count = tapCount(inSize, outSize);
  if (inSize < count) throw new RangeError(`Lanczos3 needs at least ${count} pixels to resample ${inSize} to ${outSize}`);
  const scale = inSize / outSize;
  const stretch = Math.max(1, scale);
  const support = 3 * stretch;
  const starts = new Int32Array(outSize);
  const pairs = new Int32Array((outSize * count) / 2);
  const weights = new Float64Array(count);
  const fixed = new Int32Array(count);
  for (let out = 0; out < outSize; out += 1) {
    const centre = (out + 0.5) * scale - 0.5;
    const first = Math.floor(centre - support) + 1;
    const start = Math.min(Math.max(0, first), inSize - count);
    weights.fill(0);
    let sum = 0;
    for (let index = first; index < first + count; index += 1) {
      const weight = lanczos3((index - centre) / stretch);
      const tap = Math.min(Math.max(0, index), inSize - 1) - start;
      weights[tap] = (weights[tap] as number) + weight;
      sum += weight;
    }
    let fixedSum = 0;
    let largest = 0;
    for (let tap = 0; tap < count; tap += 1) {
      const weight = weights[tap] as number;
      fixed[tap] = Math.round((weight / sum) * WEIGHT_ONE);
      fixedSum += fixed[tap] as number;
      if (Math.abs(weight) > Math.abs(weights[largest] as number)) largest = tap;
    }
    // Rounding leaves the sum a few units off one; the largest tap absorbs it so flat areas stay exact.
    fixed[largest] = (fixed[largest] as number) + WEIGHT_ONE - fixedSum;
    starts[out] = start;
    for (let pair = 0; pair < count / 2; pair += 1) {
      pairs[(out * count) / 2 + pair] = ((fixed[2 * pair] as number) & 0xffff) | ((fixed[2 * pair + 1] as number) << 16);
    }
  }
  return { count, starts, pairs };
}
