/**
 * Lines and edges that cross the hole carried through it before the texture is filled (after J. Sun,
 * L. Yuan, J. Jia, H.-Y. Shum, "Image Completion with Structure Propagation", 2005, with the curves
 * found instead of drawn). Patches copied by translation alone land a sloping rail a few pixels too
 * high or drop a post that only a narrow strip of the photo shows; here every straight edge that
 * meets the hole's edge is followed a little way outwards, paired with the one on the far side that
 * continues it (the same direction, the same colours on each side), and the strip along the curve
 * joining them is copied from each end's own continuation outside the hole, mirrored across the hole's
 * edge so the edge runs on without a step. The completion then takes these pixels as known. Written by
 * hand: no library finds and completes line structure for an inpainting in a browser worker.
 */
import { chamferDistance } from "./hole";
import { lumaOf, type Pixels } from "./pixels";

/** How far (pixels) outside the hole an edge is looked for: clear of the hole, so its gradient is the photo's. */
const EDGE_AT = 2;
/** How far (pixels) an edge is followed outwards: it must run this straight to count as a line. */
const TRACE = 16;
/** How far (pixels) from the hole gradients are needed: a trace from the ring, and the 3 × 3 window around its last point. */
const GRADIENT_BAND = EDGE_AT + TRACE + 4;
/** Edges weaker than this (luma levels per pixel, and this many times the ring's median) are texture. */
const MIN_STRENGTH = 6;
const RING_FACTOR = 2;
/** The followed points may stray this far (pixels, root mean square) from a straight line. */
const MOST_WANDER = 0.8;
/** The least difference in luma between an edge's two sides. */
const MIN_CONTRAST = 12;
/** The sines of the largest angles between an edge's direction and the chord to its partner. */
const MOST_BEND = Math.sin((10 * Math.PI) / 180);
/** How different (a share of the edge's contrast) the colours on one side of two paired edges may be. */
const MOST_MISMATCH = 0.45;
/** An end whose second-best partner scores within this factor of its best is left unpaired. */
const AMBIGUOUS = 2;
/** Half the width (pixels) of the strip copied along each paired edge. */
const BAND = 4;
/** Between these shares of the way across, the copy from one end gives way to the other's. */
const FADE = [0.35, 0.65] as const;
/** Colours of an edge's sides are read this far (pixels) from it. */
const SIDE = 3;

interface Point {
  x: number;
  y: number;
}

/** A straight edge just outside the hole: where it is, the way it runs into the hole, its sides' colours. */
export interface EdgeEnd {
  at: Point;
  /** Unit vector pointing into the hole. */
  direction: Point;
  /** Mean colour (RGB) to the left of `direction` and to its right. */
  left: [number, number, number];
  right: [number, number, number];
}

/** Two edge ends that continue each other across the hole. */
export interface StructureLine {
  from: EdgeEnd;
  to: EdgeEnd;
}

interface Gradients {
  x: Float32Array;
  y: Float32Array;
  /** 1 where the 3 × 3 window lies wholly in the free pixels. */
  valid: Uint8Array;
}

/**
 * Sobel gradients in luma levels per pixel, where no pixel of the window is blocked, on the pixels
 * `near` picks only: a trace never leaves the band around the hole, and over a whole 3 MP crop the
 * gradients took a second.
 */
