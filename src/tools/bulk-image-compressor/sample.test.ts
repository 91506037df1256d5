import { createRaster, type Raster } from "../../codecs/image";
import { ssim } from "../../codecs/ssim";
import { cropRaster, sampleOf, sampleSsim, TILE } from "./sample";

/** Each pixel encodes its own position, so a tile shows where it came from. */
function positional(width: number, height: number): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      raster.data[at] = x % 256;
      raster.data[at + 1] = y % 256;
      raster.data[at + 2] = ((x >> 8) << 4) | (y >> 8);
      raster.data[at + 3] = 255;
    }
  }
  return raster;
}

function positionOf(raster: Raster, x: number, y: number): [number, number] {
  const at = (y * raster.width + x) * 4;
  const high = raster.data[at + 2] as number;
  return [((high >> 4) << 8) | (raster.data[at] as number), ((high & 15) << 8) | (raster.data[at + 1] as number)];
}

describe("sampleOf", () => {
  it("keeps a small image whole", () => {
    const raster = positional(300, 200);
    const sample = sampleOf(raster, 100_000);
    expect(sample.whole).toBe(true);
    expect(sample.raster).toBe(raster);
  });

  it("packs full-size tiles aligned to the tile grid, spread over the image, within the budget", () => {
    const raster = positional(2048, 1280);
    const budget = 40 * TILE * TILE;
    const sample = sampleOf(raster, budget);
    expect(sample.whole).toBe(false);
    const { width, height } = sample.raster;
    expect(width % TILE).toBe(0);
    expect(height % TILE).toBe(0);
    expect(width * height).toBeLessThanOrEqual(budget);
    expect(width * height).toBeGreaterThan(budget * 0.7);
    const origins = new Set<string>();
    for (let y = 0; y < height; y += TILE) {
      for (let x = 0; x < width; x += TILE) {
        const [sourceX, sourceY] = positionOf(sample.raster, x, y);
        expect(sourceX % TILE).toBe(0);
        expect(sourceY % TILE).toBe(0);
        // The tile is a straight copy: one pixel further along is one source pixel further along.
        expect(positionOf(sample.raster, x + TILE - 1, y + TILE - 1)).toEqual([sourceX + TILE - 1, sourceY + TILE - 1]);
        origins.add(`${sourceX},${sourceY}`);
      }
    }
    expect(origins.size).toBe((width / TILE) * (height / TILE));
    const xs = [...origins].map((origin) => Number(origin.split(",")[0]));
    const ys = [...origins].map((origin) => Number(origin.split(",")[1]));
    expect(Math.min(...xs)).toBeLessThan(2048 / 4);
    expect(Math.max(...xs)).toBeGreaterThan((2048 * 3) / 4 - TILE);
    expect(Math.min(...ys)).toBeLessThan(1280 / 4);
    expect(Math.max(...ys)).toBeGreaterThan((1280 * 3) / 4 - TILE);
  });

  it("samples a tall image with more tiles down than across", () => {
    const sample = sampleOf(positional(1024, 4096), 32 * TILE * TILE);
    expect(sample.raster.height).toBeGreaterThan(sample.raster.width);
  });
});

describe("sampleSsim", () => {
  it("is the plain SSIM for a whole image and the per-tile mean for a mosaic", () => {
    const raster = positional(1024, 1024);
    const noisy = { ...raster, data: raster.data.map((value, index) => (index % 4 === 3 ? value : value ^ (index % 7))) };
    const whole = { raster, whole: true };
    expect(sampleSsim(whole, noisy)).toBeCloseTo(ssim(raster, noisy), 10);
    const mosaic = { raster, whole: false };
    let total = 0;
    for (let y = 0; y < 1024; y += TILE)
      for (let x = 0; x < 1024; x += TILE) total += ssim(cropRaster(raster, x, y, TILE, TILE), cropRaster(noisy, x, y, TILE, TILE));
    expect(sampleSsim(mosaic, noisy)).toBeCloseTo(total / 64, 10);
    expect(sampleSsim(mosaic, raster)).toBeCloseTo(1, 10);
  });
});
