/**
 * sRGB ↔ CIELAB (D65 white), per pixel. The colorizer keeps the photo's own lightness L and changes
 * only a and b, so the scan's detail, grain and sharpness survive whatever the colour does.
 */

/** D65 reference white, as CIE XYZ with Y = 1. */
const WHITE = { x: 0.95047, y: 1, z: 1.08883 };
const EPSILON = 216 / 24389;
const KAPPA = 24389 / 27;

const toLinear = (channel: number) => {
  const value = channel / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
};
const fromLinear = (value: number) => {
  const encoded = value <= 0.0031308 ? value * 12.92 : 1.055 * Math.max(0, value) ** (1 / 2.4) - 0.055;
  return Math.min(255, Math.max(0, encoded * 255));
};
const f = (t: number) => (t > EPSILON ? Math.cbrt(t) : (KAPPA * t + 16) / 116);
const fInverse = (t: number) => (t ** 3 > EPSILON ? t ** 3 : (116 * t - 16) / KAPPA);

/** Linear values of the 256 sRGB levels: a table, as every pixel of a 12 MP photo needs three. */
const LINEAR = Float64Array.from({ length: 256 }, (_, level) => toLinear(level));

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

/** sRGB levels (0–255, not rounded) of a CIELAB colour, clipped to the sRGB gamut. */
export function labToRgb(l: number, a: number, b: number): [number, number, number] {
  const fy = (l + 16) / 116;
  const fx = fy + a / 500;
  const fz = fy - b / 200;
  const x = fInverse(fx) * WHITE.x;
  const y = (l > KAPPA * EPSILON ? fy ** 3 : l / KAPPA) * WHITE.y;
  const z = fInverse(fz) * WHITE.z;
  return [
    fromLinear(3.2404542 * x - 1.5371385 * y - 0.4985314 * z),
    fromLinear(-0.969266 * x + 1.8760108 * y + 0.041556 * z),
    fromLinear(0.0556434 * x - 0.2040259 * y + 1.0572252 * z),
  ];
}

/** The lightness of every pixel of an RGBA image (0–100). */
export function lightnessOf(data: Uint8ClampedArray, pixels: number): Float32Array {
  const lightness = new Float32Array(pixels);
  for (let pixel = 0; pixel < pixels; pixel += 1) {
    const at = pixel * 4;
    lightness[pixel] = rgbToLab(data[at] as number, data[at + 1] as number, data[at + 2] as number).l;
  }
  return lightness;
}
