/**
 * The 1-D filters Skia's raster blur runs along each axis (src/core/SkBlurEngine.cpp), which is what
 * the canvas `blur()` filter draws in Chromium: below σ 2 a sampled Gaussian kernel 3σ wide, from
 * there three box filters of the width the Filter Effects spec gives (feGaussianBlur). Both stream a
 * line: each step (a pixel of a row, or a whole row of an image) is pushed in turn and its blurred
 * value comes out `delay` steps later, so a vertical pass holds a few rows, never the image.
 * Steps are `lanes` values wide (4 premultiplied channels, or a row of them); before the line's
 * first step and after its last, which the caller pushes as null, lies transparent black.
 */

export interface LineFilter {
  /** Steps between pushing a value and its blurred value coming out. */
  readonly delay: number;
  /** Forgets the previous line. */
  reset(): void;
  /** Pushes `lanes` values from `input` at `at` (null: transparent black) and writes the blurred step `delay` steps back to `output` at `to`. */
  push(input: Float32Array | null, at: number, output: Float32Array, to: number): void;
  /**
   * A whole row of `width` pixels (4 lanes each) blurred into `output`, for a filter made with 4
   * lanes: the same sums as pushing it pixel by pixel, with the channels held in locals, since a call
   * per pixel would take most of the blur's time.
   */
  blurRow(row: Float32Array, width: number, output: Float32Array): void;
}

/** Below this σ Skia convolves with the Gaussian itself; three boxes that narrow would look blocky. */
const KERNEL_BELOW_SIGMA = 2;

/** Skia's radius of a sampled Gaussian. */
export const kernelRadius = (sigma: number): number => Math.ceil(3 * sigma);

/** The box width the Filter Effects spec gives for σ: three boxes of it have about the Gaussian's spread. */
export const boxWindow = (sigma: number): number => Math.max(1, Math.floor((sigma * 3 * Math.sqrt(2 * Math.PI)) / 4 + 0.5));

/** The filter Skia would use for σ. */
export function lineFilter(sigma: number, lanes: number): LineFilter {
  return sigma < KERNEL_BELOW_SIGMA ? new KernelFilter(sigma, lanes) : new ThreeBoxFilter(boxWindow(sigma), lanes);
}

/**
 * Three running box sums stacked, as Skia stacks them: each sum's leading edge is the sum before it,
 * and rings remember the trailing edges. For an even width the spec shifts the first two boxes half
 * a pixel either way and widens the third by one, which the longer third ring does.
 */
class ThreeBoxFilter implements LineFilter {
  readonly delay: number;
  private readonly scale: number;
  private readonly sums: Float64Array[];
  private readonly rings: Float64Array[];
  private readonly ringSteps: number[];
  private readonly cursors = [0, 0, 0];

  constructor(
    window: number,
    private readonly lanes: number,
  ) {
    const even = window % 2 === 0;
    this.delay = even ? 3 * (window / 2) - 1 : (3 * (window - 1)) / 2;
    this.scale = 1 / (window * window * (even ? window + 1 : window));
    this.ringSteps = [window - 1, window - 1, even ? window : window - 1];
    this.sums = [0, 1, 2].map(() => new Float64Array(lanes));
    this.rings = this.ringSteps.map((steps) => new Float64Array(steps * lanes));
  }

  reset(): void {
    for (const array of [...this.sums, ...this.rings]) array.fill(0);
    this.cursors.fill(0);
  }

  push(input: Float32Array | null, at: number, output: Float32Array, to: number): void {
    const { lanes, scale, cursors } = this;
    const [sum0, sum1, sum2] = this.sums as [Float64Array, Float64Array, Float64Array];
    const [ring0, ring1, ring2] = this.rings as [Float64Array, Float64Array, Float64Array];
    const c0 = (cursors[0] as number) * lanes;
    const c1 = (cursors[1] as number) * lanes;
    const c2 = (cursors[2] as number) * lanes;
    for (let lane = 0; lane < lanes; lane += 1) {
      const value = input ? (input[at + lane] as number) : 0;
      const s0 = (sum0[lane] as number) + value;
      const s1 = (sum1[lane] as number) + s0;
      const s2 = (sum2[lane] as number) + s1;
      output[to + lane] = s2 * scale;
      sum2[lane] = s2 - (ring2[c2 + lane] as number);
      ring2[c2 + lane] = s1;
      sum1[lane] = s1 - (ring1[c1 + lane] as number);
      ring1[c1 + lane] = s0;
      sum0[lane] = s0 - (ring0[c0 + lane] as number);
      ring0[c0 + lane] = value;
    }
    for (let pass = 0; pass < 3; pass += 1) cursors[pass] = ((cursors[pass] as number) + 1) % (this.ringSteps[pass] as number);
  }

