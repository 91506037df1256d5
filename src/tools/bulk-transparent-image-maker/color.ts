/**
 * Colour parsing and the distance the tolerance is measured in: CIE76 ΔE in CIELAB, which follows
 * what the eye sees (a red apple on an olive backdrop is far apart, though their RGB values are not)
 * and puts black and white exactly 100 apart, so tolerances read as a percentage of that.
 */
import type { Rgb } from "../../codecs/dominant-color";
import { rgbToLab } from "../../lib/cielab";

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`“${hex}” is not a colour; use the form #rrggbb`);
  const [, r, g, b] = match as unknown as [string, string, string, string];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) };
}

/** The distance of any colour to `target`: 0 for the same colour, 100 from black to white. */
export function distanceFrom(target: Rgb): (r: number, g: number, b: number) => number {
  const { l: tl, a: ta, b: tb } = rgbToLab(target.r, target.g, target.b);
  // Backgrounds repeat one colour over long runs: the last answer is kept for the next pixel.
  let last = -1;
  let lastDistance = 0;
  return (r, g, b) => {
    const key = (r << 16) | (g << 8) | b;
    if (key === last) return lastDistance;
    const { l, a, b: bb } = rgbToLab(r, g, b);
    last = key;
    lastDistance = Math.sqrt((l - tl) ** 2 + (a - ta) ** 2 + (bb - tb) ** 2);
    return lastDistance;
  };
}
