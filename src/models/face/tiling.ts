/**
 * Where the detector looks. It sees a small square input, so a face a few pixels tall in a large
 * photo would shrink to nothing. The image is looked at whole (for large faces), then at larger
 * scales cut into tiles of the detector's input size, each level larger than the last, up to the
 * scale at which the smallest face asked for fills enough of the input. Tiles of a level overlap by
 * more than the largest face that level is there for, so each such face lies whole inside one tile;
 * larger faces are the business of the coarser levels.
 */
import type { Box, ScoredBox } from "./boxes";

export interface TilingOptions {
  /** Side of the detector's square input, in pixels. */
  inputSize: number;
  /** Face size (in input pixels) from which the detector finds faces reliably. */
  smallestDetectable: number;
  /** Smallest face to find, in image pixels. */
  smallestFace: number;
  /** Most that one level's scale grows over the previous one's. */
  maxLevelRatio: number;
  /** Room around a face, as a multiple of its size, that the overlap keeps for it. */
  overlapSlack: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The image resized by `scale` (to `width` × `height`), and the top-left corners of its input-sized tiles. */
export interface Level {
  scale: number;
  width: number;
  height: number;
  tiles: Point[];
}

/** Evenly spread starts of `count` windows of `side` over `length`, the first at 0 and the last at the end. */
function spread(length: number, side: number, count: number): number[] {
  if (count <= 1) return [0];
  return Array.from({ length: count }, (_, index) => Math.round((index * (length - side)) / (count - 1)));
}

/** Starts of windows of `side` covering `length`, neighbours sharing at least `overlap`. */
export function windowStarts(length: number, side: number, overlap: number): number[] {
  if (side >= length) return [0];
  return spread(length, side, Math.ceil((length - overlap) / (side - overlap)));
}

/** The levels, whole image first (one tile, padded right or below to a square), then ever larger scales. */
export function planLevels(width: number, height: number, options: TilingOptions): Level[] {
  const { inputSize } = options;
  const baseScale = inputSize / Math.max(width, height);
  const whole: Level = {
    scale: baseScale,
    width: Math.round(width * baseScale),
    height: Math.round(height * baseScale),
    tiles: [{ x: 0, y: 0 }],
  };
  // The scale at which the smallest face asked for reaches the detector's reliable size.
  const finest = options.smallestDetectable / options.smallestFace;
  if (finest <= baseScale) return [whole];
  const steps = Math.ceil(Math.log(finest / baseScale) / Math.log(options.maxLevelRatio));
  const ratio = (finest / baseScale) ** (1 / steps);
  // The previous level finds faces from `ratio` times this level's smallest: up to those, a face must fit whole.
  const overlap = Math.min(Math.ceil(ratio * options.smallestDetectable * options.overlapSlack), Math.floor(inputSize / 2));
  const levels = [whole];
  for (let step = 1; step <= steps; step += 1) {
    const scale = baseScale * ratio ** step;
    const levelWidth = Math.round(width * scale);
    const levelHeight = Math.round(height * scale);
    const xs = windowStarts(levelWidth, inputSize, overlap);
    const ys = windowStarts(levelHeight, inputSize, overlap);
    levels.push({ scale, width: levelWidth, height: levelHeight, tiles: ys.flatMap((y) => xs.map((x) => ({ x, y }))) });
  }
  return levels;
}

/** A box found in a tile's input (input pixels), in image pixels. */
export function toImage(box: ScoredBox, tile: Point, scale: number): ScoredBox {
  return {
    x: (tile.x + box.x) / scale,
    y: (tile.y + box.y) / scale,
    width: box.width / scale,
    height: box.height / scale,
    score: box.score,
  };
}

/** A rectangle of an image, in its pixels. */
export interface Region extends Point {
  width: number;
  height: number;
}

/**
 * Whether a box (pixels of a region of a larger image, from the region's corner) comes within
 * `margin` of an edge of the region that lies inside the image: the face may be cut there, and the
 * overlapping neighbour (or a coarser level) sees it whole.
 */
export function cutByEdge(box: Box, region: Region, image: { width: number; height: number }, margin: number): boolean {
  return (
    (region.x > 0 && box.x < margin) ||
    (region.y > 0 && box.y < margin) ||
    (region.x + region.width < image.width && box.x + box.width > region.width - margin) ||
    (region.y + region.height < image.height && box.y + box.height > region.height - margin)
  );
}

/** `count` windows of one side covering `length`, neighbours sharing `overlap`: their starts and side. */
function equalWindows(length: number, count: number, overlap: number): { starts: number[]; side: number } {
  const side = Math.ceil((length + (count - 1) * overlap) / count);
  return { starts: spread(length, side, count), side };
}

/**
 * The fewest regions of equal size, neighbours sharing `overlap`, that cover an image `width` ×
 * `height` with none over `maxPixels` (for a detector that takes any size, but whose memory grows
 * with it). `maxPixels` must exceed the overlap squared.
 */
export function splitRegions(width: number, height: number, maxPixels: number, overlap: number): Region[] {
  let best = { columns: width, rows: height };
  for (let rows = 1; rows < best.columns * best.rows && rows <= height; rows += 1) {
    const widest = Math.floor(maxPixels / equalWindows(height, rows, overlap).side);
    if (widest <= overlap) continue;
    const columns = widest >= width ? 1 : Math.ceil((width - overlap) / (widest - overlap));
    if (columns * rows < best.columns * best.rows) best = { columns, rows };
  }
  const across = equalWindows(width, best.columns, overlap);
  const down = equalWindows(height, best.rows, overlap);
  return down.starts.flatMap((y) => across.starts.map((x) => ({ x, y, width: across.side, height: down.side })));
}
