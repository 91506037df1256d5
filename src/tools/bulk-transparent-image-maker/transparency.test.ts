import { makeTransparent, opacityOfLevel, type TransparencyOptions } from "./transparency";
import { alphaRows, rasterOf } from "./test-raster";

// A red product with a white label inside, on white.
const photo = rasterOf(["wwwwww", "wrrrrw", "wrwwrw", "wrrrrw", "wwwwww"], { w: [255, 255, 255, 255], r: [200, 0, 0, 255] });
const options: TransparencyOptions = {
  target: { r: 255, g: 255, b: 255 },
  tolerance: 10,
  feather: 0,
  smoothing: 0,
  region: "connected",
  opacity: 1,
};

describe("makeTransparent", () => {
  it("removes the background around the subject and keeps the same colour inside it", () => {
    expect(alphaRows(makeTransparent(photo, options))).toEqual([
      [0, 0, 0, 0, 0, 0],
      [0, 255, 255, 255, 255, 0],
      [0, 255, 255, 255, 255, 0],
      [0, 255, 255, 255, 255, 0],
      [0, 0, 0, 0, 0, 0],
    ]);
  });

  it("removes the colour everywhere when asked", () => {
    expect(alphaRows(makeTransparent(photo, { ...options, region: "everywhere" }))[2]).toEqual([0, 255, 0, 0, 255, 0]);
  });

  it("applies the overall opacity with or without a colour", () => {
    expect(alphaRows(makeTransparent(photo, { ...options, opacity: 0.5 }))[2]).toEqual([0, 128, 128, 128, 128, 0]);
    expect(alphaRows(makeTransparent(photo, { ...options, target: null, opacity: 0.5 }))[0]).toEqual([128, 128, 128, 128, 128, 128]);
  });
});

describe("opacityOfLevel", () => {
  it("runs from 1 (barely see-through) to 100 (invisible)", () => {
    expect(opacityOfLevel(1)).toBeCloseTo(0.99);
    expect(opacityOfLevel(50)).toBe(0.5);
    expect(opacityOfLevel(100)).toBe(0);
  });
});
