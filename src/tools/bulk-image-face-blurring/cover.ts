/** Where and how strongly each face is hidden, in pixels of the image. */
import type { PixelRect, RelBox } from "../../lib/relative-box";
import type { Box } from "../../models/face/boxes";

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Rounding noise, in pixels, that does not make a box reach into the next pixel. */
const NOISE = 1e-6;

/** A box in image pixels as fractions of the image, cut to the image. */
export function toFractions(box: Box, width: number, height: number): RelBox {
  const left = clamp(box.x / width, 0, 1);
  const top = clamp(box.y / height, 0, 1);
  return {
    x: left,
    y: top,
    width: clamp((box.x + box.width) / width, 0, 1) - left,
    height: clamp((box.y + box.height) / height, 0, 1) - top,
  };
}

/** The face's larger side in pixels of this image. */
export function faceSide(face: RelBox, width: number, height: number): number {
  return Math.max(face.width * width, face.height * height);
}

/**
 * The pixels hidden for a face: its box grown by `padding` (a share of the box's size) on each
 * side, so hair, ears and chin go too, then out to whole pixels, so no pixel the box touches is
 * left, and cut to the image. At least one pixel.
 */
export function coverRect(face: RelBox, padding: number, width: number, height: number): PixelRect {
  const padX = face.width * padding;
  const padY = face.height * padding;
  const left = clamp(Math.floor((face.x - padX) * width + NOISE), 0, width - 1);
  const top = clamp(Math.floor((face.y - padY) * height + NOISE), 0, height - 1);
  const right = clamp(Math.ceil((face.x + face.width + padX) * width - NOISE), left + 1, width);
  const bottom = clamp(Math.ceil((face.y + face.height + padY) * height - NOISE), top + 1, height);
  return { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The strength setting (1–100) as a share of the face's size: at 100 the blur's σ, or a block's
 * side, is a third of the face (at the default 50, a sixth: eyes and mouth run together), so a
 * face in the background is hidden as well as one in front.
 */
function strengthPixels(side: number, strength: number): number {
  return (side * strength) / 300;
}

/** The blur's σ: at least 2 px, under which a blur leaves the sharp edges of a face a dozen pixels tall half there. */
export function blurSigma(side: number, strength: number): number {
  return Math.max(2, strengthPixels(side, strength));
}

/** A pixelation block of at least 2 px (1 px would change nothing). */
export function blockSide(side: number, strength: number): number {
  return Math.max(2, Math.round(strengthPixels(side, strength)));
}

/** The pixels hidden for one face, and the face's larger side, which the strength is a share of. */
export interface Cover {
  rect: PixelRect;
  side: number;
}

/** Covers hidden as one: their rectangles, the box around them all, and the largest face's side. */
export interface CoverGroup {
  rects: PixelRect[];
  bounds: PixelRect;
  side: number;
}

function meet(a: PixelRect, b: PixelRect): boolean {
  return a.x <= b.x + b.width && b.x <= a.x + a.width && a.y <= b.y + b.height && b.y <= a.y + a.height;
}

/**
 * Covers that overlap or touch, grouped so each group is hidden in one pass (one blur, one block
 * grid, at the strength of its largest face): hidden one by one, two covers meeting would leave a
 * hard seam across a face where one blur ends and the other begins.
 */
export function groupCovers(covers: readonly Cover[]): CoverGroup[] {
  const parent = covers.map((_, index) => index);
  const root = (index: number): number => {
    while (parent[index] !== index) index = parent[index] as number;
    return index;
  };
  covers.forEach((a, i) =>
    covers.forEach((b, j) => {
      if (j > i && meet(a.rect, b.rect)) parent[root(j)] = root(i);
    }),
  );
  const groups = new Map<number, Cover[]>();
  covers.forEach((cover, index) => groups.set(root(index), [...(groups.get(root(index)) ?? []), cover]));
  return [...groups.values()].map((members) => {
    const left = Math.min(...members.map(({ rect }) => rect.x));
    const top = Math.min(...members.map(({ rect }) => rect.y));
    const right = Math.max(...members.map(({ rect }) => rect.x + rect.width));
    const bottom = Math.max(...members.map(({ rect }) => rect.y + rect.height));
    return {
      rects: members.map(({ rect }) => rect),
      bounds: { x: left, y: top, width: right - left, height: bottom - top },
      side: Math.max(...members.map(({ side }) => side)),
    };
  });
}

/** "#rrggbb" as red, green and blue. */
export function parseHexColour(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`the box colour ${hex} is not of the form #rrggbb`);
  return [parseInt(match[1] as string, 16), parseInt(match[2] as string, 16), parseInt(match[3] as string, 16)];
}
