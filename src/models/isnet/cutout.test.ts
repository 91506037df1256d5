import { alphaMask, isCutOut } from "./cutout";

/** A width × height raster whose alpha is given per pixel. */
function raster(width: number, height: number, alpha: (x: number, y: number) => number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data[(y * width + x) * 4 + 3] = alpha(x, y);
  return { data, width, height };
}

describe("isCutOut", () => {
  it("takes a subject on a transparent background for a cut-out, even touching an edge", () => {
    expect(isCutOut(raster(10, 8, (x, y) => (x > 2 && x < 7 && y > 2 ? 255 : 0)))).toBe(true);
  });

  it("does not take an opaque photo, or one with a few transparent corners, for a cut-out", () => {
    expect(isCutOut(raster(10, 8, () => 255))).toBe(false);
    expect(isCutOut(raster(10, 8, (x, y) => ((x === 0 || x === 9) && (y === 0 || y === 7) ? 0 : 255)))).toBe(false);
  });

  it("handles images one pixel wide or high", () => {
    expect(isCutOut(raster(1, 5, () => 0))).toBe(true);
    expect(isCutOut(raster(5, 1, () => 255))).toBe(false);
  });
});

describe("alphaMask", () => {
  it("is the alpha channel", () => {
    expect(Array.from(alphaMask(raster(3, 1, (x) => [0, 128, 255][x] as number)).data)).toEqual([0, 128, 255]);
  });
});