function gradientsOf(luma: Float32Array, blocked: Uint8Array, width: number, height: number, near: (pixel: number) => boolean): Gradients {
  const size = width * height;
  const gx = new Float32Array(size);
  const gy = new Float32Array(size);
  const valid = new Uint8Array(size);
  for (let y = 1; y < height - 1; y += 1)
    for (let x = 1; x < width - 1; x += 1) {
      const at = y * width + x;
      if (!near(at)) continue;
      const [up, down] = [at - width, at + width];
      if (blocked[up - 1] || blocked[up] || blocked[up + 1] || blocked[at - 1] || blocked[at] || blocked[at + 1]) continue;
      if (blocked[down - 1] || blocked[down] || blocked[down + 1]) continue;
      const [a, b, c] = [luma[up - 1] as number, luma[up] as number, luma[up + 1] as number];
      const [d, f] = [luma[at - 1] as number, luma[at + 1] as number];
      const [g, h, i] = [luma[down - 1] as number, luma[down] as number, luma[down + 1] as number];
      gx[at] = (c + 2 * f + i - a - 2 * d - g) / 8;
      gy[at] = (g + 2 * h + i - a - 2 * b - c) / 8;
      valid[at] = 1;
    }
  return { x: gx, y: gy, valid };
}

/** The gradient across a line of normal `normal` at the pixel nearest (x, y), or NaN off the free pixels. */
function across(gradients: Gradients, width: number, height: number, x: number, y: number, normal: Point): number {
  const [px, py] = [Math.round(x), Math.round(y)];
  if (px < 0 || py < 0 || px >= width || py >= height) return NaN;
  const at = py * width + px;
  if (!gradients.valid[at]) return NaN;
  return (gradients.x[at] as number) * normal.x + (gradients.y[at] as number) * normal.y;
}

/** The colour at (x, y), bilinear, or null where any of its four pixels is blocked or off the image. */
function colourAt(image: Pixels, blocked: Uint8Array, x: number, y: number): [number, number, number] | null {
  const { width, height, channels, data } = image;
  const [x0, y0] = [Math.floor(x), Math.floor(y)];
  if (x0 < 0 || y0 < 0 || x0 + 1 >= width || y0 + 1 >= height) return null;
  const [fx, fy] = [x - x0, y - y0];
  const colour: [number, number, number] = [0, 0, 0];
  for (const [dx, dy, weight] of [
    [0, 0, (1 - fx) * (1 - fy)],
    [1, 0, fx * (1 - fy)],
    [0, 1, (1 - fx) * fy],
    [1, 1, fx * fy],
  ] as const) {
    const pixel = (y0 + dy) * width + x0 + dx;
    if (blocked[pixel]) return null;
    for (let channel = 0; channel < 3; channel += 1)
      colour[channel] = (colour[channel] as number) + weight * (data[pixel * channels + channel] as number);
  }
  return colour;
}

const lumaOfColour = (colour: readonly number[]) =>
  0.299 * (colour[0] as number) + 0.587 * (colour[1] as number) + 0.114 * (colour[2] as number);
const colourDistance = (a: readonly number[], b: readonly number[]) =>
  Math.hypot((a[0] as number) - (b[0] as number), (a[1] as number) - (b[1] as number), (a[2] as number) - (b[2] as number));

/** The principal axis of `points` (either way along it), their mean, and their root mean square distance from it. */
function straightLine(points: readonly Point[]): { mean: Point; axis: Point; wander: number } {
  const mean = points.reduce((sum, point) => ({ x: sum.x + point.x / points.length, y: sum.y + point.y / points.length }), { x: 0, y: 0 });
  let [xx, xy, yy] = [0, 0, 0];
  for (const point of points) {
    xx += (point.x - mean.x) ** 2;
    xy += (point.x - mean.x) * (point.y - mean.y);
    yy += (point.y - mean.y) ** 2;
  }
  const angle = Math.atan2(2 * xy, xx - yy) / 2;
  const axis = { x: Math.cos(angle), y: Math.sin(angle) };
  let wander = 0;
  for (const point of points) wander += ((point.x - mean.x) * -axis.y + (point.y - mean.y) * axis.x) ** 2;
  return { mean, axis, wander: Math.sqrt(wander / points.length) };
}

/**
 * The edge through `start` followed outwards against `inward`, each step snapped to the strongest
 * gradient of the same sign within two pixels across: the straight line through the edge's centres,
 * or null where the edge fades, turns or wanders.
 */
