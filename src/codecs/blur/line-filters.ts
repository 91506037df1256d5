/**
 * The 1-D filters Skia's raster blur runs along each axis (src/core/SkBlurEngine.cpp), which is what
 * the canvas `blur()` filter draws in Chromium: below σ 2 a sampled Gaussian kernel 3σ wide, from
 * there three box filters of the width the Filter Effects spec gives (feGaussianBlur). Each filter
 * blurs a row on its own (horizontally) and a stream of rows (vertically, holding only a few rows).
 *
 * Values are premultiplied channels in whole fractions of a level (`units` to the level, as many as
 * the sums have room for) and weights are whole numbers, so every sum is exact: the horizontal pass
 * hands the vertical one its sums unscaled, and the result is scaled once at the end, the same
 * whichever axis went first. Exact integers also let the three boxes run as one comb and three
 * running sums (the "cascaded integrator–comb" form), which keeps no ring of partial sums, in 32-bit
 * integers that may wrap around on the way: only the final sum has to fit. The vertical pass's state
 * is what a blur spends its time streaming through memory, so it is kept to 32 bits a value. The
 * horizontal pass reads a row from a buffer with `lead` zero pixels before it and `delay` after, the
 * transparent black beyond the image's edges.
 */

export interface LineFilter {
  /** Pixels (or rows) between a value going in and its blurred value coming out. */
  readonly delay: number;
  /** Zero pixels the horizontal pass reads before a row. */
  readonly lead: number;
  /** Whole values to a level the rows must come in. */
  readonly units: number;
  /**
   * Blurs the `width` pixels (4 lanes each) that start `lead` pixels into `padded`, whose pixels
   * before them and the `delay` after are zero, into `output` (width × 4 lanes), unscaled.
   */
  blurRow(padded: Int32Array, width: number, output: Int32Array): void;
  /** The row slot the next row of the vertical pass goes in (zero it for transparent black). */
  nextRow(): Int32Array;
  /** Takes the horizontal pass's row put in `nextRow()` and writes the blurred row `delay` rows back to `output`, in levels. */
  push(output: Float32Array): void;
}

/** Below this σ Skia convolves with the Gaussian itself; three boxes that narrow would look blocky. */
const KERNEL_BELOW_SIGMA = 2;

/** Skia's radius of a sampled Gaussian. */
export const kernelRadius = (sigma: number): number => Math.ceil(3 * sigma);

/** The box width the Filter Effects spec gives for σ: three boxes of it have about the Gaussian's spread. */
export const boxWindow = (sigma: number): number => Math.max(1, Math.floor((sigma * 3 * Math.sqrt(2 * Math.PI)) / 4 + 0.5));

/** The filter Skia would use for σ, on rows of `lanes` values. */
export function lineFilter(sigma: number, lanes: number): LineFilter {
  return sigma < KERNEL_BELOW_SIGMA ? new KernelFilter(sigma, lanes) : new ThreeBoxFilter(boxWindow(sigma), lanes);
}

/** Rows of `lanes` values, the newest last, oldest overwritten. */
class RowRing {
  private readonly rows: Int32Array[];
  private newest = -1;

  constructor(count: number, lanes: number) {
    this.rows = Array.from({ length: count }, () => new Int32Array(lanes));
  }

  /** The slot after the newest row, which becomes the newest. */
  advance(): Int32Array {
    this.newest = (this.newest + 1) % this.rows.length;
    return this.rows[this.newest] as Int32Array;
  }

  /** The row `back` rows before the newest (0: the newest); all zeros before the first. */
  back(back: number): Int32Array {
    return this.rows[(this.newest - back + this.rows.length) % this.rows.length] as Int32Array;
  }
}

/**
 * Three boxes of width w (w, w and w + 1 when w is even: the spec shifts the first two half a pixel
 * either way and widens the third) as (1 − z⁻ʷ)³ / (1 − z⁻¹)³: the comb x[n] − 3x[n − w] + 3x[n − 2w]
 * − x[n − 3w] summed three times over is the sum of the three boxes, exactly, in integers.
 */
