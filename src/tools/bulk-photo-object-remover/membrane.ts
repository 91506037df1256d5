/**
 * The smoothest surface through values fixed around a hole: Laplace's equation (every hole pixel the
 * mean of its four neighbours), solved coarse to fine. A half-size copy of the problem is solved
 * first; its answer, enlarged, is already right deep in the hole, where the surface is smooth, so at
 * each finer scale only the pixels near the edge get a few over-relaxed Gauss–Seidel sweeps. The
 * time then follows the hole's outline more than its area: a few hundred milliseconds for a hole of
 * 600,000 pixels.
 * Written here because no maintained npm library solves a Poisson equation on a masked raster (the
 * sparse-matrix packages would need the system assembled, and know nothing of the scale trick). The
 * colorizer's propagate.ts solves a related system (edge-weighted, over the whole photo, by conjugate
 * gradients); tools do not share code, and this one needs neither the weights nor the whole photo.
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

/**
 * Sweeps at each scale after the coarser scale's answer, which leaves only detail a pixel or two
 * from the edge to settle: a plane through a hole 150 px wide comes out within a level.
 */
const SWEEPS = 8;
/** Sweeps at the coarsest scale, which starts from nothing. */
const COARSEST_SWEEPS = 400;
/** Over-relaxation: each update overshoots towards the neighbours' mean, which settles smooth errors faster. */
const OVER_RELAXATION = 1.6;
/** How many coarse cells from the edge a finer scale's pixels are still swept (see nearEdge). */
const EDGE_CELLS = 3;
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
  const { hole } = problem;
  let count = 0;
  for (let index = 0; index < hole.length; index += 1) count += hole[index] as number;
  const pixels = new Int32Array(count);
  for (let index = 0, at = 0; index < hole.length; index += 1) if (hole[index]) pixels[at++] = index;
  return pixels;
}

function relax(problem: MembraneProblem, pixels: Int32Array, sweeps: number): void {
  const { width, height, channels, hole, fixed, values } = problem;
  // Each hole pixel's neighbours that take part (in the hole or fixed), found once: -1 for none.
  const neighbours = new Int32Array(pixels.length * 4).fill(-1);
  const shares = new Float32Array(pixels.length);
  for (let order = 0; order < pixels.length; order += 1) {
    const pixel = pixels[order] as number;
    const x = pixel % width;
    const y = (pixel - x) / width;
    let count = 0;
    const take = (neighbour: number) => {
      if (hole[neighbour] || fixed[neighbour]) neighbours[order * 4 + count++] = neighbour * channels;
    };
    if (x > 0) take(pixel - 1);
    if (x < width - 1) take(pixel + 1);
    if (y > 0) take(pixel - width);
    if (y < height - 1) take(pixel + width);
    shares[order] = count ? 1 / count : 0;
  }
  for (let sweep = 0; sweep < sweeps; sweep += 1)
    for (let order = 0; order < pixels.length; order += 1) {
      const share = shares[order] as number;
      if (share === 0) continue;
      const at = (pixels[order] as number) * channels;
      const base = order * 4;
      for (let channel = 0; channel < channels; channel += 1) {
        let sum = 0;
        for (let side = 0; side < 4; side += 1) {
          const neighbour = neighbours[base + side] as number;
          if (neighbour < 0) break;
          sum += values[neighbour + channel] as number;
        }
        values[at + channel] = (values[at + channel] as number) + OVER_RELAXATION * (sum * share - (values[at + channel] as number));
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
  enlarge(coarse, problem, pixels);
  relax(problem, nearEdge(coarse, problem, pixels), SWEEPS);
}

/** Each hole pixel from the coarser scale's answer, bilinear between the coarse cells that take part. */
function enlarge(coarse: MembraneProblem, problem: MembraneProblem, pixels: Int32Array): void {
  const { width, channels, values } = problem;
  const cells = new Int32Array(4);
  const weights = new Float64Array(4);
  for (const pixel of pixels) {
    const x = pixel % width;
    const y = (pixel - x) / width;
    const cx = Math.min(coarse.width - 1, Math.max(0, (x - 0.5) / 2));
    const cy = Math.min(coarse.height - 1, Math.max(0, (y - 0.5) / 2));
    const [x0, y0] = [Math.floor(cx), Math.floor(cy)];
    const [fx, fy] = [cx - x0, cy - y0];
    const [x1, y1] = [Math.min(coarse.width - 1, x0 + 1), Math.min(coarse.height - 1, y0 + 1)];
    cells[0] = y0 * coarse.width + x0;
    cells[1] = y0 * coarse.width + x1;
    cells[2] = y1 * coarse.width + x0;
    cells[3] = y1 * coarse.width + x1;
    weights[0] = (1 - fx) * (1 - fy);
    weights[1] = fx * (1 - fy);
    weights[2] = (1 - fx) * fy;
    weights[3] = fx * fy;
    let total = 0;
    for (let corner = 0; corner < 4; corner += 1) {
      const cell = cells[corner] as number;
      if (coarse.hole[cell] || coarse.fixed[cell]) total += weights[corner] as number;
      else weights[corner] = 0;
    }
    if (total === 0) continue;
    for (let channel = 0; channel < channels; channel += 1) {
      let sum = 0;
      for (let corner = 0; corner < 4; corner += 1)
        sum += (weights[corner] as number) * (coarse.values[(cells[corner] as number) * channels + channel] as number);
      values[pixel * channels + channel] = sum / total;
    }
  }
}

/**
 * The hole pixels within a few coarse cells of the edge. Deeper in, the membrane is smooth and the
 * enlarged coarse answer already right; only near the edge, which the coarse scale sees blurred,
 * does it need the sweeps. The time then follows the hole's outline, not its area.
 */
function nearEdge(coarse: MembraneProblem, problem: MembraneProblem, pixels: Int32Array): Int32Array {
  const { width: cw, height: ch } = coarse;
  const near = new Uint8Array(cw * ch);
  for (let y = 0; y < ch; y += 1)
    for (let x = 0; x < cw; x += 1) {
      if (coarse.hole[y * cw + x]) continue;
      for (let dy = Math.max(-EDGE_CELLS, -y); dy <= Math.min(EDGE_CELLS, ch - 1 - y); dy += 1)
        for (let dx = Math.max(-EDGE_CELLS, -x); dx <= Math.min(EDGE_CELLS, cw - 1 - x); dx += 1) near[(y + dy) * cw + x + dx] = 1;
    }
  const { width } = problem;
  return pixels.filter((pixel) => {
    const x = pixel % width;
    return near[(((pixel - x) / width) >> 1) * cw + (x >> 1)] === 1;
  });
}
