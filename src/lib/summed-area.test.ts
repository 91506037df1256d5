import { areaSum, summedArea, windowSums } from "./summed-area";

describe("summed-area table", () => {
  const [width, height] = [5, 4];
  const values = Float32Array.from({ length: width * height }, (_, index) => index);

  it("sums any rectangle in constant time", () => {
    const table = summedArea(values, width, height);
    expect(areaSum(table, 0, 0, width, height)).toBe((19 * 20) / 2);
    expect(areaSum(table, 1, 1, 3, 3)).toBe(6 + 7 + 11 + 12);
  });

  it("sums a square window around every pixel, cut at the edges", () => {
    const sums = windowSums(values, width, height, 1);
    expect(sums[0]).toBe(0 + 1 + 5 + 6);
    expect(sums[1 * width + 1]).toBe([0, 1, 2, 5, 6, 7, 10, 11, 12].reduce((sum, value) => sum + value, 0));
  });
});
