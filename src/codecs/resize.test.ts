import { boxShrink, fitInside } from "./resize";

const raster = (width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) => {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return { data, width, height };
};

describe("boxShrink", () => {
  it("averages whole blocks", () => {
    const checker = raster(4, 2, (x) => (x % 2 ? [200, 100, 0, 255] : [0, 100, 200, 255]));
    const shrunk = boxShrink(checker, 2);
    expect([shrunk.width, shrunk.height]).toEqual([2, 1]);
    expect(Array.from(shrunk.data)).toEqual([100, 100, 100, 255, 100, 100, 100, 255]);
  });

  it("weights colour by alpha so transparent pixels do not darken edges", () => {
    const half = raster(2, 1, (x) => (x ? [0, 0, 0, 0] : [255, 0, 0, 255]));
    expect(Array.from(boxShrink(half, 2).data)).toEqual([255, 0, 0, 128]);
  });

  it("averages in linear light when asked", () => {
    const blackWhite = raster(2, 1, (x) => (x ? [255, 255, 255, 255] : [0, 0, 0, 255]));
    expect(boxShrink(blackWhite, 2).data[0]).toBe(128);
    expect(boxShrink(blackWhite, 2, true).data[0]).toBe(188);
  });

  it("keeps partial blocks at the edges", () => {
    expect(
      boxShrink(
        raster(5, 3, () => [10, 20, 30, 255]),
        2,
      ),
    ).toMatchObject({ width: 3, height: 2 });
  });
});

describe("fitInside", () => {
  it("keeps the aspect ratio inside a box", () => {
    expect(fitInside(4000, 3000, 1600, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitInside(3000, 4000, 1600, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitInside(10000, 1, 100, 100)).toEqual({ width: 100, height: 1 });
  });
});
