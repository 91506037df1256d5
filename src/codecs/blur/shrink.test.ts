import type { Raster } from "../image";
import { shrinkRows } from "./shrink";

/** Two flat halves, side by side. */
function halves(width: number, height: number, left: number[], right: number[]): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set((at / 4) % width < width / 2 ? left : right, at);
  return { data, width, height };
}

const shrunkRow = (raster: Raster, factor: number, units: number): number[] => {
  const row = new Int32Array(Math.ceil(raster.width / factor) * 4);
  shrinkRows(raster, factor)(0, row, units);
  return Array.from(row);
};

describe("shrinkRows", () => {
  it("averages each block's colour in units of a level", () => {
    const image = halves(8, 4, [200, 100, 50, 255], [10, 20, 30, 255]);
    expect(shrunkRow(image, 4, 16)).toEqual([200 * 16, 100 * 16, 50 * 16, 255 * 16, 10 * 16, 20 * 16, 30 * 16, 255 * 16]);
  });

  it("weighs colour by alpha, and a block cut by the edge counts transparent black beyond it", () => {
    // Half the block transparent (its colour must not count), half opaque.
    expect(shrunkRow(halves(4, 4, [0, 255, 0, 0], [255, 0, 0, 255]), 4, 1)).toEqual([128, 0, 0, 128]);
    // 3 of a block's 4 columns lie inside.
    expect(shrunkRow(halves(6, 4, [255, 255, 255, 255], [255, 255, 255, 255]), 4, 4).slice(4)).toEqual([
      2 * 255,
      2 * 255,
      2 * 255,
      2 * 255,
    ]);
  });

  it("sums blocks wider than a 16-bit lane holds (257 white pixels) all the same", () => {
    expect(shrunkRow(halves(600, 300, [255, 255, 255, 255], [255, 0, 128, 255]), 300, 1)).toEqual([255, 255, 255, 255, 255, 0, 128, 255]);
  });
});
