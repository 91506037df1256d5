/**
 * Hints the tool places itself, for automatic mode: skin on the faces the face detector found, blue
 * in a clear sky (bright, smooth, reached from the top edge, not the subject), and a warm neutral
 * everywhere else, the colour most of a photo's surfaces average to. They go to the same solver as
 * the visitor's hints, so the colour still follows the photo's edges. It is a starting point and the
 * page says so: it cannot know a red coat from a blue one.
 */
import type { Point } from "../../lib/relative-box";
import type { HintSource } from "./colorize";
import type { Plane } from "./guided-upsample";
import { localDeviation } from "./local-deviation";
import type { ColourHint } from "./propagate";

/** A face, as a box in fractions of the photo. */
export interface FaceArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Detected face boxes (in pixels of a photo of this size) as face areas. */
export function faceAreas(boxes: readonly FaceArea[], width: number, height: number): FaceArea[] {
  return boxes.map((box) => ({ x: box.x / width, y: box.y / height, width: box.width / width, height: box.height / height }));
}

/** The subject's opacity (0–255) at any size; it is read in fractions of the photo. */
export interface SubjectMask {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

export interface AutomaticClues {
  faces: readonly FaceArea[];
  subject: SubjectMask | null;
}

/** Faces from 3 % of the photo's shorter side, so the back rows of a group photo get skin too. */
export const AUTOMATIC_FACE_SEARCH = { smallestShare: 0.03, minScore: 0.5 };

/** Skin of most complexions sits near this a, b (its lightness varies far more than its hue). */
export const SKIN = { a: 14, b: 18 };
/** Neither grey nor a colour: the warm neutral of earth, stone, wood and clothing on average. */
export const NEUTRAL = { a: 2, b: 8 };

/** Where skin shows on a face box: the middle, both cheeks, the forehead, and the neck below the chin. */
const SKIN_SPOTS: readonly Point[] = [
  { x: 0.5, y: 0.55 },
  { x: 0.3, y: 0.6 },
  { x: 0.7, y: 0.6 },
  { x: 0.5, y: 0.3 },
  { x: 0.5, y: 1.15 },
];
/** Sky is looked for in the top part of the photo only. */
const SKY_TOP_SHARE = 0.6;
const SKY_MIN_LIGHTNESS = 50;
/** Local lightness deviation (3 × 3) under which a pixel is smooth enough to be sky. */
const SKY_MAX_DEVIATION = 1.5;
/** A sky smaller than this share of the photo is more likely a pale wall or a window. */
const SKY_MIN_SHARE = 0.03;
/** One hint per cell of this side (in solve-grid pixels) for sky and for the neutral. */
const CELL = 16;
/** Neutral hints keep this many pixels away from a sky or a face, so neither is pulled grey at its edge. */
const CLEARANCE = 6;

/** A clear sky's blue is deepest where it is darkest; a bright, hazy sky is nearly white. */
export function skyColour(lightness: number): { a: number; b: number } {
  return { a: -3, b: -Math.min(30, Math.max(6, 0.8 * (100 - lightness))) };
}

/** Bright, smooth pixels reached from the top edge through others like them, outside the subject. */
function skyOf(grid: Plane, subjectAt: (index: number) => boolean): Uint8Array {
  const { data, width, height } = grid;
  const deviation = localDeviation(grid, 1);
  const limit = Math.floor(height * SKY_TOP_SHARE);
  const candidate = (index: number) =>
    Math.floor(index / width) < limit &&
    (data[index] as number) >= SKY_MIN_LIGHTNESS &&
    (deviation[index] as number) <= SKY_MAX_DEVIATION &&
    !subjectAt(index);
  const sky = new Uint8Array(width * height);
  const queue: number[] = [];
  for (let x = 0; x < width; x += 1)
    if (candidate(x)) {
      sky[x] = 1;
      queue.push(x);
    }
  while (queue.length > 0) {
    const index = queue.pop() as number;
    const [x, y] = [index % width, Math.floor(index / width)];
    for (const next of [x > 0 ? index - 1 : -1, x + 1 < width ? index + 1 : -1, y > 0 ? index - width : -1, index + width])
      if (next >= 0 && next < width * height && !sky[next] && candidate(next)) {
        sky[next] = 1;
        queue.push(next);
      }
  }
  const share = sky.reduce((sum, value) => sum + value, 0) / sky.length;
  return share >= SKY_MIN_SHARE ? sky : new Uint8Array(width * height);
}

/** Whether any pixel within `radius` of (x, y) is set. */
function near(mask: Uint8Array, width: number, height: number, x: number, y: number, radius: number): boolean {
  for (let ny = Math.max(0, y - radius); ny <= Math.min(height - 1, y + radius); ny += 1)
    for (let nx = Math.max(0, x - radius); nx <= Math.min(width - 1, x + radius); nx += 1) if (mask[ny * width + nx]) return true;
  return false;
}

export function automaticHints({ faces, subject }: AutomaticClues): HintSource {
  return (grid) => {
    const { width, height } = grid;
    const subjectAt = (index: number) => {
      if (!subject) return false;
      const x = Math.min(subject.width - 1, Math.floor(((index % width) + 0.5) * (subject.width / width)));
      const y = Math.min(subject.height - 1, Math.floor((Math.floor(index / width) + 0.5) * (subject.height / height)));
      return (subject.data[y * subject.width + x] as number) >= 128;
    };
    const hints: ColourHint[] = [];
    const taken = new Uint8Array(width * height);
    for (const face of faces)
      for (const spot of SKIN_SPOTS) {
        const x = Math.floor((face.x + spot.x * face.width) * width);
        const y = Math.floor((face.y + spot.y * face.height) * height);
        if (x < 0 || y < 0 || x >= width || y >= height) continue;
        hints.push({ index: y * width + x, ...SKIN });
        taken[y * width + x] = 1;
      }
    const sky = skyOf(grid, subjectAt);
    for (let top = 0; top < height; top += CELL)
      for (let left = 0; left < width; left += CELL) {
        const x = Math.min(width - 1, left + CELL / 2);
        const y = Math.min(height - 1, top + CELL / 2);
        const index = y * width + x;
        if (sky[index]) hints.push({ index, ...skyColour(grid.data[index] as number) });
        else if (!near(sky, width, height, x, y, CLEARANCE) && !near(taken, width, height, x, y, CLEARANCE * 2))
          hints.push({ index, ...NEUTRAL });
      }
    return hints;
  };
}
