/**
 * Marks painted over a photo (brush strokes, rectangles, lassos), in fractions of the image's width
 * and height so the same marks land in the same place on every photo of a batch. They travel as one
 * text setting, "mode shape size x,y x,y …" per mark and ";" between marks, which stays a plain
 * setting (saved, sent to the worker, typed in an API call) like the other tools' boxes.
 * Pure code shared by the mark editor (page) and the tool that rasterises the marks (worker).
 */
import type { Point } from "./relative-box";

/** Remove: the pixels to fill. Keep: pixels the fill may not copy from. Erase: takes back either. */
export const MARK_MODES = ["remove", "keep", "erase"] as const;
export type MarkMode = (typeof MARK_MODES)[number];

export const MARK_SHAPES = ["brush", "rect", "lasso"] as const;
export type MarkShape = (typeof MARK_SHAPES)[number];

export interface Mark {
  mode: MarkMode;
  shape: MarkShape;
  /** Brush diameter as a fraction of the image's shorter side; 0 for the other shapes. */
  size: number;
  /** Brush: the stroke's path; rect: two opposite corners; lasso: the outline. */
  points: Point[];
}

/** Decimals kept of each fraction: a ten-thousandth of the image, under a pixel up to 10 000 px. */
const DECIMALS = 4;

const isFraction = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;
const isMode = (word: string | undefined): word is MarkMode => (MARK_MODES as readonly string[]).includes(word ?? "");
const isShape = (word: string | undefined): word is MarkShape => (MARK_SHAPES as readonly string[]).includes(word ?? "");

function parsePoint(text: string): Point | null {
  const [x, y, rest] = text.split(",").map((part) => (part.trim() === "" ? NaN : Number(part)));
  if (rest !== undefined || x === undefined || y === undefined || !isFraction(x) || !isFraction(y)) return null;
  return { x, y };
}

/** The fewest points each shape needs to cover anything. */
const LEAST_POINTS: Record<MarkShape, number> = { brush: 1, rect: 2, lasso: 3 };

function parseMark(text: string): Mark | null {
  const [mode, shape, sizeText, ...pointTexts] = text.trim().split(/\s+/);
  if (!isMode(mode) || !isShape(shape)) return null;
  const size = Number(sizeText);
  if (!isFraction(size) || (shape === "brush" && size <= 0)) return null;
  const points = pointTexts.map(parsePoint);
  if (points.length < LEAST_POINTS[shape] || (shape === "rect" && points.length !== 2)) return null;
  if (points.some((point) => point === null)) return null;
  return { mode, shape, size: shape === "brush" ? size : 0, points: points as Point[] };
}

/** The marks of a setting, or null when it is not a list of marks. */
export function parseMarks(text: string): Mark[] | null {
  if (text.trim() === "") return [];
  const marks: Mark[] = [];
  for (const item of text.split(";")) {
    const mark = parseMark(item);
    if (!mark) return null;
    marks.push(mark);
  }
  return marks;
}

export function formatMarks(marks: readonly Mark[]): string {
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  return marks
    .map((mark) =>
      [mark.mode, mark.shape, round(mark.size), ...mark.points.map((point) => `${round(point.x)},${round(point.y)}`)].join(" "),
    )
    .join(";");
}

/**
 * A brush path with the points closer than a fraction of the brush to the last kept one dropped: a
 * pointer reports every few pixels, and the round ends of the stroke cover what lies between.
 */
export function simplifyStroke(points: readonly Point[], spacing: number): Point[] {
  const kept: Point[] = [];
  for (const point of points) {
    const last = kept[kept.length - 1];
    if (!last || Math.hypot(point.x - last.x, point.y - last.y) >= spacing) kept.push(point);
  }
  const end = points[points.length - 1];
  if (end && kept[kept.length - 1] !== end) kept.push(end);
  return kept;
}

/** Whether any mark adds pixels to fill (an erase-only list marks nothing). */
export function marksRemove(marks: readonly Mark[]): boolean {
  return marks.some((mark) => mark.mode === "remove");
}

/** The two masks the marks make on one image, 1 where marked. */
export interface MarkMasks {
  width: number;
  height: number;
  remove: Uint8Array;
  keep: Uint8Array;
}

export function emptyMarkMasks(width: number, height: number): MarkMasks {
  return { width, height, remove: new Uint8Array(width * height), keep: new Uint8Array(width * height) };
}

type Cover = (x: number, y: number) => boolean;

/** Calls `paint` on every pixel of the box whose centre `covers` holds. */
function eachCovered(
  masks: MarkMasks,
  box: { left: number; top: number; right: number; bottom: number },
  covers: Cover,
  paint: (index: number) => void,
): void {
  const left = Math.max(0, Math.floor(box.left));
  const top = Math.max(0, Math.floor(box.top));
  const right = Math.min(masks.width - 1, Math.ceil(box.right));
  const bottom = Math.min(masks.height - 1, Math.ceil(box.bottom));
  for (let y = top; y <= bottom; y += 1) for (let x = left; x <= right; x += 1) if (covers(x + 0.5, y + 0.5)) paint(y * masks.width + x);
}

function distanceToSegment(x: number, y: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.min(1, Math.max(0, ((x - a.x) * dx + (y - a.y) * dy) / length));
  return Math.hypot(x - (a.x + t * dx), y - (a.y + t * dy));
}

/** Even-odd rule: a point is inside when a ray to its right crosses the outline an odd number of times. */
function insidePolygon(x: number, y: number, outline: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
    const a = outline[i] as Point;
    const b = outline[j] as Point;
    if (a.y > y !== b.y > y && x < ((b.x - a.x) * (y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

function boundsOf(points: readonly Point[], pad: number) {
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  return { left: Math.min(...xs) - pad, top: Math.min(...ys) - pad, right: Math.max(...xs) + pad, bottom: Math.max(...ys) + pad };
}

/** Paints one mark, in order, onto masks of its image's pixel size. */
export function paintMark(masks: MarkMasks, mark: Mark): void {
  const points = mark.points.map((point) => ({ x: point.x * masks.width, y: point.y * masks.height }));
  const paint =
    mark.mode === "erase"
      ? (index: number) => {
          masks.remove[index] = 0;
          masks.keep[index] = 0;
        }
      : mark.mode === "remove"
        ? (index: number) => void (masks.remove[index] = 1)
        : (index: number) => void (masks.keep[index] = 1);
  if (mark.shape === "brush") {
    // Never thinner than a pixel, so a fine brush on a small photo still marks something.
    const radius = Math.max(0.75, (mark.size * Math.min(masks.width, masks.height)) / 2);
    const segments = points.length === 1 ? [[points[0], points[0]]] : points.slice(1).map((point, index) => [points[index], point]);
    for (const [a, b] of segments as [Point, Point][])
      eachCovered(masks, boundsOf([a, b], radius), (x, y) => distanceToSegment(x, y, a, b) <= radius, paint);
    return;
  }
  if (mark.shape === "rect") {
    const bounds = boundsOf(points, 0);
    eachCovered(masks, bounds, (x, y) => x >= bounds.left && x <= bounds.right && y >= bounds.top && y <= bounds.bottom, paint);
    return;
  }
  eachCovered(masks, boundsOf(points, 0), (x, y) => insidePolygon(x, y, points), paint);
}

/** The masks a list of marks makes on an image of this size, marks applied in order (an erase takes back what came before). */
export function rasterizeMarks(marks: readonly Mark[], width: number, height: number, into = emptyMarkMasks(width, height)): MarkMasks {
  for (const mark of marks) paintMark(into, mark);
  return into;
}
