import { rgbInput } from "./network";

/** A 3 × 2 RGBA image whose channels count up from 1. */
const pixels = { data: new Uint8ClampedArray(Array.from({ length: 3 * 2 * 4 }, (_, index) => index + 1)), width: 3, height: 2 };

describe("rgbInput", () => {
  it("takes a region's RGB bytes, alpha left out", () => {
    expect([...rgbInput(pixels, { x: 1, y: 1, width: 2, height: 1 })]).toEqual([17, 18, 19, 21, 22, 23]);
  });

  it("is black where the region runs past the image", () => {
    expect([...rgbInput(pixels, { x: 2, y: 1, width: 2, height: 2 })]).toEqual([21, 22, 23, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