class ThreeBoxFilter implements LineFilter {
  readonly delay: number;
  readonly lead: number;
  readonly units: number;
  /** From the vertical pass's sums to levels. */
  private readonly scale: number;
  /** An even window's boxes are w, w and w + 1 wide. */
  private readonly even: boolean;
  private readonly ring: RowRing;
  private readonly sums: [Int32Array, Int32Array, Int32Array];

  constructor(
    private readonly window: number,
    lanes: number,
  ) {
    this.even = window % 2 === 0;
    this.delay = this.even ? 3 * (window / 2) - 1 : (3 * (window - 1)) / 2;
    this.lead = 3 * window + 1;
    const volume = window * window * (this.even ? window + 1 : window);
    // The final sums reach 255 levels in units times the volume squared, within 32 bits unsigned:
    // sixteenths of a level up to boxes 9 wide (σ 4.8), whole levels at 15 (σ 8, the widest used).
    this.units = Math.min(16, 2 ** Math.floor(Math.log2((2 ** 32 - 1) / (255 * volume * volume))));
    if (this.units < 1) throw new RangeError(`boxes ${window} pixels wide are too wide to blur with`);
    this.scale = 1 / (this.units * volume * volume);
    this.ring = new RowRing(this.lead + 1, lanes);
    this.sums = [new Int32Array(lanes), new Int32Array(lanes), new Int32Array(lanes)];
  }

  blurRow(padded: Int32Array, width: number, output: Int32Array): void {
    const { delay, window, even } = this;
    const one = window * 4;
    const start = this.lead * 4;
    const end = start + (width + delay) * 4;
    const first = start + delay * 4;
    // Two channels a loop: fewer loops than one at a time, fewer live sums than four (JavaScriptCore's fastest).
    for (let channel = 0; channel < 4; channel += 2) {
      let a0 = 0;
      let a1 = 0;
      let a2 = 0;
      let b0 = 0;
      let b1 = 0;
      let b2 = 0;
      for (let at = start + channel; at < end; at += 4) {
        const next = at + 1;
        a0 = (a0 + (even ? evenComb(padded, at, one) : oddComb(padded, at, one))) | 0;
        b0 = (b0 + (even ? evenComb(padded, next, one) : oddComb(padded, next, one))) | 0;
        a1 = (a1 + a0) | 0;
        a2 = (a2 + a1) | 0;
        b1 = (b1 + b0) | 0;
        b2 = (b2 + b1) | 0;
        if (at >= first) {
          output[at - first] = a2;
          output[next - first] = b2;
        }
      }
    }
  }

  nextRow(): Int32Array {
    return this.ring.advance();
  }

  push(output: Float32Array): void {
    const { ring, window, scale, even } = this;
    const [sums0, sums1, sums2] = this.sums;
    // Before the line's first row the ring holds zeros, transparent black, as the comb needs.
    const newest = ring.back(0);
    const back1 = ring.back(window);
    const back2 = ring.back(2 * window);
    const back3 = ring.back(3 * window);
    // An even window's comb also reaches a row further back at each step (unused when odd).
    const back1Past = ring.back(window + 1);
    const back2Past = ring.back(2 * window + 1);
    const back3Past = ring.back(3 * window + 1);
    for (let lane = 0; lane < newest.length; lane += 1) {
      const comb = even
        ? (newest[lane] as number) -
          2 * (back1[lane] as number) -
          (back1Past[lane] as number) +
          (back2[lane] as number) +
          2 * (back2Past[lane] as number) -
          (back3Past[lane] as number)
        : (newest[lane] as number) - 3 * ((back1[lane] as number) - (back2[lane] as number)) - (back3[lane] as number);
      const sum0 = ((sums0[lane] as number) + comb) | 0;
      const sum1 = ((sums1[lane] as number) + sum0) | 0;
      const sum2 = ((sums2[lane] as number) + sum1) | 0;
      sums0[lane] = sum0;
      sums1[lane] = sum1;
      sums2[lane] = sum2;
      output[lane] = (sum2 >>> 0) * scale;
    }
  }
}

/** The comb of boxes w, w, w at `at` of a row of 4-lane pixels, w being `one` values: x[n] − 3x[n − w] + 3x[n − 2w] − x[n − 3w]. */
function oddComb(padded: Int32Array, at: number, one: number): number {
  return (padded[at] as number) - 3 * ((padded[at - one] as number) - (padded[at - 2 * one] as number)) - (padded[at - 3 * one] as number);
}

