/**
 * Downscaling on a canvas that averages in every engine. Asked for `imageSmoothingQuality = "high"`,
 * Chromium averages whatever a pixel of the result covers; Firefox ESR ignores the setting and
 * samples bilinearly, and WebKitGTK's "high" aliases as badly (8× down, random pixels: RMS 0.5
 * against the exact block average in Chromium, 60.8 in Firefox, 70.1 in WebKit). Both keep the
 * property set, so only drawing tells. Where the probe finds aliasing, the source is first halved
 * step by step: a draw at exactly half size samples between four pixels, so bilinear filtering gives
 * their exact average in any engine, and the last draw is under 2×, where bilinear loses nothing.
 */
import type { PixelRect } from "../lib/relative-box";
import { canvasOf } from "./image";

/** The part of a 2D context (a worker's or the page's) that drawing uses. */
export interface DrawingContext {
  imageSmoothingEnabled: boolean;
  imageSmoothingQuality: ImageSmoothingQuality;
  drawImage(image: CanvasImageSource, sx: number, sy: number, sw: number, sh: number, dx: number, dy: number, dw: number, dh: number): void;
}

/** The part of a context the probe reads back from, made by `contextOf`. */
export interface ProbeContext extends DrawingContext {
  createImageData(width: number, height: number): ImageData;
  putImageData(data: ImageData, x: number, y: number): void;
  getImageData(x: number, y: number, width: number, height: number): { data: Uint8ClampedArray };
  readonly canvas: CanvasImageSource;
}

const PROBE_SIDE = 64;
const PROBE_SCALE = 8;
/** RMS from the block average an averaging downscale stays under; bilinear sampling of noise is near 60. */
const AVERAGING_RMS = 16;

/** Black and white pixels at random (a fixed sequence): any sampling that skips pixels shows. */
function noise(): Uint8ClampedArray {
  const data = new Uint8ClampedArray(PROBE_SIDE * PROBE_SIDE * 4);
  let seed = 7;
  for (let at = 0; at < data.length; at += 4) {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    data.fill(seed < 1073741824 ? 0 : 255, at, at + 3);
    data[at + 3] = 255;
  }
  return data;
}

/** RMS difference of a PROBE_SCALE-times smaller drawing of `source` from the exact block averages, on the red channel. */
export function errorFromBlockAverage(source: Uint8ClampedArray, drawn: Uint8ClampedArray): number {
  const side = PROBE_SIDE / PROBE_SCALE;
  let squares = 0;
  for (let blockY = 0; blockY < side; blockY += 1)
    for (let blockX = 0; blockX < side; blockX += 1) {
      let sum = 0;
      for (let y = 0; y < PROBE_SCALE; y += 1)
        for (let x = 0; x < PROBE_SCALE; x += 1)
          sum += source[((blockY * PROBE_SCALE + y) * PROBE_SIDE + blockX * PROBE_SCALE + x) * 4] as number;
      const difference = (drawn[(blockY * side + blockX) * 4] as number) - sum / PROBE_SCALE ** 2;
      squares += difference * difference;
    }
  return Math.sqrt(squares / side ** 2);
}

/** Whether contexts from `contextOf` average when drawing 8× smaller with high smoothing; false when anything in the way throws. */
export function highSmoothingAverages(contextOf: (width: number, height: number) => ProbeContext): boolean {
  try {
    const pixels = noise();
    const source = contextOf(PROBE_SIDE, PROBE_SIDE);
    const image = source.createImageData(PROBE_SIDE, PROBE_SIDE);
    image.data.set(pixels);
    source.putImageData(image, 0, 0);
    const side = PROBE_SIDE / PROBE_SCALE;
    const target = contextOf(side, side);
    target.imageSmoothingEnabled = true;
    target.imageSmoothingQuality = "high";
    target.drawImage(source.canvas, 0, 0, PROBE_SIDE, PROBE_SIDE, 0, 0, side, side);
    return errorFromBlockAverage(pixels, target.getImageData(0, 0, side, side).data) < AVERAGING_RMS;
  } catch {
    return false;
  }
}

let averages: boolean | undefined;

/** Whether this realm's canvas averages on a downscale (asked once, then remembered). */
export function canvasDownscaleAverages(): boolean {
  averages ??= typeof OffscreenCanvas !== "undefined" && highSmoothingAverages(canvasOf as (width: number, height: number) => ProbeContext);
  return averages;
}

/**
 * Draws the `from` part of `source` into the `to` part of `target` with high smoothing, halving the
 * source first where this engine's smoothing would alias (see the module comment). `halve` makes the
 * intermediate contexts (a worker's OffscreenCanvas by default).
 */
export function drawScaled(
  target: DrawingContext,
  source: CanvasImageSource,
  from: PixelRect,
  to: PixelRect,
  {
    averages = canvasDownscaleAverages(),
    halve = canvasOf as (width: number, height: number) => DrawingContext & { canvas: CanvasImageSource },
  } = {},
): void {
  let image = source;
  let part = from;
  if (!averages)
    // Each axis is halved while it is still at least twice its target; the other is drawn as it is.
    while (part.width >= 2 * to.width || part.height >= 2 * to.height) {
      const width = part.width >= 2 * to.width ? Math.max(1, Math.round(part.width / 2)) : part.width;
      const height = part.height >= 2 * to.height ? Math.max(1, Math.round(part.height / 2)) : part.height;
      const half = halve(width, height);
      half.imageSmoothingEnabled = true;
      half.imageSmoothingQuality = "low";
      half.drawImage(image, part.x, part.y, part.width, part.height, 0, 0, width, height);
      image = half.canvas;
      part = { x: 0, y: 0, width, height };
    }
  target.imageSmoothingEnabled = true;
  target.imageSmoothingQuality = "high";
  target.drawImage(image, part.x, part.y, part.width, part.height, to.x, to.y, to.width, to.height);
}
