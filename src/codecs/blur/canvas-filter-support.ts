/**
 * Whether this engine's canvas `filter` really blurs. WebKit's canvas has no `filter` at all: setting
 * it only adds an ordinary property, so neither the assignment nor reading it back tells. What tells
 * is drawing a small square with "blur(2px)" and finding its edge softened on both sides, once per
 * worker.
 */
import { canvasOf } from "../image";

/** The part of a 2D context the probe draws with: enough for a fake in tests. */
export interface ProbeContext {
  filter: string;
  fillStyle: string | CanvasGradient | CanvasPattern;
  fillRect(x: number, y: number, width: number, height: number): void;
  drawImage(image: OffscreenCanvas, x: number, y: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  readonly canvas: OffscreenCanvas;
}

const SIZE = 17;
/** A 5 × 5 opaque square in the middle of the probe. */
const SQUARE = { from: 6, to: 10 };
const CENTRE = 8;

/**
 * The square's alpha after the draw looks blurred: its middle no longer fully opaque but still the
 * densest, and alpha spread beyond its edges, falling off with distance, the same left and right, up
 * and down (a filter ignored leaves 255 inside and 0 outside).
 */
export function looksBlurred(data: Uint8ClampedArray): boolean {
  const alpha = (x: number, y: number) => data[(y * SIZE + x) * 4 + 3] as number;
  const falling = (along: (offset: number) => number) =>
    along(0) < 240 && along(0) >= along(SQUARE.to - CENTRE) && along(3) > along(4) && along(4) > along(5) && along(5) > 0;
  const across = (offset: number) => alpha(CENTRE + offset, CENTRE);
  const down = (offset: number) => alpha(CENTRE, CENTRE + offset);
  const even = [1, 2, 3, 4].every(
    (offset) =>
      Math.abs(across(offset) - across(-offset)) <= 4 &&
      Math.abs(down(offset) - down(-offset)) <= 4 &&
      Math.abs(across(offset) - down(offset)) <= 4,
  );
  return falling(across) && falling(down) && even;
}

/** Draws the probe with the filter on contexts from `contextOf`; false when anything in the way throws. */
export function filterBlurs(contextOf: (width: number, height: number) => ProbeContext): boolean {
  try {
    const source = contextOf(SIZE, SIZE);
    source.fillStyle = "#ffffff";
    source.fillRect(SQUARE.from, SQUARE.from, SQUARE.to - SQUARE.from + 1, SQUARE.to - SQUARE.from + 1);
    const target = contextOf(SIZE, SIZE);
    target.filter = "blur(2px)";
    target.drawImage(source.canvas, 0, 0);
    return looksBlurred(target.getImageData(0, 0, SIZE, SIZE).data);
  } catch {
    return false;
  }
}

let blurs: boolean | undefined;

/** Whether this worker's canvas blurs with `filter` (asked once, then remembered). */
export function canvasFilterBlurs(): boolean {
  blurs ??= typeof OffscreenCanvas !== "undefined" && filterBlurs(canvasOf);
  return blurs;
}
