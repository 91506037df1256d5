/**
 * PatchMatch (C. Barnes et al., "PatchMatch: A Randomized Correspondence Algorithm for Structural
 * Image Editing", 2009) inside one image: for every patch that overlaps the hole, the most similar
 * patch made only of pixels that may be copied. Random guesses, good matches passed on to the next
 * pixel (neighbours' matches shifted by one), and searches around the best match at shrinking radii.
 */
import type { Pixels } from "./pixels";
import { areaSum, summedArea } from "../../lib/summed-area";

export interface PatchField {
  /** Centres of the patches that overlap the hole, as pixel indices. */
  targets: Int32Array;
  /** For each target (same order), the centre of its match, as a pixel index. */
  matches: Int32Array;
  /** For each target, the sum of squared channel differences to its match. */
  distances: Float64Array;
}

/**
 * Where a patch may be copied from: centres whose whole patch lies inside the image and touches no
 * pixel that is `blocked` (the hole itself, and what the visitor excluded), found with a summed-area
 * table of the blocked pixels.
 */
export function sourceCentres(blocked: Uint8Array, width: number, height: number, radius: number): Int32Array {
  const area = summedArea(blocked, width, height);
  const centres: number[] = [];
  for (let y = radius; y < height - radius; y += 1)
    for (let x = radius; x < width - radius; x += 1)
      if (areaSum(area, x - radius, y - radius, x + radius + 1, y + radius + 1) === 0) centres.push(y * width + x);
  return Int32Array.from(centres);
}

/** 1 wherever a marked pixel lies within `radius` along the line (`count` pixels from `start`, `step` apart). */
function growLine(from: Uint8Array, to: Uint8Array, start: number, count: number, step: number, radius: number): void {
  let last = -Infinity;
  for (let at = 0; at < count; at += 1) {
    if (from[start + at * step]) last = at;
    if (at - last <= radius) to[start + at * step] = 1;
  }
  last = Infinity;
  for (let at = count - 1; at >= 0; at -= 1) {
    if (from[start + at * step]) last = at;
    if (last - at <= radius) to[start + at * step] = 1;
  }
}

/** Centres of the patches that overlap the hole: the hole grown by the patch radius (a square), within the image. */
export function targetCentres(hole: Uint8Array, width: number, height: number, radius: number): Int32Array {
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1) growLine(hole, across, y * width, width, 1, radius);
  const near = new Uint8Array(width * height);
  for (let x = 0; x < width; x += 1) growLine(across, near, x, height, width, radius);
  const centres: number[] = [];
  for (let index = 0; index < near.length; index += 1) if (near[index]) centres.push(index);
  return Int32Array.from(centres);
}

/**
 * The patch distance from the target centred at `target` to the source centred at `source`: squared
 * differences over the target's pixels that lie inside the image (a source always lies wholly
 * inside), stopping early once past `limit`.
 */
export function patchDistance(image: Pixels, radius: number, target: number, source: number, limit: number): number {
  const { width, height, channels, data } = image;
  const tx = target % width;
  const ty = (target - tx) / width;
  const sx = source % width;
  const sy = (source - sx) / width;
  const fromY = Math.max(-radius, -ty);
  const toY = Math.min(radius, height - 1 - ty);
  const fromX = Math.max(-radius, -tx);
  const toX = Math.min(radius, width - 1 - tx);
  let sum = 0;
  for (let dy = fromY; dy <= toY; dy += 1) {
    let t = ((ty + dy) * width + tx + fromX) * channels;
    let s = ((sy + dy) * width + sx + fromX) * channels;
    const end = t + (toX - fromX + 1) * channels;
    for (; t < end; t += 1, s += 1) {
      const difference = (data[t] as number) - (data[s] as number);
      sum += difference * difference;
    }
    if (sum > limit) return sum;
  }
  return sum;
}

export interface MatchContext {
  image: Pixels;
  radius: number;
  /** 1 where a centre may be a source (see sourceCentres). */
  validSource: Uint8Array;
  sources: Int32Array;
  random: () => number;
}

export function randomSource(context: MatchContext): number {
  return context.sources[Math.floor(context.random() * context.sources.length)] as number;
}

/**
 * Improves every target's match: `passes` sweeps of propagation and random search, alternating
 * direction. `reach` caps the search's first radius (pixels): the whole image for a field that
 * starts from random guesses, a few pixels for one carried up from a coarser scale, 0 for propagation only.
 */
export function improveMatches(context: MatchContext, field: PatchField, passes: number, reach = Infinity): void {
  const { image, radius, validSource, random } = context;
  const { width, height } = image;
  const { targets, matches, distances } = field;
  const position = new Int32Array(width * height).fill(-1);
  targets.forEach((target, order) => (position[target] = order));
  const tryMatch = (order: number, source: number) => {
    if (source < 0 || source >= validSource.length || !validSource[source] || source === matches[order]) return;
    const distance = patchDistance(image, radius, targets[order] as number, source, distances[order] as number);
    if (distance < (distances[order] as number)) {
      distances[order] = distance;
      matches[order] = source;
    }
  };
  const propagate = (at: number, target: number, neighbour: number) => {
    const order = position[neighbour] as number;
    if (order < 0) return;
    const match = matches[order] as number;
    const source = match + (target - neighbour);
    // A move across the image's left or right edge would wrap to the other side.
    if (Math.abs((source % width) - (match % width)) <= 1) tryMatch(at, source);
  };
  for (let pass = 0; pass < passes; pass += 1) {
    const forward = pass % 2 === 0;
    const step = forward ? 1 : -1;
    for (let at = forward ? 0 : targets.length - 1; at >= 0 && at < targets.length; at += step) {
      const target = targets[at] as number;
      const x = target % width;
      const y = (target - x) / width;
      // A neighbour's match, moved by the same step: continuous regions stay continuous.
      if (x - step >= 0 && x - step < width) propagate(at, target, target - step);
      if (y - step >= 0 && y - step < height) propagate(at, target, target - step * width);
      const best = matches[at] as number;
      const bestX = best % width;
      const bestY = (best - bestX) / width;
      for (let around = Math.min(reach, Math.max(width, height)); around >= 1; around = Math.floor(around / 2)) {
        const sx = Math.round(bestX + (random() * 2 - 1) * around);
        const sy = Math.round(bestY + (random() * 2 - 1) * around);
        if (sx >= 0 && sy >= 0 && sx < width && sy < height) tryMatch(at, sy * width + sx);
      }
    }
  }
}
