import { distanceFrom } from "./color";
import { featherRamp, removalMask } from "./mask";
import { rasterOf } from "./test-raster";

describe("featherRamp", () => {
  it("removes within the tolerance and keeps beyond the feather band", () => {
    expect(featherRamp(5, 10, 10)).toBe(0);
    expect(featherRamp(10, 10, 10)).toBe(0);
    expect(featherRamp(20, 10, 10)).toBe(1);
    expect(featherRamp(80, 10, 10)).toBe(1);
  });

  it("ramps linearly across the feather band", () => {
    expect(featherRamp(15, 10, 10)).toBeCloseTo(0.5);
    expect(featherRamp(12.5, 10, 10)).toBeCloseTo(0.25);
  });

  it("is a hard edge without feathering", () => {
    expect(featherRamp(10.01, 10, 0)).toBe(1);
    expect(featherRamp(10, 10, 0)).toBe(0);
  });
});

describe("removalMask", () => {
  it("gives each pixel its keep level", () => {
    const raster = rasterOf(["wgk"], { w: [255, 255, 255, 255], g: [230, 230, 230, 255], k: [0, 0, 0, 255] });
    const white = { r: 255, g: 255, b: 255 };
    // Light grey is about 9 from white: past a 5 tolerance, inside a 10 feather band.
    const grey = distanceFrom(white)(230, 230, 230);
    expect(grey).toBeGreaterThan(5);
    expect(grey).toBeLessThan(15);
    const mask = removalMask(raster, white, 5, 10);
    expect(mask[0]).toBe(0);
    expect(mask[1]).toBe(Math.round(((grey - 5) / 10) * 255));
    expect(mask[2]).toBe(255);
  });
});
