/**
 * A rectangle drawn over an image, in fractions (0–1) of the image's width and height, so the same
 * box lands in the same place on every image of a batch whatever its pixel size. `aspect` here is
 * the box's width/height ratio in these relative units (see `relativeAspect`); null leaves it free.
 * Pure maths shared by the box editor (page) and the tools that apply a box (workers).
 */
export interface RelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** Smallest side a box may shrink to, as a fraction of the image. */
export const MIN_SIDE = 0.02;

/** A rectangle in whole pixels of one image. */
export interface PixelRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const WHOLE: RelBox = { x: 0, y: 0, width: 1, height: 1 };

/** A pixel ratio (width/height) expressed in relative units of an image of this size. */
export function relativeAspect(pixelAspect: number | null, imageWidth: number, imageHeight: number): number | null {
  if (pixelAspect === null || imageWidth <= 0 || imageHeight <= 0) return null;
  return (pixelAspect * imageHeight) / imageWidth;
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** Scales a size down (keeping its ratio) until it fits both limits. */
function shrinkToFit(width: number, height: number, maxWidth: number, maxHeight: number): { width: number; height: number } {
  const scale = Math.min(1, maxWidth / width, maxHeight / height);
  return { width: width * scale, height: height * scale };
}

/** Keeps a box inside the image: sides at most 1, at least MIN_SIDE, position moved in. */
export function clampBox(box: RelBox): RelBox {
  const width = clamp(box.width, MIN_SIDE, 1);
  const height = clamp(box.height, MIN_SIDE, 1);
  return { x: clamp(box.x, 0, 1 - width), y: clamp(box.y, 0, 1 - height), width, height };
}

/** The largest box of the ratio inside `box`, on the same centre; the box itself when the ratio is free. */
export function fitAspect(box: RelBox, aspect: number | null): RelBox {
  const inside = clampBox(box);
  if (aspect === null) return inside;
  const width = Math.min(inside.width, inside.height * aspect);
  const height = width / aspect;
  return {
    x: inside.x + (inside.width - width) / 2,
    y: inside.y + (inside.height - height) / 2,
    width,
    height,
  };
}

export function moveBox(box: RelBox, dx: number, dy: number): RelBox {
  return { ...box, x: clamp(box.x + dx, 0, 1 - box.width), y: clamp(box.y + dy, 0, 1 - box.height) };
}

/**
 * The box spanned from a fixed corner to a pointer (drawing a new box, or dragging a corner handle).
 * With a ratio, the pointer's longer pull decides the size; the box never leaves the image.
 */
export function boxFromPoints(anchor: Point, pointer: Point, aspect: number | null): RelBox {
  const toRight = pointer.x >= anchor.x;
  const toBottom = pointer.y >= anchor.y;
  const roomX = toRight ? 1 - anchor.x : anchor.x;
  const roomY = toBottom ? 1 - anchor.y : anchor.y;
  let width = Math.max(Math.abs(pointer.x - anchor.x), MIN_SIDE);
  let height = Math.max(Math.abs(pointer.y - anchor.y), MIN_SIDE);
  if (aspect === null) {
    width = Math.min(width, roomX);
    height = Math.min(height, roomY);
  } else {
    if (width / height > aspect) height = width / aspect;
    else width = height * aspect;
    ({ width, height } = shrinkToFit(width, height, roomX, roomY));
  }
  return clampBox({ x: toRight ? anchor.x : anchor.x - width, y: toBottom ? anchor.y : anchor.y - height, width, height });
}

/**
 * Grows or shrinks a box from its top-left corner (keyboard resizing). With a ratio, a width step
 * drives the height and a height step drives the width.
 */
export function resizeBy(box: RelBox, dWidth: number, dHeight: number, aspect: number | null): RelBox {
  const width = Math.max(box.width + dWidth, MIN_SIDE);
  const height = Math.max(box.height + dHeight, MIN_SIDE);
  if (aspect === null) return clampBox({ ...box, width: Math.min(width, 1 - box.x), height: Math.min(height, 1 - box.y) });
  const driven = dWidth !== 0 ? { width, height: width / aspect } : { width: height * aspect, height };
  const grow = Math.max(1, MIN_SIDE / driven.width, MIN_SIDE / driven.height);
  return { ...box, ...shrinkToFit(driven.width * grow, driven.height * grow, 1 - box.x, 1 - box.y) };
}

/** A pointer position over an element, in fractions of its size (clamped to it). */
export function relativePoint(clientX: number, clientY: number, rect: { left: number; top: number; width: number; height: number }): Point {
  return {
    x: rect.width > 0 ? clamp((clientX - rect.left) / rect.width, 0, 1) : 0,
    y: rect.height > 0 ? clamp((clientY - rect.top) / rect.height, 0, 1) : 0,
  };
}

/** "40% × 30% at 10%, 20%": the box as a screen reader hears it. */
export function describeBox(box: RelBox): string {
  const percent = (value: number) => `${Math.round(value * 100)}%`;
  return `${percent(box.width)} × ${percent(box.height)} at ${percent(box.x)}, ${percent(box.y)}`;
}

/** A relative box in pixels of this image: edges rounded to the nearest pixel, at least 1 × 1, inside. */
export function relativeToPixels(box: RelBox, imageWidth: number, imageHeight: number): PixelRect {
  const edge = (fraction: number, size: number) => Math.min(size, Math.max(0, Math.round(fraction * size)));
  const left = Math.min(edge(box.x, imageWidth), imageWidth - 1);
  const top = Math.min(edge(box.y, imageHeight), imageHeight - 1);
  const right = Math.max(left + 1, edge(box.x + box.width, imageWidth));
  const bottom = Math.max(top + 1, edge(box.y + box.height, imageHeight));
  return { x: left, y: top, width: right - left, height: bottom - top };
}
