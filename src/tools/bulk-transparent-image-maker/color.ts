/**
 * Colour parsing and the distance the tolerance is measured in: CIE76 ΔE in CIELAB, which follows
 * what the eye sees (a red apple on an olive backdrop is far apart, though their RGB values are not)
 * and puts black and white exactly 100 apart, so tolerances read as a percentage of that.
 */
import type { Rgb } from "../../codecs/dominant-color";

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`“${hex}” is not a colour; use the form #rrggbb`);
  const [, r, g, b] = match as unknown as [string, string, string, string];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) };
}

const LINEAR = new Float64Array(256).map((_, value) => {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});

// D65 white point of sRGB.
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };

function f(t: number): number {
  return t > 216 / 24389 ? Math.cbrt(t) : ((24389 / 27) * t + 16) / 116;
}

/** sRGB (0–255 per channel) to CIELAB [L, a, b]. */
export function toLab(r: number, g: number, b: number): [number, number, number] {
  const lr = LINEAR[r] as number;
  const lg = LINEAR[g] as number;
  const lb = LINEAR[b] as number;
  const fx = f((0.4124564 * lr + 0.3575761 * lg + 0.1804375 * lb) / WHITE.x);
  const fy = f((0.2126729 * lr + 0.7151522 * lg + 0.072175 * lb) / WHITE.y);
  const fz = f((0.0193339 * lr + 0.119192 * lg + 0.9503041 * lb) / WHITE.z);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/** The distance of any colour to `target`: 0 for the same colour, 100 from black to white. */
export function distanceFrom(target: Rgb): (r: number, g: number, b: number) => number {
  const [tl, ta, tb] = toLab(target.r, target.g, target.b);
  // Backgrounds repeat one colour over long runs: the last answer is kept for the next pixel.
  let last = -1;
  let lastDistance = 0;
  return (r, g, b) => {
    const key = (r << 16) | (g << 8) | b;
    if (key === last) return lastDistance;
    const [l, a, bb] = toLab(r, g, b);
    last = key;
    lastDistance = Math.sqrt((l - tl) ** 2 + (a - ta) ** 2 + (bb - tb) ** 2);
    return lastDistance;
  };
}
