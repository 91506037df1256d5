/** The resizer's arithmetic: the output size each mode asks for, and which part of the source fills it. */

export type ResizeMode = "width" | "height" | "both" | "percent" | "longest";
export type BoxFit = "inside" | "fill" | "stretch";

export interface SizeSettings {
  mode: ResizeMode;
  width: number;
  height: number;
  fit: BoxFit;
  percent: number;
  longest: number;
  enlarge: boolean;
}

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface SizePlan {
  width: number;
  height: number;
  /** The part of the source scaled to the output: the whole image, except where "fill" crops the overflow. */
  source: Rect;
  /** The settings asked for a larger image and enlarging is off, so the scale stopped at 1. */
  heldBack: boolean;
}

/** The same bound the intake puts on inputs, and below Chromium's 32767-pixel canvas side. */
export const MAX_OUTPUT_PIXELS = 100_000_000;
export const MAX_OUTPUT_SIDE = 32_767;

function side(length: number, scale: number): number {
  return Math.max(1, Math.round(length * scale));
}

/** Horizontal and vertical scale the settings ask for, before the no-enlarging rule. */
function requestedScale(width: number, height: number, settings: SizeSettings): { x: number; y: number } {
  const uniform = (scale: number) => ({ x: scale, y: scale });
  switch (settings.mode) {
    case "width":
      return uniform(settings.width / width);
    case "height":
      return uniform(settings.height / height);
    case "percent":
      return uniform(settings.percent / 100);
    case "longest":
      return uniform(settings.longest / Math.max(width, height));
    case "both": {
      const x = settings.width / width;
      const y = settings.height / height;
      if (settings.fit === "stretch") return { x, y };
      return uniform(settings.fit === "fill" ? Math.max(x, y) : Math.min(x, y));
    }
  }
}

export function planSize(width: number, height: number, settings: SizeSettings): SizePlan {
  const asked = requestedScale(width, height, settings);
  const scale = settings.enlarge ? asked : { x: Math.min(1, asked.x), y: Math.min(1, asked.y) };
  const heldBack = scale.x !== asked.x || scale.y !== asked.y;
  let plan: SizePlan;
  if (settings.mode === "both" && settings.fit === "fill") {
    // Cover the box, then keep its centre: the crop is taken from the source, which is cheaper than resizing the overflow.
    const outWidth = Math.min(settings.width, side(width, scale.x));
    const outHeight = Math.min(settings.height, side(height, scale.y));
    const cropWidth = Math.min(width, side(outWidth, 1 / scale.x));
    const cropHeight = Math.min(height, side(outHeight, 1 / scale.y));
    plan = {
      width: outWidth,
      height: outHeight,
      source: { x: Math.floor((width - cropWidth) / 2), y: Math.floor((height - cropHeight) / 2), width: cropWidth, height: cropHeight },
      heldBack,
    };
  } else {
    plan = { width: side(width, scale.x), height: side(height, scale.y), source: { x: 0, y: 0, width, height }, heldBack };
  }
  const over = limitsBroken(plan.width, plan.height);
  if (over.length > 0) throw new Error(`the resized image would be ${plan.width} × ${plan.height} pixels: ${over.join(", and ")}`);
  return plan;
}

const megapixels = (pixels: number) => `${(pixels / 1_000_000).toLocaleString("en", { maximumFractionDigits: 2 })} megapixels`;

/** Each limit a size breaks, and by how much (an excess of megapixels rounded up, so it never reads as none). */
function limitsBroken(width: number, height: number): string[] {
  const over: string[] = [];
  for (const [name, length] of [
    ["width", width],
    ["height", height],
  ] as const)
    if (length > MAX_OUTPUT_SIDE)
      over.push(
        `its ${name} is ${length - MAX_OUTPUT_SIDE} pixel${length - MAX_OUTPUT_SIDE === 1 ? "" : "s"} over the limit of ${MAX_OUTPUT_SIDE} pixels a side`,
      );
  const pixels = width * height;
  if (pixels > MAX_OUTPUT_PIXELS) {
    const excess = Math.ceil((pixels - MAX_OUTPUT_PIXELS) / 10_000) * 10_000;
    over.push(`its ${megapixels(pixels)} are ${megapixels(excess)} over the limit of ${megapixels(MAX_OUTPUT_PIXELS)}`);
  }
  return over;
}

/** The same rectangle on a copy of the source shrunk while decoding (whose sides were rounded down). */
export function rectOnShrunk(rect: Rect, original: { width: number; height: number }, shrunk: { width: number; height: number }): Rect {
  const scaleX = shrunk.width / original.width;
  const scaleY = shrunk.height / original.height;
  const x = Math.min(shrunk.width - 1, Math.round(rect.x * scaleX));
  const y = Math.min(shrunk.height - 1, Math.round(rect.y * scaleY));
  return {
    x,
    y,
    width: Math.min(shrunk.width - x, Math.max(1, Math.round(rect.width * scaleX))),
    height: Math.min(shrunk.height - y, Math.max(1, Math.round(rect.height * scaleY))),
  };
}
