import { bitmapSource, drawable, hasAlpha, rasterOfCanvas } from "./image";
import { provideImageData } from "../test-utils/node-image-data";

/** A drawn canvas as the workers have it, counting how often its pixels are read back. */
function drawnCanvas(width: number, height: number, alpha = 255) {
  const canvas = { width, height } as OffscreenCanvas;
  const context = {
    canvas,
    reads: 0,
    getImageData(x: number, y: number, w: number, h: number) {
      this.reads += 1;
      const data = new Uint8ClampedArray(w * h * 4).fill(200);
      for (let index = 3; index < data.length; index += 4) data[index] = alpha;
      return { data, width: w, height: h };
    },
  };
  return context as unknown as OffscreenCanvasRenderingContext2D & { reads: number };
}

beforeAll(provideImageData);

describe("rasters drawn on a canvas", () => {
  test("keep their pixels on the canvas until something reads them", () => {
    const context = drawnCanvas(3, 2);
    const raster = rasterOfCanvas(context);
    expect([raster.width, raster.height]).toEqual([3, 2]);
    expect(drawable(raster)).toBe(context.canvas);
    expect(bitmapSource(raster)).toBe(context.canvas);
    expect(context.reads).toBe(0);
    expect(raster.data).toHaveLength(3 * 2 * 4);
    expect(raster.data).toBe(raster.data);
    expect(context.reads).toBe(1);
  });

  test("no longer stand for their canvas once the pixels were handed out, since they may change", () => {
    const context = drawnCanvas(2, 2);
    const raster = rasterOfCanvas(context);
    raster.data[0] = 0;
    const source = bitmapSource(raster) as ImageData;
    expect(source).not.toBe(context.canvas);
    expect(source.data[0]).toBe(0);
  });

  test("are known opaque without a look when decoded from a format without alpha", () => {
    const context = drawnCanvas(4, 4, 128);
    expect(hasAlpha(rasterOfCanvas(context, true))).toBe(false);
    expect(context.reads).toBe(0);
    // Unknown sources are looked at; and once read, even an opaque source's pixels may have been changed.
    expect(hasAlpha(rasterOfCanvas(context))).toBe(true);
    const opaque = rasterOfCanvas(context, true);
    void opaque.data;
    expect(hasAlpha(opaque)).toBe(true);
  });
});
