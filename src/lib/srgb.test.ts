import { linearToSrgb, srgbToLinear } from "./srgb";

describe("sRGB transfer", () => {
  it("maps black, white and mid-grey as the sRGB standard does, and back", () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(1)).toBeCloseTo(1, 12);
    expect(srgbToLinear(128 / 255)).toBeCloseTo(0.2158605, 6);
    for (const value of [0, 0.02, 0.04045, 0.3, 0.75, 1]) expect(linearToSrgb(srgbToLinear(value))).toBeCloseTo(value, 6);
  });
});
