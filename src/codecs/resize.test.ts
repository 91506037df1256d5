import { createRaster, type Raster } from "./image";
import { boxShrink, fitInside, fitOnLoad, matchesShape, resizeRaster, shrinkInside, shrinkOnLoad } from "./resize";

function filled(width: number, height: number, pixel: (x: number, y: number) => [number, number, number, number]): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) raster.data.set(pixel(x, y), (y * width + x) * 4);
  return raster;
}

const pixelAt = (raster: Raster, x: number, y: number) => [
  ...raster.data.subarray((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4),
];

describe("boxShrink", () => {
  it("averages whole blocks and drops the rows and columns that do not fill one", () => {
    const raster = filled(5, 3, (x, y) => [x * 10, y * 10, 0, 255]);
    const shrunk = boxShrink(raster, 2);
    expect([shrunk.width, shrunk.height]).toEqual([2, 1]);
    expect(pixelAt(shrunk, 0, 0)).toEqual([5, 5, 0, 255]);
    expect(pixelAt(shrunk, 1, 0)).toEqual([25, 5, 0, 255]);
  });

  it("weights colour by alpha, so transparent pixels do not darken edges", () => {
    const raster = filled(2, 2, (x) => (x === 0 ? [200, 100, 50, 255] : [0, 0, 0, 0]));
    expect(pixelAt(boxShrink(raster, 2), 0, 0)).toEqual([200, 100, 50, 128]);
  });

  it("averages light, not sRGB values, in linear mode", () => {
    const raster = filled(2, 1, (x) => (x === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
    expect(pixelAt(boxShrink(raster, 2), 0, 0)).toEqual([128, 128, 128, 255]);
    expect(
      pixelAt(
        boxShrink(
          filled(2, 2, (x) => (x === 0 ? [0, 0, 0, 255] : [255, 255, 255, 255])),
          2,
          true,
        ),
        0,
        0,
      ),
    ).toEqual([188, 188, 188, 255]);
  });

  it("halves to the alpha-weighted mean of each block, as it shrinks by 3, and clears what a reused buffer held under transparent blocks", () => {
    const raster = filled(9, 6, (x, y) => [
      (x * 37 + y * 11) % 256,
      (x * 5 + y * 71) % 256,
      (x * y * 13) % 256,
      (x + y) % 3 === 0 ? 0 : 255,
    ]);
    const mean = (factor: number, x: number, y: number, channel: number) => {
      let [sum, alpha] = [0, 0];
      for (let dy = 0; dy < factor; dy += 1)
        for (let dx = 0; dx < factor; dx += 1) {
          const [weight, value] = [
            pixelAt(raster, x * factor + dx, y * factor + dy)[3]!,
            pixelAt(raster, x * factor + dx, y * factor + dy)[channel]!,
          ];
          sum += value * weight;
          alpha += weight;
        }
      return channel === 3 ? alpha / factor ** 2 : alpha > 0 ? sum / alpha : 0;
    };
    for (const factor of [2, 3]) {
      const stale = new Uint8ClampedArray(4 * 3 * 4).fill(99);
      const shrunk = boxShrink(raster, factor, false, { take: (length: number) => stale.subarray(0, length) });
      const expected = new Uint8ClampedArray(shrunk.width * shrunk.height * 4).map((_, at) =>
        mean(factor, (at >> 2) % shrunk.width, Math.floor((at >> 2) / shrunk.width), at % 4),
      );
      expect(shrunk.data).toEqual(expected);
    }
    expect(
      pixelAt(
        boxShrink(
          filled(2, 2, () => [9, 9, 9, 0]),
          2,
          false,
          { take: () => new Uint8ClampedArray(4).fill(99) },
        ),
        0,
        0,
      ),
    ).toEqual([0, 0, 0, 0]);
  });
});

describe("resizeRaster", () => {
  it.each([
    ["an opaque image", 255],
    ["an image with alpha", 128],
  ])("box-shrinks and reduces %s in the kernel's memory, into one buffer of the job's, written whole", async (_name, alpha) => {
    // Lent memory holds an earlier image's bytes, which no pixel of the result may keep.
    const taken: ArrayBuffer[] = [];
    const lent = {
      take: (length: number) => {
        const pixels = new Uint8ClampedArray(new ArrayBuffer(length + 64), 0, length).fill(7);
        taken.push(pixels.buffer);
        return pixels;
      },
    };
    const raster = filled(200, 150, (x, y) => [x, y, (x * y) % 256, alpha]);
    const resized = await resizeRaster(raster, 40, 30, "lanczos3", lent);
    expect(taken).toHaveLength(1);
    expect(resized.data.buffer).toBe(taken[0]);
    expect([resized.width, resized.height, resized.data.length]).toEqual([40, 30, 40 * 30 * 4]);
    expect(resized.data.filter((_, index) => index % 4 === 3).every((value) => value === alpha)).toBe(true);
    expect(pixelAt(resized, 20, 15)[0]).toBeCloseTo(20 * 5 + 2, -1);
  });
});

describe("shrinkOnLoad", () => {
  const photo = { width: 4272, height: 2848 };

  it("halves while the Lanczos reduce keeps at least its gap", () => {
    expect(shrinkOnLoad(photo, { width: 1600, height: 1067 }, "lanczos3")).toBe(2);
    expect(shrinkOnLoad(photo, { width: 800, height: 533 }, "lanczos3")).toBe(4);
    expect(shrinkOnLoad(photo, { width: 3000, height: 2000 }, "lanczos3")).toBe(1);
    expect(shrinkOnLoad({ width: 3264, height: 2448 }, { width: 1600, height: 1200 }, "lanczos3")).toBe(1);
  });

  it("lets the browser's smoothing take any whole halving, and leaves linear light to its own shrink", () => {
    expect(shrinkOnLoad({ width: 3264, height: 2448 }, { width: 1600, height: 1200 }, "fast")).toBe(2);
    expect(shrinkOnLoad(photo, { width: 400, height: 267 }, "lanczos3-linear")).toBe(1);
  });
});

describe("fitInside", () => {
  it("keeps the aspect ratio inside a box", () => {
    expect(fitInside(4000, 3000, 1600, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(fitInside(3000, 4000, 1600, 1600)).toEqual({ width: 1200, height: 1600 });
    expect(fitInside(10000, 1, 100, 100)).toEqual({ width: 100, height: 1 });
  });

  it("only shrinks, in its shrinkInside form", () => {
    expect(shrinkInside(4000, 3000, 1600, 1600)).toEqual({ width: 1600, height: 1200 });
    expect(shrinkInside(800, 600, 1600, 1600)).toEqual({ width: 800, height: 600 });
    expect(shrinkInside(2000, 200, 256, 256)).toEqual({ width: 256, height: 26 });
  });
});

describe("matchesShape", () => {
  it("recognises a decoded image shrunk with its sides rounded down", () => {
    expect(matchesShape({ width: 2136, height: 1424 }, { width: 4272, height: 2848 })).toBe(true);
    expect(matchesShape({ width: 1067, height: 711 }, { width: 4271, height: 2845 })).toBe(true);
    expect(matchesShape({ width: 800, height: 600 }, { width: 600, height: 800 })).toBe(false);
  });
});

describe("fitOnLoad", () => {
  it("decodes a 12 MP photo limited to 1600 px wide at half size, leaving Lanczos3 a reduce of at least 1.25", () => {
    expect(fitOnLoad({ width: 4272, height: 2848 }, 1600, 0)).toEqual({ size: { width: 1600, height: 1067 }, shrink: 2 });
  });

  it("shrinks by up to 8 for a small limit, on the tighter side", () => {
    expect(fitOnLoad({ width: 4000, height: 3000 }, 0, 300)).toEqual({ size: { width: 400, height: 300 }, shrink: 8 });
  });

  it("leaves an image with no limit, or already inside it, at full size", () => {
    expect(fitOnLoad({ width: 4000, height: 3000 }, 0, 0)).toEqual({ size: { width: 4000, height: 3000 }, shrink: 1 });
    expect(fitOnLoad({ width: 800, height: 600 }, 1600, 1600)).toEqual({ size: { width: 800, height: 600 }, shrink: 1 });
  });
});
