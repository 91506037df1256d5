/**
 * Seams inside the fill smoothed away in the gradient domain. The fill copies each pixel from its
 * own match, and where neighbouring pixels come from unrelated places in the photo they meet at a
 * seam: a step in brightness or colour that no photo has there (a lake's blue half beside its
 * orange half, a soft polygon in a regular texture). The fill is rebuilt in the gradient domain
 * (P. Pérez, M. Gangnet, A. Blake, "Poisson Image Editing", 2003; in the spirit of S. Darabi et al.,
 * "Image Melding", 2012): between neighbours in the hole it changes as the photo changes at their
 * sources (across a seam, the mean of what each side's source says), and it meets the kept pixels
 * at the hole's edge as the blend made it meet them. The least-squares image with those differences
 * keeps every copied grain and spreads each seam's step, and the blend's smooth membrane, over the
 * hole. It is solved by conjugate gradients, by hand: no library here solves a sparse system of a
 * few hundred thousand unknowns in a browser worker, and a fixed number of iterations bounds its time.
 */
import type { Pixels } from "./pixels";

/**
 * Unknown-pixel updates the solve may spend: a hole of the size of an object in a 2 MP photo (25 k
 * pixels) gets the 100 iterations that spread a seam's step over the hole, larger ones fewer.
 */
const WORK = 2_500_000;
const MOST_ITERATIONS = 100;
/**
 * Holes of more pixels are left as the blend made them: the iterations the work allows would spread
 * a step over a few pixels only, and the pass would add 0.4 s to the 5 s a 5 % hole of a 12 MP photo
 * (530 k pixels) may take.
 */
export const LARGEST_SMOOTHED = 250_000;
const COLOURS = 3;
const KEPT = -1;
const OFF = -2;
/** The four neighbours: left, right, up, down. */
const SIDES_X = [-1, 1, 0, 0] as const;
const SIDES_Y = [0, 0, -1, 1] as const;

/**
 * Rewrites the hole's pixels of `image` (already filled and blended, each from `sources[pixel]`, an
 * index into the same image; -1 for none) from their sources' differences; a fill without a seam is
 * left as it is.
 */
export function smoothSeams(image: Pixels, hole: Uint8Array, sources: Int32Array): void {
  const { width, height, channels, data } = image;
  let count = 0;
  for (let pixel = 0; pixel < hole.length; pixel += 1) if (hole[pixel] && (sources[pixel] as number) >= 0) count += 1;
  if (count === 0 || count > LARGEST_SMOOTHED) return;
  const unknowns = new Int32Array(count);
  const order = new Int32Array(width * height).fill(-1);
  for (let pixel = 0, index = 0; pixel < hole.length; pixel += 1)
    if (hole[pixel] && (sources[pixel] as number) >= 0) {
      order[pixel] = index;
      unknowns[index] = pixel;
      index += 1;
    }
  /** The pixel one step along (dx, dy) from `source`, or -1 where that is off the image or in the hole. */
  const freeStep = (source: number, dx: number, dy: number): number => {
    const sx = (source % width) + dx;
    const sy = ((source / width) | 0) + dy;
    if (sx < 0 || sy < 0 || sx >= width || sy >= height) return -1;
    const next = sy * width + sx;
    return hole[next] ? -1 : next;
  };
  // Each unknown's neighbours (an unknown's index, KEPT or OFF), and the residual of the current fill:
  // Σ over neighbours of (f_q − f_p − wanted_pq), which the solve brings to zero.
  const neighbours = new Int32Array(count * 4).fill(OFF);
  const degree = new Float32Array(count);
  const residual = new Float32Array(count * COLOURS);
  let seams = 0;
  for (let index = 0; index < count; index += 1) {
    const pixel = unknowns[index] as number;
    const x = pixel % width;
    const y = (pixel - x) / width;
    const source = sources[pixel] as number;
    for (let side = 0; side < 4; side += 1) {
      const dx = SIDES_X[side] as number;
      const dy = SIDES_Y[side] as number;
      if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
      const next = pixel + dy * width + dx;
      degree[index] = (degree[index] as number) + 1;
      const other = order[next] as number;
      neighbours[index * 4 + side] = other >= 0 ? other : KEPT;
      // The hole's edge keeps the blend's match.
      if (other < 0) continue;
      const nextSource = sources[next] as number;
      const coherent = nextSource === source + dy * width + dx;
      if (!coherent) seams += 1;
      // What the photo does one step on from each side's source (the second read backwards); where
      // the two sources are neighbours themselves, both say the same.
      const here = coherent ? nextSource : freeStep(source, dx, dy);
      const there = coherent ? -1 : freeStep(nextSource, -dx, -dy);
      const saying = (here >= 0 ? 1 : 0) + (there >= 0 ? 1 : 0);
      if (saying === 0) continue;
      for (let channel = 0; channel < COLOURS; channel += 1) {
        let said = 0;
        if (here >= 0) said += (data[here * channels + channel] as number) - (data[source * channels + channel] as number);
        if (there >= 0) said += (data[nextSource * channels + channel] as number) - (data[there * channels + channel] as number);
        const current = (data[next * channels + channel] as number) - (data[pixel * channels + channel] as number);
        residual[index * COLOURS + channel] = (residual[index * COLOURS + channel] as number) + current - said / saying;
      }
    }
  }
  if (seams === 0) return;
  solveLaplacian(neighbours, degree, residual, Math.min(MOST_ITERATIONS, Math.ceil(WORK / count)));
  for (let index = 0; index < count; index += 1)
    for (let channel = 0; channel < COLOURS; channel += 1) {
      const at = (unknowns[index] as number) * channels + channel;
      data[at] = Math.min(255, Math.max(0, (data[at] as number) + (residual[index * COLOURS + channel] as number)));
    }
}

