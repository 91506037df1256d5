/** The sRGB transfer function and its inverse, on values of 0–1, and the tables that spare a power per pixel. */
export const srgbToLinear = (c: number): number => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

export const linearToSrgb = (c: number): number => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);

/** The linear light of each of the 256 sRGB levels, on a scale of 0–`scale`. */
export function linearOfLevels(scale = 1): Float64Array {
  return Float64Array.from({ length: 256 }, (_, level) => scale * srgbToLinear(level / 255));
}

/** The sRGB level (0–255) of each linear value 0, 1, …, `steps` on a scale of 0–`steps`. */
export function levelsOfLinear(steps: number): Uint8Array {
  return Uint8Array.from({ length: steps + 1 }, (_, step) => Math.round(255 * linearToSrgb(step / steps)));
}
