/**
 * The four settings of a box on the image (a crop box, a region to blur, a portrait's own frame):
 * `<prefix>X`, `<prefix>Y`, `<prefix>Width` and `<prefix>Height`, in fractions of the image's width
 * and height from its top-left corner, so the same box lands in the same place on every image of a
 * batch. The tool's options panel draws them on the image; over the API they are numbers a caller
 * types, so each says what it measures and when the tool uses it.
 */
import { z } from "zod";

const SIDES = ["X", "Y", "Width", "Height"] as const;
type Side = (typeof SIDES)[number];

export type BoxSettings<P extends string, F> = { [S in Side as `${P}${S}`]: F };

export interface BoxDefaults {
  x: number;
  y: number;
  width: number;
  height: number;
}

const KEYS: Record<Side, keyof BoxDefaults> = { X: "x", Y: "y", Width: "width", Height: "height" };

const WORDS: Record<Side, (box: string) => string> = {
  X: (box) => `The left edge of ${box}, as a fraction of the image's width from its left side.`,
  Y: (box) => `The top edge of ${box}, as a fraction of the image's height from its top.`,
  Width: (box) => `The width of ${box}, as a fraction of the image's width.`,
  Height: (box) => `The height of ${box}, as a fraction of the image's height.`,
};

/** An edge may lie on the image's edge; a box is at least a hundredth of the image across. */
const sideField = (side: Side) =>
  z
    .number()
    .min(side === "X" || side === "Y" ? 0 : 0.01)
    .max(1);

function sides<F>(prefix: string, field: (side: Side) => F): Record<string, F> {
  return Object.fromEntries(SIDES.map((side) => [`${prefix}${side}`, field(side)]));
}

/** A box every file has: `box` names it in the descriptions ("the region"), `use` says when the tool uses it. */
export function boxSettings<P extends string>(
  prefix: P,
  box: string,
  use: string,
  defaults: BoxDefaults,
): BoxSettings<P, z.ZodDefault<z.ZodNumber>> {
  return sides(prefix, (side) =>
    sideField(side)
      .default(defaults[KEYS[side]])
      .meta({ description: `${WORDS[side](box)} ${use}` }),
  ) as BoxSettings<P, z.ZodDefault<z.ZodNumber>>;
}

/** A box a file may have, or not: without one the tool decides (`use` says how). */
export function optionalBoxSettings<P extends string>(prefix: P, box: string, use: string): BoxSettings<P, z.ZodOptional<z.ZodNumber>> {
  return sides(prefix, (side) =>
    sideField(side)
      .optional()
      .meta({ description: `${WORDS[side](box)} ${use}` }),
  ) as BoxSettings<P, z.ZodOptional<z.ZodNumber>>;
}
