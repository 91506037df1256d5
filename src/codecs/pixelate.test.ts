import { pixelate } from "./pixelate";

function image(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) data.set(pixel(x, y), (y * width + x) * 4);
  return { data, width, height };
}

const at = (raster: { data: Uint8ClampedArray; width: number }, x: number, y: number) =>
  Array.from(raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4));

describe("pixelate", () => {
  it("fills each block with its average colour", () => {
    const source = image(4, 2, (x) => (x % 2 === 0 ? [0, 100, 200, 255] : [100, 200, 0, 255]));
    const result = pixelate(source, { x: 0, y: 0, width: 4, height: 2 }, 2);
    for (let y = 0; y < 2; y += 1) for (let x = 0; x < 4; x += 1) expect(at(result, x, y)).toEqual([50, 150, 100, 255]);
  });

  it("leaves pixels outside the rectangle and the input alone", () => {
    const source = image(6, 6, (x, y) => [x * 40, y * 40, 0, 255]);
    const before = source.data.slice();
    const result = pixelate(source, { x: 2, y: 2, width: 3, height: 3 }, 2);
    expect(source.data).toEqual(before);
    expect(at(result, 1, 1)).toEqual([40, 40, 0, 255]);
    expect(at(result, 5, 5)).toEqual([200, 200, 0, 255]);
    // Blocks start at the rectangle's corner: (2..3, 2..3) is one block, (4, 2..3) a narrow edge block.
    expect(at(result, 2, 2)).toEqual([100, 100, 0, 255]);
    expect(at(result, 3, 3)).toEqual([100, 100, 0, 255]);
    expect(at(result, 4, 2)).toEqual([160, 100, 0, 255]);
    expect(at(result, 4, 4)).toEqual([160, 160, 0, 255]);
  });

  it("weights colours by alpha, so transparent pixels do not darken the block", () => {
    const source = image(2, 1, (x) => (x === 0 ? [200, 100, 50, 255] : [0, 0, 0, 0]));
    const result = pixelate(source, { x: 0, y: 0, width: 2, height: 1 }, 2);
    expect(at(result, 0, 0)).toEqual([200, 100, 50, 128]);
    expect(at(result, 1, 0)).toEqual([200, 100, 50, 128]);
  });

  it("keeps a fully transparent block transparent", () => {
    const result = pixelate(
      image(2, 2, () => [9, 9, 9, 0]),
      { x: 0, y: 0, width: 2, height: 2 },
      2,
    );
    expect(at(result, 1, 1)).toEqual([0, 0, 0, 0]);
  });
});
