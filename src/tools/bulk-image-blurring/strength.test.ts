import { blockPixels, strengthScale } from "./strength";

describe("strength", () => {
  it("scales with the shorter side when relative, and not when exact", () => {
    expect(strengthScale("relative", 4000, 3000)).toBe(3);
    expect(strengthScale("relative", 640, 427)).toBeCloseTo(0.427);
    expect(strengthScale("absolute", 4000, 3000)).toBe(1);
  });

  it("rounds blocks to whole pixels, at least 2", () => {
    expect(blockPixels(24, 3)).toBe(72);
    expect(blockPixels(24, 0.427)).toBe(10);
    expect(blockPixels(2, 0.1)).toBe(2);
  });
});
