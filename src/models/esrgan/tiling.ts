/**
 * Overlapping tiles for a fully convolutional upscaler. Each tile is read with a margin of context
 * around the part it owns (its core); only the core of the upscaled tile is kept. When the margin is
 * at least the network's receptive radius, every kept pixel saw exactly what it would have seen in
 * one pass over the whole image, so the stitched result has no seams at all: nothing to blend.
 */
import type { Raster } from "../../codecs/image";

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Tile {
  /** The input region given to the network: the core and its margin, clipped to the image. */
  read: Rect;
  /** The input region this tile's output fills; the cores of all tiles partition the image. */
  core: Rect;
}

export interface TileGeometry {
  /** Largest side of a read region, in input pixels. */
  maxTile: number;
  /** Context read on each side of a core that is not at the image's edge, in input pixels. */
  margin: number;
  /** Runners sharing the tiles: the plan gives each of them work, in rounds that end together. */
  parallel?: number;
}

interface Span {
  start: number;
  length: number;
}

/** Splits one axis into `count` near-equal cores. */
function cores(length: number, count: number): Span[] {
  return Array.from({ length: count }, (_, index) => {
    const start = Math.round((index * length) / count);
    return { start, length: Math.round(((index + 1) * length) / count) - start };
  });
}

function withMargin(core: Span, length: number, margin: number): Span {
  const start = Math.max(0, core.start - margin);
  return { start, length: Math.min(length, core.start + core.length + margin) - start };
}

/** The fewest cores along an axis whose reads (cores with their margins) all fit in `maxTile`. */
function fewestCores(length: number, { maxTile, margin }: TileGeometry): number {
  if (maxTile <= 2 * margin) throw new Error(`a tile of ${maxTile} px cannot hold a margin of ${margin} px on both sides`);
  for (let count = Math.ceil(length / maxTile); ; count += 1) {
    if (cores(length, count).every((core) => withMargin(core, length, margin).length <= maxTile)) return count;
  }
}

/**
 * Whether `count` tiles keep `parallel` runners busy: at least one each, and (while there are few
 * tiles, when an idle runner in the last round would cost most) a whole number of rounds.
 */
function balanced(count: number, parallel: number): boolean {
  return count >= parallel && (count >= 4 * parallel || count % parallel === 0);
}

/**
 * Tiles in reading order (rows top to bottom, left to right in a row): the fewest that fit, split
 * further along the longer cores for parallel runners, but never into cores under two margins wide
 * (whose reads would be mostly margin).
 */
export function planTiles(width: number, height: number, geometry: TileGeometry): Tile[] {
  let columns = fewestCores(width, geometry);
  let rows = fewestCores(height, geometry);
  const parallel = geometry.parallel ?? 1;
  while (!balanced(columns * rows, parallel)) {
    const wider = width / (columns + 1) >= 2 * geometry.margin;
    const taller = height / (rows + 1) >= 2 * geometry.margin;
    if (!wider && !taller) break;
    if (wider && (!taller || width / columns >= height / rows)) columns += 1;
    else rows += 1;
  }
  const spans = (length: number, count: number) =>
    cores(length, count).map((core) => ({ core, read: withMargin(core, length, geometry.margin) }));
  const across = spans(width, columns);
  return spans(height, rows).flatMap((row) =>
    across.map((column) => ({
      read: { x: column.read.start, y: row.read.start, width: column.read.length, height: row.read.length },
      core: { x: column.core.start, y: row.core.start, width: column.core.length, height: row.core.length },
    })),
  );
}

/** A read region's pixels as the network takes them: RGB floats 0–255, row by row (NHWC). */
export function tileInput(raster: Raster, read: Rect): Float32Array {
  const input = new Float32Array(read.width * read.height * 3);
  const { data } = raster;
  for (let y = 0, to = 0; y < read.height; y += 1) {
    let from = ((read.y + y) * raster.width + read.x) * 4;
    for (let x = 0; x < read.width; x += 1, from += 4, to += 3) {
      input[to] = data[from] as number;
      input[to + 1] = data[from + 1] as number;
      input[to + 2] = data[from + 2] as number;
    }
  }
  return input;
}

/**
 * The core of an upscaled tile, from the network's RGB output over the whole read region
 * (read.width·scale × read.height·scale × 3), rounded and clamped to 0–255 by the clamped array.
 */
export function cropCore(output: ArrayLike<number>, tile: Tile, scale: number): Uint8ClampedArray {
  const outWidth = tile.read.width * scale;
  const width = tile.core.width * scale;
  const height = tile.core.height * scale;
  const left = (tile.core.x - tile.read.x) * scale;
  const top = (tile.core.y - tile.read.y) * scale;
  const core = new Uint8ClampedArray(width * height * 3);
  for (let y = 0, to = 0; y < height; y += 1) {
    let from = ((top + y) * outWidth + left) * 3;
    for (let end = to + width * 3; to < end; to += 1, from += 1) core[to] = output[from] as number;
  }
  return core;
}

/** Writes an upscaled core (RGB) into the output image at its place; alpha is left as it is. */
export function placeCore(target: Raster, rgb: Uint8ClampedArray, core: Rect, scale: number): void {
  const width = core.width * scale;
  const height = core.height * scale;
  const { data } = target;
  for (let y = 0, from = 0; y < height; y += 1) {
    let to = ((core.y * scale + y) * target.width + core.x * scale) * 4;
    for (let x = 0; x < width; x += 1, from += 3, to += 4) {
      data[to] = rgb[from] as number;
      data[to + 1] = rgb[from + 1] as number;
      data[to + 2] = rgb[from + 2] as number;
    }
  }
}
