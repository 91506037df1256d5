import { cropRaster, padBox, subjectBox } from "./crop";

function maskOf(width: number, height: number, opaque: (x: number, y: number) => number) {
  return {
    data: Uint8ClampedArray.from({ length: width * height }, (_, index) => opaque(index % width, Math.floor(index / width))),
    width,
    height,
  };
}

describe("subjectBox", () => {
  it("bounds the pixels the mask keeps and ignores faint haze", () => {
    const mask = maskOf(10, 8, (x, y) => (x >= 3 && x <= 6 && y >= 2 && y <= 4 ? 255 : x === 0 && y === 0 ? 20 : 0));
    expect(subjectBox(mask)).toEqual({ x: 3, y: 2, width: 4, height: 3 });
  });

  it("counts a soft edge from the threshold up", () => {
    const mask = maskOf(6, 1, (x) => [0, 31, 32, 255, 40, 0][x] as number);
    expect(subjectBox(mask)).toEqual({ x: 2, y: 0, width: 3, height: 1 });
  });

  it("finds nothing in an empty mask", () => {
    expect(subjectBox(maskOf(4, 4, () => 10))).toBeNull();
  });
});

describe("padBox", () => {
  it("grows every side by a share of the longer side, even past the photo", () => {
    expect(padBox({ x: 2, y: 5, width: 100, height: 40 }, 10)).toEqual({ x: -8, y: -5, width: 120, height: 60 });
    expect(padBox({ x: 2, y: 5, width: 100, height: 40 }, 0)).toEqual({ x: 2, y: 5, width: 100, height: 40 });
  });
});

describe("cropRaster", () => {
  // 3 × 2 pixels whose red channel numbers them 1…6, all opaque.
  const raster = { data: Uint8ClampedArray.from([1, 2, 3, 4, 5, 6].flatMap((n) => [n, 0, 0, 255])), width: 3, height: 2 };
  const reds = (data: Uint8ClampedArray) => Array.from(data).filter((_, index) => index % 4 === 0);
  const alphas = (data: Uint8ClampedArray) => Array.from(data).filter((_, index) => index % 4 === 3);

  it("copies the box's pixels", () => {
    const cropped = cropRaster(raster, { x: 1, y: 0, width: 2, height: 2 });
    expect([cropped.width, cropped.height]).toEqual([2, 2]);
    expect(reds(cropped.data)).toEqual([2, 3, 5, 6]);
  });

  it("leaves the part of the box outside the photo transparent", () => {
    const cropped = cropRaster(raster, { x: -1, y: 1, width: 3, height: 2 });
    expect(reds(cropped.data)).toEqual([0, 4, 5, 0, 0, 0]);
    expect(alphas(cropped.data)).toEqual([0, 255, 255, 0, 0, 0]);
  });

  it("is all transparent for a box beside the photo", () => {
    expect(alphas(cropRaster(raster, { x: 5, y: 0, width: 2, height: 1 }).data)).toEqual([0, 0]);
  });
});
