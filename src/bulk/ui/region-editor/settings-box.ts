/** A relative box stored as four number settings named after a prefix: `boxX`, `boxY`, `boxWidth`, `boxHeight`. */
import type { RelBox } from "../../../lib/relative-box";

export type BoxKeys<P extends string> = `${P}X` | `${P}Y` | `${P}Width` | `${P}Height`;

export function boxPatch<P extends string>(box: RelBox, prefix: P): Record<BoxKeys<P>, number> {
  return {
    [`${prefix}X`]: box.x,
    [`${prefix}Y`]: box.y,
    [`${prefix}Width`]: box.width,
    [`${prefix}Height`]: box.height,
  } as Record<BoxKeys<P>, number>;
}

/** The box in a settings object, or null when any of its four numbers is missing. */
export function readBox(source: object | null | undefined, prefix: string): RelBox | null {
  if (!source) return null;
  const values = source as Record<string, unknown>;
  const [x, y, width, height] = ["X", "Y", "Width", "Height"].map((side) => values[`${prefix}${side}`]);
  if (typeof x !== "number" || typeof y !== "number" || typeof width !== "number" || typeof height !== "number") return null;
  return { x, y, width, height };
}
