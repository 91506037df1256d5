import { labToRgb, lightnessOf, rgbToLab } from "./cielab";

describe("rgbToLab", () => {
  it("matches published CIELAB values (D65)", () => {
    const { l, a, b } = rgbToLab(255, 0, 0);
    expect(l).toBeCloseTo(53.24, 1);
    expect(a).toBeCloseTo(80.09, 1);
    expect(b).toBeCloseTo(67.2, 1);
    expect(rgbToLab(255, 255, 255).l).toBeCloseTo(100, 3);
    expect(rgbToLab(0, 0, 0).l).toBe(0);
  });

  it("gives greys no colour", () => {
    for (const level of [1, 20, 128, 254]) {
      const { a, b } = rgbToLab(level, level, level);
      expect(Math.abs(a)).toBeLessThan(0.01);
      expect(Math.abs(b)).toBeLessThan(0.01);
    }
  });
});

describe("labToRgb", () => {
  it("brings every level of every channel back exactly", () => {
    for (let level = 0; level < 256; level += 1) {
      for (const [r, g, b] of [
        [level, 0, 0],
        [0, level, 0],
        [0, 0, level],
        [level, 255 - level, (level * 7) % 256],
      ] as const) {
        const lab = rgbToLab(r, g, b);
        expect(labToRgb(lab.l, lab.a, lab.b)).toEqual([r, g, b]);
      }
    }
  });

  it("clips a colour outside the sRGB gamut to its edge", () => {
    expect(labToRgb(50, 120, 0)[0]).toBe(255);
    expect(labToRgb(100, 0, 0)).toEqual([255, 255, 255]);
  });
});

describe("lightnessOf", () => {
  it("is the L of rgbToLab for each pixel", () => {
    const pixels = new Uint8ClampedArray([255, 0, 0, 255, 12, 200, 90, 255, 0, 0, 0, 255]);
    const lightness = lightnessOf(pixels, 3);
    for (let pixel = 0; pixel < 3; pixel += 1) {
      const at = pixel * 4;
      expect(lightness[pixel]).toBeCloseTo(rgbToLab(pixels[at]!, pixels[at + 1]!, pixels[at + 2]!).l, 4);
    }
  });

  it("reads every grey level's L from its table as rgbToLab computes it", () => {
    const greys = new Uint8ClampedArray(256 * 4).map((_, index) => Math.floor(index / 4));
    const lightness = lightnessOf(greys, 256);
    for (let level = 0; level < 256; level += 1) expect(lightness[level]).toBe(Math.fround(rgbToLab(level, level, level).l));
  });
});
