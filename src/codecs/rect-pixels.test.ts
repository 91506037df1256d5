import { clampedPieces, copyPixels, cropRaster, expandRect } from "./rect-pixels";

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

describe("clampedPieces", () => {
  /** Draws the pieces as a canvas with smoothing off would, into a plain array of source pixel numbers. */
  function render(window: { x: number; y: number; width: number; height: number }, pad: number, imageWidth: number) {
    const width = window.width + 2 * pad;
    const canvas: number[] = new Array(width * (window.height + 2 * pad)).fill(-1);
    for (const [sx, sy, sw, sh, dx, dy, dw, dh] of clampedPieces(window, pad)) {
      for (let y = 0; y < dh; y += 1)
        for (let x = 0; x < dw; x += 1) {
          const source = (sy + Math.floor((y * sh) / dh)) * imageWidth + sx + Math.floor((x * sw) / dw);
          canvas[(dy + y) * width + dx + x] = source;
        }
    }
    return canvas;
  }

  it("fills the whole padded canvas, the margin repeating the nearest edge pixel", () => {
    const imageWidth = 10;
    const window = { x: 2, y: 1, width: 3, height: 2 };
    const canvas = render(window, 2, imageWidth);
    // Each canvas pixel holds the image pixel nearest to it inside the window (clamp to edge).
    const expected = [];
    for (let y = -2; y < 4; y += 1)
      for (let x = -2; x < 5; x += 1) {
        const cx = Math.min(2, Math.max(0, x));
        const cy = Math.min(1, Math.max(0, y));
        expected.push((window.y + cy) * imageWidth + window.x + cx);
      }
    expect(canvas).toEqual(expected);
  });

  it("is one plain copy without a margin", () => {
    expect(clampedPieces({ x: 1, y: 2, width: 3, height: 4 }, 0)).toEqual([[1, 2, 3, 4, 0, 0, 3, 4]]);
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