function followEdge(
  image: Pixels,
  blocked: Uint8Array,
  gradients: Gradients,
  start: Point,
  inward: Point,
  strength: number,
): EdgeEnd | null {
  const { width, height } = image;
  const normal = { x: -inward.y, y: inward.x };
  const sign = Math.sign(across(gradients, width, height, start.x, start.y, normal));
  const strengthAt = (step: number, offset: number) =>
    sign *
    across(gradients, width, height, start.x - step * inward.x + offset * normal.x, start.y - step * inward.y + offset * normal.y, normal);
  const pointAt = (step: number, offset: number): Point => ({
    x: start.x - step * inward.x + offset * normal.x,
    y: start.y - step * inward.y + offset * normal.y,
  });
  // A step between two pixels is as strong on both: the peak of the parabola through the strongest
  // pixel and its neighbours puts the edge between them, where it is, not half a pixel to one side
  // (copies from the two ends half a pixel apart blur an edge where they meet).
  const centred = (step: number, offset: number): Point => {
    const [before, peak, after] = [strengthAt(step, offset - 1), strengthAt(step, offset), strengthAt(step, offset + 1)];
    const curvature = before - 2 * peak + after;
    return pointAt(step, offset + (curvature < 0 ? Math.max(-0.5, Math.min(0.5, (before - after) / (2 * curvature))) : 0));
  };
  const followed: Point[] = [start];
  const centres: Point[] = [centred(0, 0)];
  let offset = 0;
  for (let step = 1; step <= TRACE; step += 1) {
    let best = -1;
    let bestOffset = 0;
    for (let shift = -2; shift <= 2; shift += 1) {
      const value = strengthAt(step, offset + shift);
      if (value > best) [best, bestOffset] = [value, offset + shift];
    }
    if (!(best >= strength / 2)) return null;
    offset = bestOffset;
    followed.push(pointAt(step, offset));
    centres.push(centred(step, offset));
  }
  // Whether the edge runs straight is judged on the pixels followed; where it runs, on their centres.
  if (straightLine(followed).wander > MOST_WANDER) return null;
  const { mean, axis } = straightLine(centres);
  const direction = axis.x * inward.x + axis.y * inward.y < 0 ? { x: -axis.x, y: -axis.y } : axis;
  const side = { x: -direction.y, y: direction.x };
  // The line's point level with the start, and the colours either side, averaged along it.
  const along = (start.x - mean.x) * direction.x + (start.y - mean.y) * direction.y;
  const at = { x: mean.x + along * direction.x, y: mean.y + along * direction.y };
  const left: [number, number, number] = [0, 0, 0];
  const right: [number, number, number] = [0, 0, 0];
  let count = 0;
  for (let step = 1; step <= TRACE; step += 1) {
    const [cx, cy] = [at.x - step * direction.x, at.y - step * direction.y];
    const leftColour = colourAt(image, blocked, cx + SIDE * side.x, cy + SIDE * side.y);
    const rightColour = colourAt(image, blocked, cx - SIDE * side.x, cy - SIDE * side.y);
    if (!leftColour || !rightColour) continue;
    for (let channel = 0; channel < 3; channel += 1) {
      left[channel] = (left[channel] as number) + (leftColour[channel] as number);
      right[channel] = (right[channel] as number) + (rightColour[channel] as number);
    }
    count += 1;
  }
  if (count < TRACE / 2) return null;
  for (let channel = 0; channel < 3; channel += 1) {
    left[channel] = (left[channel] as number) / count;
    right[channel] = (right[channel] as number) / count;
  }
  if (Math.abs(lumaOfColour(left) - lumaOfColour(right)) < MIN_CONTRAST) return null;
  return { at, direction, left, right };
}

