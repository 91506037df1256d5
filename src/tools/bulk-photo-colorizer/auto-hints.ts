/**
 * Hints the tool places itself, for automatic mode, only where it is sure: skin on the faces the
 * face landmarks confirmed, blue in a region that passed every test of a sky (sky.ts), and grey
 * everywhere else. Grey, not a tint: over the whole photo a warm neutral (a = 2, b = 8) was worse
 * than grey on 15 of 35 grey copies of corpus photos (blue cups, a rocket's blue sky, a stormy
 * field), and even a = 0.5, b = 2 on 8. The hints go to the same solver as the visitor's, so the
 * colour still follows the photo's edges. It cannot know a red coat from a blue one; the page says so.
 */
import type { Point } from "../../lib/relative-box";
import type { HintSource } from "./colorize";
import type { Plane } from "./guided-upsample";
import type { ColourHint } from "./propagate";
import type { Sky } from "./sky";

/** A face the landmarks confirmed, in fractions of the photo: where its skin surely is, and the box its landmarks fill. */
export interface SkinArea {
  spots: readonly Point[];
  box: { x: number; y: number; width: number; height: number };
}

export interface AutomaticClues {
  faces: readonly SkinArea[];
  sky: Sky | null;
}

/** Skin of most complexions sits near this a, b (its lightness varies far more than its hue). */
export const SKIN = { a: 14, b: 18 };
/** What the photo keeps where automatic mode is not sure of a colour. */
export const GREY = { a: 0, b: 0 };

/** One hint per cell of this side (in solve-grid pixels) for sky and for grey. */
const CELL = 16;
/** Grey hints keep this many pixels away from a sky, so it is not pulled grey at its edge. */
const CLEARANCE = 6;
/** Grey hints keep out of a face's landmark box grown by this share on each side (hair, ears and neck take the solve's colour). */
const FACE_MARGIN = 0.25;

/**
 * A clear sky's blue is deepest where it is darkest; a bright, hazy sky or one lit by a low sun is
 * nearly white. Pale on purpose: at 0.8 b per L unit a sunset's sky came out worse than grey, at 0.5 every measured sky was better.
 */
export function skyColour(lightness: number): { a: number; b: number } {
  return { a: -2, b: -Math.min(30, Math.max(4, 0.5 * (100 - lightness))) };
}

/** Whether automatic mode found anything it is sure of; without it the photo stays grey. */
export function foundColour(clues: AutomaticClues): boolean {
  return clues.faces.length > 0 || clues.sky !== null;
}

/** Whether any pixel within `radius` of (x, y) is set. */
function near(mask: Uint8Array, width: number, height: number, x: number, y: number, radius: number): boolean {
  for (let ny = Math.max(0, y - radius); ny <= Math.min(height - 1, y + radius); ny += 1)
    for (let nx = Math.max(0, x - radius); nx <= Math.min(width - 1, x + radius); nx += 1) if (mask[ny * width + nx]) return true;
  return false;
}

/** The sky and the faces' boxes on the solve grid. */
function gridMasks({ faces, sky }: AutomaticClues, { width, height }: Plane): { skyMask: Uint8Array; faceMask: Uint8Array } {
  const skyMask = new Uint8Array(width * height);
  const faceMask = new Uint8Array(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [fx, fy] = [(x + 0.5) / width, (y + 0.5) / height];
      if (sky) skyMask[y * width + x] = sky.mask[Math.floor(fy * sky.height) * sky.width + Math.floor(fx * sky.width)] as number;
      for (const { box } of faces) {
        const [mx, my] = [box.width * FACE_MARGIN, box.height * FACE_MARGIN];
        if (fx >= box.x - mx && fx <= box.x + box.width + mx && fy >= box.y - my && fy <= box.y + box.height + my)
          faceMask[y * width + x] = 1;
      }
    }
  return { skyMask, faceMask };
}

export function automaticHints(clues: AutomaticClues): HintSource {
  return (grid) => {
    const { width, height } = grid;
    const hints: ColourHint[] = [];
    for (const face of clues.faces)
      for (const spot of face.spots) {
        const x = Math.min(width - 1, Math.max(0, Math.floor(spot.x * width)));
        const y = Math.min(height - 1, Math.max(0, Math.floor(spot.y * height)));
        hints.push({ index: y * width + x, ...SKIN });
      }
    const { skyMask, faceMask } = gridMasks(clues, grid);
    for (let top = 0; top < height; top += CELL)
      for (let left = 0; left < width; left += CELL) {
        const x = Math.min(width - 1, left + CELL / 2);
        const y = Math.min(height - 1, top + CELL / 2);
        const index = y * width + x;
        if (skyMask[index]) hints.push({ index, ...skyColour(grid.data[index] as number) });
        else if (!faceMask[index] && !near(skyMask, width, height, x, y, CLEARANCE)) hints.push({ index, ...GREY });
      }
    return hints;
  };
}
