import { cropAround, cropInBox, cropRaster, fitSize, placeAround } from "./crop-rect";

describe("fitSize", () => {
  it("gives the largest size of the ratio in whole pixels", () => {
    expect(fitSize(1920, 1280, 1)).toEqual({ width: 1280, height: 1280 });
    expect(fitSize(1920, 1280, 16 / 9)).toEqual({ width: 1920, height: 1080 });
    expect(fitSize(1920, 1280, 4 / 5)).toEqual({ width: 1024, height: 1280 });
    expect(fitSize(2056, 3088, 16 / 9)).toEqual({ width: 2056, height: 1157 });
  });

  it("rounds to the nearest pixel without leaving the limits", () => {
    const { width, height } = fitSize(1350, 890, 16 / 9);
    expect(width).toBe(1350);
    expect(height).toBe(759);
    expect(fitSize(10, 3, 1584 / 396)).toEqual({ width: 10, height: 3 });
  });

  it("keeps the whole size when the ratio is free, and never reaches zero", () => {
    expect(fitSize(640, 427, null)).toEqual({ width: 640, height: 427 });
    expect(fitSize(1, 1000, 100)).toEqual({ width: 1, height: 1 });
  });
});

describe("placeAround", () => {
  it("centres on the point", () => {
    expect(placeAround({ width: 100, height: 50 }, { x: 200, y: 100 }, 400, 300)).toEqual({ x: 150, y: 75, width: 100, height: 50 });
  });

  it("moves in from the edges", () => {
    expect(placeAround({ width: 100, height: 50 }, { x: 10, y: 290 }, 400, 300)).toEqual({ x: 0, y: 250, width: 100, height: 50 });
    expect(placeAround({ width: 500, height: 50 }, { x: 10, y: 10 }, 400, 300)).toEqual({ x: 0, y: 0, width: 400, height: 50 });
  });
});

describe("cropAround", () => {
  it("is the centre crop at 0.5, 0.5", () => {
    expect(cropAround(1920, 1280, { x: 0.5, y: 0.5 }, 1)).toEqual({ x: 320, y: 0, width: 1280, height: 1280 });
    expect(cropAround(2056, 3088, { x: 0.5, y: 0.5 }, 4 / 5)).toEqual({ x: 0, y: 259, width: 2056, height: 2570 });
  });

  it("follows a point off the centre, within the image", () => {
    expect(cropAround(1920, 1280, { x: 0.9, y: 0.5 }, 1)).toEqual({ x: 640, y: 0, width: 1280, height: 1280 });
    expect(cropAround(1920, 1280, { x: 0.4, y: 0.5 }, 1)).toEqual({ x: 128, y: 0, width: 1280, height: 1280 });
  });

  it("keeps the whole image when the ratio is free", () => {
    expect(cropAround(640, 427, { x: 0.2, y: 0.2 }, null)).toEqual({ x: 0, y: 0, width: 640, height: 427 });
  });
});

describe("cropInBox", () => {
  it("crops a drawn box of the ratio as it is", () => {
    // A 1:1 box drawn on a 1920 × 1280 image: 1/3 of the width, half the height.
    const box = { x: 0.1, y: 0.25, width: 640 / 1920, height: 0.5 };
    expect(cropInBox(1920, 1280, box, 1)).toEqual({ x: 192, y: 320, width: 640, height: 640 });
  });

  it("narrows the box to the ratio on another image's shape, on the box's centre", () => {
    const box = { x: 0.1, y: 0.25, width: 640 / 1920, height: 0.5 };
    // The same fractions on a square image cover 333 × 500 px: the square is 333 px, centred.
    expect(cropInBox(1000, 1000, box, 1)).toEqual({ x: 100, y: 334, width: 333, height: 333 });
  });

  it("crops the box itself when the ratio is free", () => {
    expect(cropInBox(800, 600, { x: 0.25, y: 0.5, width: 0.5, height: 0.25 }, null)).toEqual({ x: 200, y: 300, width: 400, height: 150 });
  });
});

describe("cropRaster", () => {
  it("copies the rectangle's pixels", () => {
    const width = 4;
    const data = new Uint8ClampedArray(width * 3 * 4).map((_, index) => Math.floor(index / 4));
    const cropped = cropRaster({ data, width, height: 3 }, { x: 1, y: 1, width: 2, height: 2 });
    expect(cropped.width).toBe(2);
    expect(cropped.height).toBe(2);
    // Pixel numbers (row * 4 + column) of the four copied pixels.
    expect(Array.from(cropped.data).filter((_, index) => index % 4 === 0)).toEqual([5, 6, 9, 10]);
  });
});