/** Straight edges that meet the hole: the strongest of each stretch of its surrounding ring, followed outwards. */
export function edgeEnds(image: Pixels, hole: Uint8Array, blocked: Uint8Array): EdgeEnd[] {
  const { width, height } = image;
  const distance = chamferDistance({ data: hole, width, height }, false);
  const gradients = gradientsOf(lumaOf(image), blocked, width, height, (pixel) => (distance[pixel] as number) <= GRADIENT_BAND);
  const ring: number[] = [];
  for (let pixel = 0; pixel < hole.length; pixel += 1) {
    const from = distance[pixel] as number;
    if (from >= EDGE_AT && from < EDGE_AT + 1 && gradients.valid[pixel]) ring.push(pixel);
  }
  if (ring.length === 0) return [];
  const magnitude = new Float32Array(hole.length);
  for (const pixel of ring) magnitude[pixel] = Math.hypot(gradients.x[pixel] as number, gradients.y[pixel] as number);
  const sorted = Float32Array.from(ring, (pixel) => magnitude[pixel] as number).sort();
  const strength = Math.max(MIN_STRENGTH, RING_FACTOR * (sorted[Math.floor(sorted.length / 2)] as number));
  const ends: EdgeEnd[] = [];
  for (const pixel of ring) {
    const value = magnitude[pixel] as number;
    if (value < strength) continue;
    const x = pixel % width;
    const y = (pixel - x) / width;
    // Only the strongest of the ring's pixels within three pixels of it.
    let strongest = true;
    for (let dy = -3; dy <= 3 && strongest; dy += 1)
      for (let dx = -3; dx <= 3 && strongest; dx += 1) {
        if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
        const other = pixel + dy * width + dx;
        const near = distance[other] as number;
        if (near < EDGE_AT || near >= EDGE_AT + 1) continue;
        const otherValue = magnitude[other] as number;
        strongest = otherValue < value || (otherValue === value && other >= pixel);
      }
    if (!strongest) continue;
    // Along the edge (across its gradient), the way that leads nearer the hole.
    let inward = { x: -(gradients.y[pixel] as number) / value, y: (gradients.x[pixel] as number) / value };
    const ahead = (sign: number) => {
      const [ax, ay] = [Math.round(x + sign * 3 * inward.x), Math.round(y + sign * 3 * inward.y)];
      return ax < 0 || ay < 0 || ax >= width || ay >= height ? Infinity : (distance[ay * width + ax] as number);
    };
    if (ahead(-1) < ahead(1)) inward = { x: -inward.x, y: -inward.y };
    if (ahead(1) >= EDGE_AT) continue;
    const end = followEdge(image, blocked, gradients, { x, y }, inward, strength);
    if (end) ends.push(end);
  }
  return ends;
}

/** Ends paired with the end on the hole's far side that continues them, the best-matching pairs first, each end used once. */
export function pairEnds(ends: readonly EdgeEnd[], hole: Uint8Array, width: number): StructureLine[] {
  const candidates: { score: number; from: number; to: number }[] = [];
  ends.forEach((from, a) =>
    ends.forEach((to, b) => {
      if (b <= a) return;
      const [cx, cy] = [to.at.x - from.at.x, to.at.y - from.at.y];
      const length = Math.hypot(cx, cy);
      if (length < 2 * EDGE_AT + 2) return;
      const chord = { x: cx / length, y: cy / length };
      const bendFrom = Math.abs(from.direction.x * chord.y - from.direction.y * chord.x);
      const bendTo = Math.abs(to.direction.x * chord.y - to.direction.y * chord.x);
      if (from.direction.x * chord.x + from.direction.y * chord.y <= 0 || to.direction.x * chord.x + to.direction.y * chord.y >= 0) return;
      if (bendFrom > MOST_BEND || bendTo > MOST_BEND) return;
      // Seen from the far end, left and right change places.
      const contrast = Math.min(colourDistance(from.left, from.right), colourDistance(to.left, to.right));
      const mismatch = Math.max(colourDistance(from.left, to.right), colourDistance(from.right, to.left)) / contrast;
      if (mismatch > MOST_MISMATCH) return;
      // The chord must cross the hole, not run round it.
      let inside = 0;
      for (let step = 0; step <= length; step += 1)
        inside += hole[Math.round(from.at.y + step * chord.y) * width + Math.round(from.at.x + step * chord.x)] ? 1 : 0;
      if (inside < length / 2) return;
      candidates.push({ score: mismatch + (bendFrom + bendTo) / MOST_BEND, from: a, to: b });
    }),
  );
  candidates.sort((first, second) => first.score - second.score);
  // An end that two partners continue almost equally well is in a repeating pattern (stripes,
  // bristles): which one it joins is a guess, and the texture fill copies such patterns better.
  const best = new Map<number, number>();
  const ambiguous = new Set<number>();
  for (const { score, from, to } of candidates)
    for (const end of [from, to]) {
      const first = best.get(end);
      if (first === undefined) best.set(end, score);
      else if (score < AMBIGUOUS * first + 0.1) ambiguous.add(end);
    }
  const used = new Set<number>(ambiguous);
  const lines: StructureLine[] = [];
  for (const { from, to } of candidates) {
    if (used.has(from) || used.has(to)) continue;
    used.add(from).add(to);
    lines.push({ from: ends[from] as EdgeEnd, to: ends[to] as EdgeEnd });
  }
  return lines;
}

