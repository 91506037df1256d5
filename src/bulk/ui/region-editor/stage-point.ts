/** Where a pointer is over a stage, in fractions of the stage and so of the image it shows, at any zoom or scroll. */
import { type Point, relativePoint } from "../../../lib/relative-box";

export function stagePoint(stage: HTMLElement | null, event: { clientX: number; clientY: number }): Point {
  return relativePoint(event.clientX, event.clientY, stage?.getBoundingClientRect() ?? new DOMRect());
}
