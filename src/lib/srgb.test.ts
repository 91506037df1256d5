import { levelsOfLinear, linearOfLevels, linearToSrgb, srgbToLinear } from "./srgb";

describe("sRGB transfer", () => {
  it("maps black, white and mid-grey as the sRGB standard does, and back", () => {
    expect(srgbToLinear(0)).toBe(0);
    expect(srgbToLinear(1)).toBeCloseTo(1, 12);
    expect(srgbToLinear(128 / 255)).toBeCloseTo(0.2158605, 6);
    for (const value of [0, 0.02, 0.04045, 0.3, 0.75, 1]) expect(linearToSrgb(srgbToLinear(value))).toBeCloseTo(value, 6);
  });

  it("tabulates every level's light on a scale, and a scale's every step back to a level", () => {
    const light = linearOfLevels(65535);
    expect(light).toHaveLength(256);
    expect(light[0]).toBe(0);
    expect(light[255]).toBeCloseTo(65535, 6);
    expect(light[128]).toBeCloseTo(65535 * srgbToLinear(128 / 255), 9);
    const levels = levelsOfLinear(16320);
    expect(levels).toHaveLength(16321);
    expect([levels[0], levels[16320]]).toEqual([0, 255]);
    const onScale = linearOfLevels(16320);
    for (let level = 0; level < 256; level += 1) expect(levels[Math.round(onScale[level]!)]).toBe(level);
  });
});
