import { gaussianBlur } from "./gaussian-blur";
import type { Raster } from "./image";

/** Vertical stripes 4 px wide, black and white, opaque. */
function stripes(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) {
    const value = Math.floor(((at / 4) % width) / 4) % 2 ? 255 : 0;
    data.set([value, value, value, 255], at);
  }
  return { data, width, height };
}

describe("gaussianBlur", () => {
  it("blurs the rectangle only, and leaves the image it was given as it was", () => {
    const image = stripes(64, 48);
    const before = image.data.slice();
    const rect = { x: 16, y: 12, width: 24, height: 20 };
    for (const sigma of [3, 20]) {
      const result = gaussianBlur(image, rect, sigma);
      expect(image.data).toEqual(before);
      for (let y = 0; y < image.height; y += 1)
        for (let x = 0; x < image.width; x += 1) {
          const at = (y * image.width + x) * 4;
          const inside = x >= rect.x && x < rect.x + rect.width && y >= rect.y && y < rect.y + rect.height;
          if (!inside) expect(result.data.subarray(at, at + 4)).toEqual(before.subarray(at, at + 4));
          // Black and white blur to greys, opaque to the edges of the rectangle (its margins repeat the image).
          else {
            expect(result.data[at]).toBeGreaterThan(0);
            expect(result.data[at]).toBeLessThan(255);
            expect(result.data[at + 3]).toBe(255);
          }
        }
    }
  });
});