/** The comb of boxes w, w, w + 1: (1 − z⁻ʷ)²(1 − z⁻ʷ⁻¹) = 1 − 2z⁻ʷ − z⁻ʷ⁻¹ + z⁻²ʷ + 2z⁻²ʷ⁻¹ − z⁻³ʷ⁻¹. */
function evenComb(padded: Int32Array, at: number, one: number): number {
  return (
    (padded[at] as number) -
    2 * (padded[at - one] as number) -
    (padded[at - one - 4] as number) +
    (padded[at - 2 * one] as number) +
    2 * (padded[at - 2 * one - 4] as number) -
    (padded[at - 3 * one - 4] as number)
  );
}

/** Weights of the sampled Gaussian as whole numbers adding up to about this. */
const KERNEL_TOTAL = 2 ** 16;

/**
 * A sampled Gaussian over 2r + 1 steps, its weights whole numbers (which moves no pixel by more than
 * a 40th of a level) scaled by their sum at the end. The kernel is symmetric, so each weight but the
 * middle one multiplies the sum of the two values r − t steps either side.
 */
class KernelFilter implements LineFilter {
  readonly delay: number;
  readonly lead: number;
  /** Its rows' sums reach 255 × 16 × 2¹⁶, within 32 bits; the vertical pass sums in doubles. */
  readonly units = 16;
  /** Weights from the middle out: weights[t] for the values t steps either side. */
  private readonly weights: Float64Array;
  private readonly scale: number;
  /** The vertical pass's rows, one after another, the newest at `newest`. */
  private readonly ring: Int32Array;
  private readonly lanes: number;
  private newest = -1;

  constructor(sigma: number, lanes: number) {
    const radius = kernelRadius(sigma);
    this.delay = radius;
    this.lead = radius;
    const gaussian = Array.from({ length: radius + 1 }, (_, step) => Math.exp(-(step * step) / (2 * sigma * sigma)));
    const total = gaussian.reduce((sum, weight, step) => sum + (step === 0 ? weight : 2 * weight), 0);
    this.weights = Float64Array.from(gaussian, (weight) => Math.round((weight / total) * KERNEL_TOTAL));
    const sum = this.weights.reduce((sum, weight, step) => sum + (step === 0 ? weight : 2 * weight), 0);
    this.scale = 1 / (this.units * sum * sum);
    this.lanes = lanes;
    this.ring = new Int32Array((2 * radius + 1) * lanes);
  }

  blurRow(padded: Int32Array, width: number, output: Int32Array): void {
    const { weights, delay: radius } = this;
    for (let channel = 0; channel < 4; channel += 1)
      for (let at = channel, middle = radius * 4 + channel; at < width * 4; at += 4, middle += 4) {
        let sum = (weights[0] as number) * (padded[middle] as number);
        for (let step = 1, offset = 4; step <= radius; step += 1, offset += 4)
          sum += (weights[step] as number) * ((padded[middle - offset] as number) + (padded[middle + offset] as number));
        output[at] = sum;
      }
  }

  nextRow(): Int32Array {
    const count = 2 * this.delay + 1;
    this.newest = (this.newest + 1) % count;
    return this.ring.subarray(this.newest * this.lanes, (this.newest + 1) * this.lanes);
  }

  push(output: Float32Array): void {
    const { weights, ring, lanes, scale, delay: radius } = this;
    const count = 2 * radius + 1;
    // The row `delay` back is the middle one; before the line's first rows the ring holds zeros.
    const row = (back: number) => ((this.newest - back + count) % count) * lanes;
    const middle = row(radius);
    const above = Int32Array.from({ length: radius + 1 }, (_, step) => row(radius + step));
    const below = Int32Array.from({ length: radius + 1 }, (_, step) => row(radius - step));
    const centre = weights[0] as number;
    for (let lane = 0; lane < lanes; lane += 1) {
      let sum = centre * (ring[middle + lane] as number);
      for (let step = 1; step <= radius; step += 1)
        sum +=
          (weights[step] as number) * ((ring[(above[step] as number) + lane] as number) + (ring[(below[step] as number) + lane] as number));
      output[lane] = sum * scale;
    }
  }
}
