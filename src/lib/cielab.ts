/**
 * sRGB ↔ CIELAB (D65 white), per pixel: the colorizer keeps a photo's own lightness L and changes
 * only a and b, and the transparent maker measures its tolerance as CIE76 ΔE. Both directions go
 * through tables of the sRGB curve, as a 12 MP photo needs 36 million of them.
 */
import { levelsOfLinear, linearOfLevels } from "./srgb";

/** D65 reference white, as CIE XYZ with Y = 1. */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => {
  const cube = t * t * t;
  return cube > EPSILON ? cube : (116 * t - 16) / KAPPA;
};

/** Linear values of the 256 sRGB levels. */
const LINEAR = linearOfLevels();
/** The sRGB level of a linear value, in steps fine enough (a twentieth of a level at the darkest) to be exact once rounded. */
const STEPS = 65_535;
const LEVEL = levelsOfLinear(STEPS);
const levelOf = (linear: number) => (linear <= 0 ? 0 : linear >= 1 ? 255 : (LEVEL[(linear * STEPS + 0.5) | 0] as number));

export interface Lab {
  l: number;
  a: number;
  b: number;
}

export function rgbToLab(red: number, green: number, blue: number): Lab {
  const [r, g, b] = [LINEAR[red] as number, LINEAR[green] as number, LINEAR[blue] as number];
  const x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / WHITE.x;
  const y = (0.2126729 * r + 0.7151522 * g + 0.072175 * b) / WHITE.y;
  const z = (0.0193339 * r + 0.119192 * g + 0.9503041 * b) / WHITE.z;
  const [fx, fy, fz] = [f(x), f(y), f(z)];
  return { l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz) };
}

/** Writes the sRGB levels of a CIELAB colour, clipped to the sRGB gamut, at `at` in `out`. */
export function labToRgbInto(l: number, a: number, b: number, out: Uint8ClampedArray, at: number): void {
  const fy = (l + 16) / 116;
  const x = fInverse(fy + a / 500) * WHITE.x;
  const y = l > KAPPA * EPSILON ? fy * fy * fy : l / KAPPA;
  const z = fInverse(fy - b / 200) * WHITE.z;
  out[at] = levelOf(3.2404542 * x - 1.5371385 * y - 0.4985314 * z);
  out[at + 1] = levelOf(-0.969266 * x + 1.8760108 * y + 0.041556 * z);
  out[at + 2] = levelOf(0.0556434 * x - 0.2040259 * y + 1.0572252 * z);
}

/** The sRGB levels of a CIELAB colour, clipped to the sRGB gamut. */
export function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const out = new Uint8ClampedArray(3);
  labToRgbInto(l, a, b, out, 0);
  return [out[0] as number, out[1] as number, out[2] as number];
}

const lightnessOfRgb = (red: number, green: number, blue: number) =>
  116 * f(0.2126729 * (LINEAR[red] as number) + 0.7151522 * (LINEAR[green] as number) + 0.072175 * (LINEAR[blue] as number)) - 16;

/**
 * The lightness of each grey level. The colorizer's photos are grey: read from this table, a 12 MP
 * photo's lightness takes a third of the time, with the same values.
 */
const GREY_LIGHTNESS = Float32Array.from({ length: 256 }, (_, level) => lightnessOfRgb(level, level, level));

/** The lightness of every pixel of an RGBA image (0–100): only Y is needed, so only Y is computed. */
export function lightnessOf(data: Uint8ClampedArray, pixels: number): Float32Array {
  const lightness = new Float32Array(pixels);
  for (let pixel = 0, at = 0; pixel < pixels; pixel += 1, at += 4) {
    const red = data[at] as number;
    const green = data[at + 1] as number;
    const blue = data[at + 2] as number;
    lightness[pixel] = red === green && green === blue ? (GREY_LIGHTNESS[red] as number) : lightnessOfRgb(red, green, blue);
  }
  return lightness;
}
