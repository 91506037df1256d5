import { createRaster, type Raster } from "../../codecs/image";
import { ssim } from "../../codecs/ssim";
import { quantise } from "./palette";

function gradient(width: number, height: number, alpha = 255): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      raster.data.set([(x * 255) / width, (y * 255) / height, ((x + y) * 128) / (width + height), x < width / 4 ? 0 : alpha], at);
    }
  return raster;
}

function colours(raster: Raster): number {
  return new Set(new Uint32Array(raster.data.buffer, raster.data.byteOffset, raster.width * raster.height)).size;
}

describe("quantise", () => {
  it.each(["none", "floyd-steinberg", "atkinson"] as const)("keeps to the colour budget with dithering %s", (dither) => {
    const source = gradient(120, 80);
    expect(colours(source)).toBeGreaterThan(1000);
    const result = quantise(source, 16, dither);
    expect(result.width).toBe(120);
    expect(result.height).toBe(80);
    expect(colours(result)).toBeLessThanOrEqual(16);
    expect(ssim(source, result)).toBeGreaterThan(0.5);
  });

  it("looks closer to the source with more colours", () => {
    const source = gradient(120, 80);
    expect(ssim(source, quantise(source, 128, "none"))).toBeGreaterThan(ssim(source, quantise(source, 4, "none")));
  });

  it("keeps transparency", () => {
    const result = quantise(gradient(64, 64), 32, "floyd-steinberg");
    expect(result.data[3]).toBe(0);
    expect(result.data[(64 * 32 + 60) * 4 + 3]).toBe(255);
  });
});
