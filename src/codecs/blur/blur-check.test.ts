import type { Raster } from "../image";
import { assertBlurred, leftUnblurred } from "./blur-check";
import { gaussianPixels } from "./gaussian-pixels";

function stripes(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1)
    data.set(Math.floor(pixel / 3) % 2 ? [220, 200, 180, 255] : [20, 40, 60, 255], pixel * 4);
  return { data, width, height };
}

function flat(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set([90, 120, 150, 255], at);
  return { data, width, height };
}

const whole = (raster: Raster) => ({ rect: { x: 0, y: 0, width: raster.width, height: raster.height } });

describe("blur check", () => {
  it("fails a region with edges that came back unchanged, naming what", () => {
    const image = stripes(40, 30);
    expect(leftUnblurred(image, { ...image, data: image.data.slice() }, whole(image), 8)).toBe(true);
    expect(() => assertBlurred(image, image, whole(image), 8, "faces")).toThrow(/did not change the faces/);
  });

  it("passes a real blur, even the smallest the tools ask for", () => {
    const image = stripes(40, 30);
    for (const sigma of [0.5, 2, 30]) expect(leftUnblurred(image, gaussianPixels(image, sigma), whole(image), sigma)).toBe(false);
  });

  it("passes a flat region, which a blur leaves as it was", () => {
    const image = flat(40, 30);
    expect(leftUnblurred(image, image, whole(image), 8)).toBe(false);
  });

  it("passes a σ too small to change anything", () => {
    const image = stripes(40, 30);
    expect(leftUnblurred(image, image, whole(image), 0.3)).toBe(false);
  });

  it("looks only at the selected pixels of the rectangle", () => {
    // Left half striped and blurred, right half striped and untouched.
    const image = stripes(40, 30);
    const result = { ...image, data: image.data.slice() };
    const blurred = gaussianPixels(image, 4);
    for (let y = 0; y < 30; y += 1) result.data.set(blurred.data.subarray(y * 160, y * 160 + 80), y * 160);
    const rect = { x: 0, y: 0, width: 40, height: 30 };
    expect(leftUnblurred(image, result, { rect, selected: (pixel) => pixel % 40 < 20 }, 4)).toBe(false);
    expect(leftUnblurred(image, result, { rect, selected: (pixel) => pixel % 40 >= 20 }, 4)).toBe(true);
    expect(leftUnblurred(image, result, { rect: { x: 25, y: 5, width: 10, height: 10 } }, 4)).toBe(true);
  });
});