/**
 * Conjugate gradients for A δ = r, A the hole's graph Laplacian (`degree` on the diagonal, -1 for
 * each neighbour in the hole; kept pixels are fixed), the three colours at once: they share A, so
 * one pass over the neighbours serves all three. The solution replaces `rhs`.
 */
function solveLaplacian(neighbours: Int32Array, degree: Float32Array, rhs: Float32Array, iterations: number): void {
  const count = degree.length;
  const residual = Float32Array.from(rhs);
  const direction = Float32Array.from(rhs);
  const product = new Float32Array(count * 3);
  const change = new Float32Array(count * 3);
  const squared = new Float64Array(3);
  const curvature = new Float64Array(3);
  const next = new Float64Array(3);
  for (let index = 0; index < count; index += 1)
    for (let channel = 0; channel < 3; channel += 1)
      squared[channel] = (squared[channel] as number) + (residual[index * 3 + channel] as number) ** 2;
  for (let iteration = 0; iteration < iterations; iteration += 1) {
    curvature.fill(0);
    for (let index = 0; index < count; index += 1) {
      const own = degree[index] as number;
      const at = index * 3;
      let red = own * (direction[at] as number);
      let green = own * (direction[at + 1] as number);
      let blue = own * (direction[at + 2] as number);
      for (let side = 0; side < 4; side += 1) {
        const other = neighbours[index * 4 + side] as number;
        if (other < 0) continue;
        red -= direction[other * 3] as number;
        green -= direction[other * 3 + 1] as number;
        blue -= direction[other * 3 + 2] as number;
      }
      product[at] = red;
      product[at + 1] = green;
      product[at + 2] = blue;
      curvature[0] = (curvature[0] as number) + (direction[at] as number) * red;
      curvature[1] = (curvature[1] as number) + (direction[at + 1] as number) * green;
      curvature[2] = (curvature[2] as number) + (direction[at + 2] as number) * blue;
    }
    const steps = [0, 1, 2].map((channel) =>
      (curvature[channel] as number) > 0 ? (squared[channel] as number) / (curvature[channel] as number) : 0,
    );
    const [redStep, greenStep, blueStep] = steps as [number, number, number];
    next.fill(0);
    for (let at = 0; at < count * 3; at += 3) {
      change[at] = (change[at] as number) + redStep * (direction[at] as number);
      change[at + 1] = (change[at + 1] as number) + greenStep * (direction[at + 1] as number);
      change[at + 2] = (change[at + 2] as number) + blueStep * (direction[at + 2] as number);
      const red = (residual[at] as number) - redStep * (product[at] as number);
      const green = (residual[at + 1] as number) - greenStep * (product[at + 1] as number);
      const blue = (residual[at + 2] as number) - blueStep * (product[at + 2] as number);
      residual[at] = red;
      residual[at + 1] = green;
      residual[at + 2] = blue;
      next[0] = (next[0] as number) + red * red;
      next[1] = (next[1] as number) + green * green;
      next[2] = (next[2] as number) + blue * blue;
    }
    const ratios = [0, 1, 2].map((channel) =>
      (squared[channel] as number) > 0 ? (next[channel] as number) / (squared[channel] as number) : 0,
    );
    const [redRatio, greenRatio, blueRatio] = ratios as [number, number, number];
    squared.set(next);
    for (let at = 0; at < count * 3; at += 3) {
      direction[at] = (residual[at] as number) + redRatio * (direction[at] as number);
      direction[at + 1] = (residual[at + 1] as number) + greenRatio * (direction[at + 1] as number);
      direction[at + 2] = (residual[at + 2] as number) + blueRatio * (direction[at + 2] as number);
    }
  }
  rhs.set(change);
}
