/**
 * Colour hints as one text setting: "x,y,#rrggbb" per hint, ";" between them, with x and y in
 * fractions of the photo's width and height, so the same hints land in the same place on every
 * photo of a series shot the same way, and survive as a plain setting (saved, sent to the worker,
 * typed in an API call).
 */
import type { Point } from "../../lib/relative-box";

export interface Hint extends Point {
  /** "#rrggbb". */
  color: string;
}

const DECIMALS = 4;
const COLOR = /^#[0-9a-f]{6}$/i;
const isFraction = (value: number) => Number.isFinite(value) && value >= 0 && value <= 1;

/** The hints of a setting, or null when it is not a list of hints. */
export function parseHints(text: string): Hint[] | null {
  if (text.trim() === "") return [];
  const hints: Hint[] = [];
  for (const item of text.split(";")) {
    const [xText, yText, color, extra] = item.split(",").map((part) => part.trim());
    const [x, y] = [xText, yText].map((part) => (part ? Number(part) : NaN)) as [number, number];
    if (extra !== undefined || !isFraction(x) || !isFraction(y) || !color || !COLOR.test(color)) return null;
    hints.push({ x, y, color: color.toLowerCase() });
  }
  return hints;
}

export function formatHints(hints: readonly Hint[]): string {
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  return hints.map((hint) => `${round(hint.x)},${round(hint.y)},${hint.color}`).join(";");
}

/** "#rrggbb" as three levels. */
export function rgbOf(color: string): [number, number, number] {
  const value = Number.parseInt(color.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}