/**
 * The point `travel` pixels into the hole from `end` (and `offset` to the left), mirrored to the
 * outside: as far back from the end as it is in, folded back and forth within `reach`.
 */
function mirrored(at: Point, direction: Point, travel: number, offset: number, reach: number): Point {
  const period = 2 * reach;
  const folded = travel % period;
  const back = EDGE_AT + (folded <= reach ? folded : period - folded);
  const side = { x: -direction.y, y: direction.x };
  return { x: at.x - back * direction.x + offset * side.x, y: at.y - back * direction.y + offset * side.y };
}

/** How far back (pixels) from an end its strip stays clear of blocked pixels, up to `most`. */
function reachOf(image: Pixels, blocked: Uint8Array, at: Point, direction: Point, most: number): number {
  let reach = 0;
  for (let travel = 0; travel <= most; travel += 1) {
    for (let offset = -BAND - 1; offset <= BAND + 1; offset += 1) {
      const point = mirrored(at, direction, travel, offset, Infinity);
      if (!colourAt(image, blocked, point.x, point.y)) return reach;
    }
    reach = travel;
  }
  return reach;
}

/**
 * Copies into the hole, along each line (a cubic from one end to the other, leaving each along its
 * edge's direction), the strips outside its two ends, mirrored; returns the hole's pixels it wrote
 * (1), which the texture fill is to keep.
 */
