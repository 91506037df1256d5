/**
 * The mark editor's tools (what a drag draws, in which mode, how wide the brush, how far zoomed)
 * and the mark one drag makes with them. Thresholds are in screen pixels of the stage, so a shaky
 * click marks nothing at any zoom while a zoomed-in drag can still box a speck of dust.
 */
import { type Mark, type MarkMode, type MarkShape, simplifyStroke } from "../../../lib/marks";
import type { Point } from "../../../lib/relative-box";

/** A shape to draw, or "pan": dragging scrolls the zoomed photo, which on a touch screen nothing else does (the stage takes every touch). */
export type MarkTool = MarkShape | "pan";

export interface MarkTools {
  tool: MarkTool;
  mode: MarkMode;
  /** Brush diameter as a fraction of the photo's shorter side. */
  size: number;
  /** How many times the panel's width the photo is shown. */
  zoom: number;
}

export const ZOOMS = [1, 2, 4] as const;

/** Brush diameters offered, as fractions of the photo's shorter side. */
export const BRUSH_SIZES = { min: 0.005, max: 0.2, step: 0.005 } as const;

export const DEFAULT_MARK_TOOLS: MarkTools = { tool: "brush", mode: "remove", size: 0.04, zoom: 1 };

/** A rectangle narrower or lower than this on screen is a click; a lasso must enclose this side's square. */
const MIN_DRAG_PX = 4;
/** Brush points nearer than this share of the brush to the last kept one are dropped: its round ends cover the gap. */
const BRUSH_SPACING = 1 / 3;
/** Lasso points nearer than this on screen are dropped: no hand draws a finer outline. */
const LASSO_SPACING_PX = 3;

/** The stage's size on screen when the drag ended: the photo's aspect, at the zoom of the drag. */
interface StageSize {
  width: number;
  height: number;
}

/** Twice the signed area of an outline, by the shoelace formula. */
function shoelace(outline: readonly Point[]): number {
  let sum = 0;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i, i += 1) {
    const a = outline[i] as Point;
    const b = outline[j] as Point;
    sum += (b.x + a.x) * (b.y - a.y);
  }
  return sum;
}

/**
 * The mark a drag makes: `points` are where the pointer went, in fractions of the stage (for a
 * rectangle, where it went down and where it is now). Null when the drag is too small to mean a mark.
 */
export function markFromDrag(
  shape: MarkShape,
  tools: Pick<MarkTools, "mode" | "size">,
  points: readonly Point[],
  stage: StageSize,
): Mark | null {
  const { mode } = tools;
  // Spacings compare points in fractions of width and height: measured against the longer side, they hold both ways.
  const longer = Math.max(stage.width, stage.height, 1);
  if (shape === "brush") {
    const diameter = (tools.size * Math.min(stage.width, stage.height)) / longer;
    return { mode, shape, size: tools.size, points: simplifyStroke(points, diameter * BRUSH_SPACING) };
  }
  if (shape === "rect") {
    const [a, b] = [points[0], points[points.length - 1]];
    if (!a || !b || Math.abs(b.x - a.x) * stage.width < MIN_DRAG_PX || Math.abs(b.y - a.y) * stage.height < MIN_DRAG_PX) return null;
    return {
      mode,
      shape,
      size: 0,
      points: [
        { x: Math.min(a.x, b.x), y: Math.min(a.y, b.y) },
        { x: Math.max(a.x, b.x), y: Math.max(a.y, b.y) },
      ],
    };
  }
  const outline = simplifyStroke(points, LASSO_SPACING_PX / longer);
  const area = Math.abs(shoelace(outline) / 2) * stage.width * stage.height;
  if (outline.length < 3 || area < MIN_DRAG_PX * MIN_DRAG_PX) return null;
  return { mode, shape, size: 0, points: outline };
}
