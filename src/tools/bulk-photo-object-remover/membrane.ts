/**
 * The smoothest surface through values fixed around a hole: Laplace's equation (every hole pixel the
 * mean of its four neighbours), solved coarse to fine. A half-size copy of the problem is solved
 * first, and its answer, enlarged, starts a few over-relaxed Gauss–Seidel sweeps at the next finer
 * scale, so a hole hundreds of pixels wide settles in tens of sweeps rather than tens of thousands.
 * Written here because no maintained npm library solves a Poisson equation on a masked raster (the
 * sparse-matrix packages would need the system assembled and solved without the scale trick, far slower).
 */

export interface MembraneProblem {
  width: number;
  height: number;
  channels: number;
  /** 1 for the pixels to solve for. */
  hole: Uint8Array;
  /** 1 for the pixels whose value is given: the hole's edge. Pixels neither fixed nor in the hole are left out. */
  fixed: Uint8Array;
  /** Channels interleaved; read at fixed pixels, written at hole pixels. */
  values: Float32Array;
}

/** Sweeps at each scale after the coarser scale's answer: enough for the fine detail near the edge. */
const SWEEPS = 24;
/** Sweeps at the coarsest scale, which starts from nothing. */
const COARSEST_SWEEPS = 400;
/** Over-relaxation: each update overshoots towards the neighbours' mean, which settles smooth errors faster. */
const OVER_RELAXATION = 1.6;
/** The coarsest scale has at most this many hole pixels. */
const COARSEST_PIXELS = 1024;

function halve(problem: MembraneProblem): MembraneProblem {
  const { width, height, channels } = problem;
  const coarseWidth = Math.ceil(width / 2);
  const coarseHeight = Math.ceil(height / 2);
  const hole = new Uint8Array(coarseWidth * coarseHeight);
  const fixed = new Uint8Array(coarseWidth * coarseHeight);
  const values = new Float32Array(coarseWidth * coarseHeight * channels);
  for (let y = 0; y < coarseHeight; y += 1)
    for (let x = 0; x < coarseWidth; x += 1) {
      const at = y * coarseWidth + x;
      let holes = 0;
      let cells = 0;
      let given = 0;
      for (let dy = 0; dy < 2; dy += 1)
        for (let dx = 0; dx < 2; dx += 1) {
          const [fx, fy] = [x * 2 + dx, y * 2 + dy];
          if (fx >= width || fy >= height) continue;
          const fine = fy * width + fx;
          cells += 1;
          holes += problem.hole[fine] as number;
          if (!problem.fixed[fine]) continue;
          given += 1;
          for (let channel = 0; channel < channels; channel += 1)
            values[at * channels + channel] =
              (values[at * channels + channel] as number) + (problem.values[fine * channels + channel] as number);
        }
      // A cell wholly in the hole is solved for; one touching the hole holds an edge pixel, whose mean it is fixed to.
      if (holes === cells) hole[at] = 1;
      else if (given > 0) {
        fixed[at] = 1;
        for (let channel = 0; channel < channels; channel += 1)
          values[at * channels + channel] = (values[at * channels + channel] as number) / given;
      }
    }
  return { width: coarseWidth, height: coarseHeight, channels, hole, fixed, values };
}

function holePixels(problem: MembraneProblem): Int32Array {
  const found: number[] = [];
  problem.hole.forEach((value, index) => value && found.push(index));
  return Int32Array.from(found);
}

function relax(problem: MembraneProblem, pixels: Int32Array, sweeps: number): void {
  const { width, height, channels, hole, fixed, values } = problem;
  const sums = new Float64Array(channels);
  for (let sweep = 0; sweep < sweeps; sweep += 1)
    for (const pixel of pixels) {
      const x = pixel % width;
      const y = (pixel - x) / width;
      sums.fill(0);
      let count = 0;
      for (const [neighbour, inside] of [
        [pixel - 1, x > 0],
        [pixel + 1, x < width - 1],
        [pixel - width, y > 0],
        [pixel + width, y < height - 1],
      ] as const) {
        if (!inside || !(hole[neighbour] || fixed[neighbour])) continue;
        count += 1;
        for (let channel = 0; channel < channels; channel += 1)
          sums[channel] = (sums[channel] as number) + (values[neighbour * channels + channel] as number);
      }
      if (count === 0) continue;
      for (let channel = 0; channel < channels; channel += 1) {
        const at = pixel * channels + channel;
        values[at] = (values[at] as number) + OVER_RELAXATION * ((sums[channel] as number) / count - (values[at] as number));
      }
    }
}

/** Fills `values` at the hole's pixels with the membrane through the fixed ones. */
export function solveMembrane(problem: MembraneProblem): void {
  const pixels = holePixels(problem);
  if (pixels.length === 0) return;
  const { width, height, channels, values } = problem;
  if (pixels.length <= COARSEST_PIXELS || width < 4 || height < 4) {
    // From the mean of the fixed values, so the sweeps only have to shape it.
    const mean = new Float64Array(channels);
    let count = 0;
    problem.fixed.forEach((value, index) => {
      if (!value) return;
      count += 1;
      for (let channel = 0; channel < channels; channel += 1)
        mean[channel] = (mean[channel] as number) + (values[index * channels + channel] as number);
    });
    for (const pixel of pixels)
      for (let channel = 0; channel < channels; channel += 1)
        values[pixel * channels + channel] = count ? (mean[channel] as number) / count : 0;
    relax(problem, pixels, COARSEST_SWEEPS);
    return;
  }
  const coarse = halve(problem);
  solveMembrane(coarse);
  for (const pixel of pixels) {
    const x = pixel % width;
    const y = (pixel - x) / width;
    const from = ((y >> 1) * coarse.width + (x >> 1)) * channels;
    for (let channel = 0; channel < channels; channel += 1) values[pixel * channels + channel] = coarse.values[from + channel] as number;
  }
  relax(problem, pixels, SWEEPS);
}
