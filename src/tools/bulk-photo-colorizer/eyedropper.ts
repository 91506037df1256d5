/**
 * The colour under a point of the reference photo, to take as a hint colour: averaged over a square
 * of about half a percent of the picture's shorter side, which on a 2048 px reference spans the
 * grain of leaves or skin rather than one of its specks.
 */
import { meanColourAt } from "../../components/eyedropper/mean-colour-at";
import type { Point } from "../../lib/relative-box";

const WINDOW_SHARE = 0.005;
const MIN_WINDOW = 3;

/** The colour at `point` (fractions of the picture); null while the picture has not loaded, or where the browser cannot read pixels. */
export function colourAt(image: HTMLImageElement, point: Point): string | null {
  const side = Math.max(MIN_WINDOW, Math.round(Math.min(image.naturalWidth, image.naturalHeight) * WINDOW_SHARE));
  return meanColourAt(image, Math.floor(point.x * image.naturalWidth), Math.floor(point.y * image.naturalHeight), side);
}
