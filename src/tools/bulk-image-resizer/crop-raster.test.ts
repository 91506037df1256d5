import { createRaster } from "../../codecs/image";
import { cropRaster } from "./crop-raster";

describe("cropRaster", () => {
  it("copies the rectangle's rows", () => {
    const raster = createRaster(4, 3);
    raster.data.forEach((_, index) => (raster.data[index] = index));
    const crop = cropRaster(raster, { x: 1, y: 1, width: 2, height: 2 });
    expect(crop.width).toBe(2);
    expect(crop.height).toBe(2);
    expect([...crop.data]).toEqual([20, 21, 22, 23, 24, 25, 26, 27, 36, 37, 38, 39, 40, 41, 42, 43]);
  });

  it("hands back the raster itself for the whole image", () => {
    const raster = createRaster(2, 2);
    expect(cropRaster(raster, { x: 0, y: 0, width: 2, height: 2 })).toBe(raster);
  });
});
