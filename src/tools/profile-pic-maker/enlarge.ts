/**
 * A small face enlarged by the site's upscaler before it is framed: where the picture would stretch
 * the photo more than twice, the part of the photo the frame reads goes through ESRGAN at 2, 3 or 4×
 * first, and the frame reads the upscaled copy. A face too small even for that is framed anyway and
 * the card says how soft it will look.
 */
import type { PixelRect } from "../../lib/relative-box";
import type { SampleWindow } from "../../models/face/crop";

/** Beyond this enlargement, bilinear sampling shows the photo's pixels: the upscaler steps in. */
export const UPSCALE_ABOVE = 2;
/** The upscaler's scales. */
export type UpscaleFactor = 2 | 3 | 4;
/**
 * Eyes to chin, in photo pixels for a 512-pixel picture (in proportion for other sizes), below which
 * even the upscaler's 4× leaves a soft picture: at the default head size the face is then enlarged
 * more than 3.7 times.
 */
export const CLEAR_EYE_TO_CHIN = 40;
/** Photo pixels read around the frame's square, so the upscaler's edges and the sampling filter fall outside it. */
const MARGIN = 4;

/** How many output pixels each photo pixel becomes. */
export const enlargementOf = (frame: SampleWindow) => 1 / frame.scale;

/** The upscaler's factor for an enlargement, or none where the photo's own pixels are enough. */
export function upscaleFactor(enlargement: number): UpscaleFactor | null {
  if (enlargement <= UPSCALE_ABOVE) return null;
  return Math.min(4, Math.ceil(enlargement)) as UpscaleFactor;
}

/** The photo's pixels under the frame's square (turned squares reach further), with a margin, inside the photo. */
export function frameRegion(frame: SampleWindow, side: number, width: number, height: number): PixelRect | null {
  const reach = ((side * frame.scale) / 2) * (Math.abs(Math.cos(frame.angle)) + Math.abs(Math.sin(frame.angle))) + MARGIN;
  const x = Math.max(0, Math.floor(frame.centre.x - reach));
  const y = Math.max(0, Math.floor(frame.centre.y - reach));
  const right = Math.min(width, Math.ceil(frame.centre.x + reach));
  const bottom = Math.min(height, Math.ceil(frame.centre.y + reach));
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

/** The frame moved onto a copy of `region` enlarged `factor` times. */
export function frameOnUpscaled(frame: SampleWindow, region: PixelRect, factor: number): SampleWindow {
  return {
    centre: { x: (frame.centre.x - region.x) * factor, y: (frame.centre.y - region.y) * factor },
    scale: frame.scale * factor,
    angle: frame.angle,
  };
}

/** Whether the face, `eyeToChin` photo pixels from eyes to chin, is too small for a clear picture of `side` pixels. */
export const tooSmallForClear = (eyeToChin: number, side: number) => eyeToChin < (CLEAR_EYE_TO_CHIN * side) / 512;
