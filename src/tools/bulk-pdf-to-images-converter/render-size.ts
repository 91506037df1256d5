/** The pixel size a page is drawn at, from its size in points (1/72 inch) and the visitor's resolution. */

export interface Resolution {
  sizeBy: "dpi" | "width";
  dpi: number;
  maxWidth: number;
}

/** Canvases this large still fit a browser's limits (Chromium: 32 767 px a side, about 268 megapixels) with room to encode. */
export const RENDER_LIMITS = { maxPixels: 100_000_000, maxSide: 16_384 };

export interface RenderSize {
  /** pdf.js viewport scale: pixels per point. */
  scale: number;
  width: number;
  height: number;
  /** The resolution the page got, rounded. */
  dpi: number;
  /** True when the limits made the page smaller than asked. */
  reduced: boolean;
}

/** Rounded to the nearest pixel, or down when the page was fitted to the limits (so it stays within them). */
function pixels(points: number, scale: number, reduced: boolean): number {
  const exact = points * scale;
  return Math.max(1, reduced ? Math.floor(exact + 1e-6) : Math.round(exact));
}

export function renderSize(widthPt: number, heightPt: number, resolution: Resolution, limits = RENDER_LIMITS): RenderSize {
  let scale = resolution.sizeBy === "width" ? resolution.maxWidth / widthPt : resolution.dpi / 72;
  const fit = Math.min(
    1,
    Math.sqrt(limits.maxPixels / (widthPt * scale * heightPt * scale)),
    limits.maxSide / (Math.max(widthPt, heightPt) * scale),
  );
  const reduced = fit < 1;
  if (reduced) scale *= fit;
  return { scale, width: pixels(widthPt, scale, reduced), height: pixels(heightPt, scale, reduced), dpi: Math.round(scale * 72), reduced };
}