export function drawStructure(image: Pixels, hole: Uint8Array, blocked: Uint8Array, lines: readonly StructureLine[]): Uint8Array {
  const { width, height, channels, data } = image;
  const sums = new Float64Array(width * height * 3);
  const weights = new Float64Array(width * height);
  for (const { from, to } of lines) {
    const length = Math.hypot(to.at.x - from.at.x, to.at.y - from.at.y);
    // The strips are read back along the chord, not each end's own direction: measured over a few
    // pixels, that can be a degree or two off, a pixel or two of step where the copies meet.
    const chord = { x: (to.at.x - from.at.x) / length, y: (to.at.y - from.at.y) / length };
    const back = { x: -chord.x, y: -chord.y };
    const reaches = [reachOf(image, blocked, from.at, chord, length), reachOf(image, blocked, to.at, back, length)];
    if (Math.min(...reaches) < TRACE / 2) continue;
    // Hermite tangents: each end's direction, as long as the chord.
    const [p0, p1] = [from.at, to.at];
    const [m0, m1] = [
      { x: from.direction.x * length, y: from.direction.y * length },
      { x: -to.direction.x * length, y: -to.direction.y * length },
    ];
    const steps = Math.ceil(length * 2);
    for (let step = 0; step <= steps; step += 1) {
      const t = step / steps;
      const [h00, h10, h01, h11] = [2 * t ** 3 - 3 * t ** 2 + 1, t ** 3 - 2 * t ** 2 + t, -2 * t ** 3 + 3 * t ** 2, t ** 3 - t ** 2];
      const [d00, d10, d01, d11] = [6 * t ** 2 - 6 * t, 3 * t ** 2 - 4 * t + 1, -6 * t ** 2 + 6 * t, 3 * t ** 2 - 2 * t];
      const centre = {
        x: h00 * p0.x + h10 * m0.x + h01 * p1.x + h11 * m1.x,
        y: h00 * p0.y + h10 * m0.y + h01 * p1.y + h11 * m1.y,
      };
      const tangentX = d00 * p0.x + d10 * m0.x + d01 * p1.x + d11 * m1.x;
      const tangentY = d00 * p0.y + d10 * m0.y + d01 * p1.y + d11 * m1.y;
      const norm = Math.hypot(tangentX, tangentY);
      const side = { x: -tangentY / norm, y: tangentX / norm };
      const fromShare = Math.min(1, Math.max(0, (FADE[1] - t) / (FADE[1] - FADE[0])));
      for (let offset = -BAND; offset <= BAND; offset += 0.5) {
        const [x, y] = [Math.round(centre.x + offset * side.x), Math.round(centre.y + offset * side.y)];
        if (x < 0 || y < 0 || x >= width || y >= height || !hole[y * width + x]) continue;
        const pixel = y * width + x;
        // Read for the pixel's own centre, not the sample's, so a copy lands whole pixels on whole pixels.
        const [dx, dy] = [x - centre.x, y - centre.y];
        const sideways = dx * side.x + dy * side.y;
        const along = (dx * tangentX + dy * tangentY) / norm;
        // The far end looks the other way: its left is this line's right.
        const fromColour =
          fromShare > 0
            ? colourAt(image, blocked, ...xy(mirrored(from.at, chord, t * length + along, sideways, reaches[0] as number)))
            : null;
        const toColour =
          fromShare < 1
            ? colourAt(image, blocked, ...xy(mirrored(to.at, back, (1 - t) * length - along, -sideways, reaches[1] as number)))
            : null;
        for (const [colour, share] of [
          [fromColour, fromShare],
          [toColour, 1 - fromShare],
        ] as const) {
          if (!colour || share === 0) continue;
          weights[pixel] = (weights[pixel] as number) + share;
          for (let channel = 0; channel < 3; channel += 1)
            sums[pixel * 3 + channel] = (sums[pixel * 3 + channel] as number) + share * (colour[channel] as number);
        }
      }
    }
  }
  const drawn = new Uint8Array(width * height);
  for (let pixel = 0; pixel < drawn.length; pixel += 1) {
    const weight = weights[pixel] as number;
    if (weight === 0) continue;
    drawn[pixel] = 1;
    for (let channel = 0; channel < 3; channel += 1) data[pixel * channels + channel] = (sums[pixel * 3 + channel] as number) / weight;
    data[pixel * channels + 3] = 255;
  }
  return drawn;
}

const xy = (point: Point): [number, number] => [point.x, point.y];

/**
 * Finds the lines that cross the hole of `image` and draws them through it (see drawStructure);
 * returns the hole's pixels drawn, or null when no line crosses it.
 */
export function propagateStructure(image: Pixels, hole: Uint8Array, blocked: Uint8Array): Uint8Array | null {
  // The strips carry colour only: a crop with any transparency is left to the completion, which copies alpha too.
  for (let pixel = 0; pixel < hole.length; pixel += 1) if (!hole[pixel] && image.data[pixel * image.channels + 3] !== 255) return null;
  const lines = pairEnds(edgeEnds(image, hole, blocked), hole, image.width);
  if (lines.length === 0) return null;
  const drawn = drawStructure(image, hole, blocked, lines);
  return drawn.some((value) => value) ? drawn : null;
}
