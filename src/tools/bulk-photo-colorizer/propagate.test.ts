/** @jest-environment node */
import { labToRgb, rgbToLab } from "../../lib/cielab";
import { propagateColour } from "./propagate";

/** 120 × 80: dark on the left, light on the right, a step of 30 L units at x = 60. */
function twoRegions(): { lightness: Float32Array; width: number; height: number } {
  const [width, height] = [120, 80];
  const lightness = Float32Array.from({ length: width * height }, (_, index) => (index % width < 60 ? 40 : 70));
  return { lightness, width, height };
}

describe("propagateColour", () => {
  it("gives each side of an edge its own hint's colour, leaking under 5 % across", () => {
    const { lightness, width, height } = twoRegions();
    const hints = [
      { index: 40 * width + 20, a: 50, b: 20 },
      { index: 40 * width + 100, a: -40, b: 60 },
    ];
    const { a, b } = propagateColour(lightness, width, height, hints);
    const span = { a: 90, b: 40 };
    let worst = 0;
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = y * width + x;
        const [wantA, wantB] = x < 60 ? [50, 20] : [-40, 60];
        worst = Math.max(worst, Math.abs((a[at] as number) - wantA) / span.a, Math.abs((b[at] as number) - wantB) / span.b);
      }
    expect(worst).toBeLessThan(0.05);
  });

  it("spreads one hint over a flat image, and gives nothing without hints", () => {
    const [width, height] = [300, 200];
    const flat = new Float32Array(width * height).fill(55);
    const { a } = propagateColour(flat, width, height, [{ index: 10, a: 30, b: -10 }]);
    expect(Math.min(...a)).toBeGreaterThan(29.9);
    expect(Math.max(...propagateColour(flat, width, height, []).b)).toBe(0);
  });

  it("gives the same colours every time", () => {
    const { lightness, width, height } = twoRegions();
    const hints = [
      { index: 5, a: 10, b: 10 },
      { index: 2000, a: -5, b: 30 },
    ];
    expect(propagateColour(lightness, width, height, hints).a).toEqual(propagateColour(lightness, width, height, hints).a);
  });
});

describe("CIELAB", () => {
  it("goes to Lab and back to the same sRGB levels", () => {
    for (const [red, green, blue] of [
      [0, 0, 0],
      [255, 255, 255],
      [200, 30, 90],
      [12, 250, 128],
      [128, 128, 128],
    ] as const) {
      const { l, a, b } = rgbToLab(red, green, blue);
      expect(labToRgb(l, a, b).map(Math.round)).toEqual([red, green, blue]);
    }
    const grey = rgbToLab(128, 128, 128);
    expect(Math.abs(grey.a) + Math.abs(grey.b)).toBeLessThan(0.01);
    expect(rgbToLab(255, 255, 255).l).toBeCloseTo(100, 3);
  });
});
