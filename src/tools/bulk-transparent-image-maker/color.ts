/** Colour parsing and the distance the tolerance is measured in. */
import type { Rgb } from "../../codecs/dominant-color";

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;
/** Distance from black to white, so distances read as a percentage of it. */
const FULL_SCALE = 255 * Math.sqrt(3);

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`“${hex}” is not a colour; use the form #rrggbb`);
  const [, r, g, b] = match as unknown as [string, string, string, string];
  return { r: parseInt(r, 16), g: parseInt(g, 16), b: parseInt(b, 16) };
}

/** Straight-line RGB distance from 0 (same colour) to 100 (black to white). */
export function colorDistance(r: number, g: number, b: number, target: Rgb): number {
  const dr = r - target.r;
  const dg = g - target.g;
  const db = b - target.b;
  return (Math.sqrt(dr * dr + dg * dg + db * db) / FULL_SCALE) * 100;
}
