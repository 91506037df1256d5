import { copyPixels, cropRaster, expandRect, padClamped } from "./rect-pixels";

/** An image whose red channel numbers its pixels (row * width + column). */
function numbered(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) data.set([pixel, 0, 0, 255], pixel * 4);
  return { data, width, height };
}

const reds = (raster: { data: Uint8ClampedArray }) => Array.from(raster.data).filter((_, index) => index % 4 === 0);

describe("expandRect", () => {
  it("grows by the margin and stops at the image", () => {
    expect(expandRect({ x: 50, y: 50, width: 100, height: 100 }, 20, 400, 300)).toEqual({ x: 30, y: 30, width: 140, height: 140 });
    expect(expandRect({ x: 10, y: 250, width: 100, height: 50 }, 20, 400, 300)).toEqual({ x: 0, y: 230, width: 130, height: 70 });
  });
});

describe("padClamped", () => {
  it("copies the window with a margin repeating the nearest edge pixel", () => {
    const padded = padClamped(numbered(10, 4), { x: 2, y: 1, width: 3, height: 2 }, 2);
    expect([padded.width, padded.height]).toEqual([7, 6]);
    // Each pixel holds the image pixel nearest to it inside the window (clamp to edge).
    const expected = [];
    for (let y = -2; y < 4; y += 1)
      for (let x = -2; x < 5; x += 1) expected.push(((1 + Math.min(1, Math.max(0, y))) * 10 + 2 + Math.min(2, Math.max(0, x))) % 256);
    expect(reds(padded)).toEqual(expected);
  });

  it("is a plain copy of the window without a margin", () => {
    expect(reds(padClamped(numbered(4, 3), { x: 1, y: 1, width: 2, height: 2 }, 0))).toEqual([5, 6, 9, 10]);
  });
});

describe("copyPixels", () => {
  it("copies a rectangle from one place to another", () => {
    const target = numbered(4, 3);
    copyPixels(numbered(4, 3), { x: 0, y: 0 }, target, { x: 2, y: 1, width: 2, height: 2 });
    expect(reds(target)).toEqual([0, 1, 2, 3, 4, 5, 0, 1, 8, 9, 4, 5]);
  });
});

describe("cropRaster", () => {
  it("crops a rectangle into an image of its own", () => {
    const crop = cropRaster(numbered(4, 3), { x: 1, y: 1, width: 2, height: 2 });
    expect([crop.width, crop.height]).toEqual([2, 2]);
    expect(reds(crop)).toEqual([5, 6, 9, 10]);
  });
});