  blurRow(row: Float32Array, width: number, output: Float32Array): void {
    this.reset();
    const { scale, delay } = this;
    const [ring0, ring1, ring2] = this.rings as [Float64Array, Float64Array, Float64Array];
    const [end0, end1, end2] = this.ringSteps.map((steps) => steps * 4) as [number, number, number];
    let c0 = 0;
    let c1 = 0;
    let c2 = 0;
    for (let channel = 0; channel < 4; channel += 1) {
      let sum0 = 0;
      let sum1 = 0;
      let sum2 = 0;
      c0 = c1 = c2 = channel;
      for (let x = 0; x < width + delay; x += 1) {
        const value = x < width ? (row[x * 4 + channel] as number) : 0;
        sum0 += value;
        sum1 += sum0;
        sum2 += sum1;
        if (x >= delay) output[(x - delay) * 4 + channel] = sum2 * scale;
        sum2 -= ring2[c2] as number;
        ring2[c2] = sum1;
        sum1 -= ring1[c1] as number;
        ring1[c1] = sum0;
        sum0 -= ring0[c0] as number;
        ring0[c0] = value;
        c0 = c0 + 4 < end0 ? c0 + 4 : channel;
        c1 = c1 + 4 < end1 ? c1 + 4 : channel;
        c2 = c2 + 4 < end2 ? c2 + 4 : channel;
      }
    }
  }
}

/** A sampled, normalised Gaussian over the last 2r + 1 steps, kept in a ring. */
class KernelFilter implements LineFilter {
  readonly delay: number;
  private readonly kernel: Float64Array;
  private readonly ring: Float32Array;
  private newest = 0;

  constructor(
    sigma: number,
    private readonly lanes: number,
  ) {
    const radius = kernelRadius(sigma);
    this.delay = radius;
    const weights = Array.from({ length: 2 * radius + 1 }, (_, index) => Math.exp(-((index - radius) ** 2) / (2 * sigma * sigma)));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    this.kernel = Float64Array.from(weights, (weight) => weight / total);
    this.ring = new Float32Array(weights.length * lanes);
  }

  reset(): void {
    this.ring.fill(0);
    this.newest = 0;
  }

  push(input: Float32Array | null, at: number, output: Float32Array, to: number): void {
    const { lanes, kernel, ring } = this;
    const taps = kernel.length;
    this.newest = (this.newest + 1) % taps;
    const slot = this.newest * lanes;
    if (input) ring.set(input.subarray(at, at + lanes), slot);
    else ring.fill(0, slot, slot + lanes);
    output.fill(0, to, to + lanes);
    // The oldest step in the ring meets the kernel's first weight; the kernel is symmetric anyway.
    for (let tap = 0; tap < taps; tap += 1) {
      const weight = kernel[tap] as number;
      const from = ((this.newest + 1 + tap) % taps) * lanes;
      for (let lane = 0; lane < lanes; lane += 1)
        output[to + lane] = (output[to + lane] as number) + weight * (ring[from + lane] as number);
    }
  }

  blurRow(row: Float32Array, width: number, output: Float32Array): void {
    const { kernel } = this;
    const radius = this.delay;
    for (let x = 0; x < width; x += 1) {
      let red = 0;
      let green = 0;
      let blue = 0;
      let alpha = 0;
      // Only the taps that land inside the row: beyond it lies transparent black.
      for (let tap = Math.max(0, radius - x), last = Math.min(2 * radius, radius + width - 1 - x); tap <= last; tap += 1) {
        const weight = kernel[tap] as number;
        const at = (x + tap - radius) * 4;
        red += weight * (row[at] as number);
        green += weight * (row[at + 1] as number);
        blue += weight * (row[at + 2] as number);
        alpha += weight * (row[at + 3] as number);
      }
      output[x * 4] = red;
      output[x * 4 + 1] = green;
      output[x * 4 + 2] = blue;
      output[x * 4 + 3] = alpha;
    }
  }
}
