import type { Raster } from "../../codecs/image";
import { cropCore, placeCore, planTiles, type Tile, tileInput } from "./tiling";

/** Every pixel's index in the image, for checking that cores cover it exactly once. */
function coverage(width: number, height: number, tiles: Tile[]): number[] {
  const counts = new Array<number>(width * height).fill(0);
  for (const { core } of tiles) {
    for (let y = core.y; y < core.y + core.height; y += 1) {
      for (let x = core.x; x < core.x + core.width; x += 1) counts[y * width + x] = (counts[y * width + x] as number) + 1;
    }
  }
  return counts;
}

describe("planTiles", () => {
  it("keeps a small image in one tile, with no margin to read", () => {
    expect(planTiles(200, 120, { maxTile: 256, margin: 10 })).toEqual([
      { read: { x: 0, y: 0, width: 200, height: 120 }, core: { x: 0, y: 0, width: 200, height: 120 } },
    ]);
  });

  it("covers every pixel with exactly one core, and reads within the limit", () => {
    for (const [width, height] of [
      [257, 256],
      [1000, 700],
      [4096, 31],
      [3, 5000],
    ] as const) {
      const tiles = planTiles(width, height, { maxTile: 256, margin: 10 });
      expect(coverage(width, height, tiles).every((count) => count === 1)).toBe(true);
      for (const { read, core } of tiles) {
        expect(read.width).toBeLessThanOrEqual(256);
        expect(read.height).toBeLessThanOrEqual(256);
        expect(read.x).toBe(Math.max(0, core.x - 10));
        expect(read.y).toBe(Math.max(0, core.y - 10));
        expect(read.x + read.width).toBe(Math.min(width, core.x + core.width + 10));
        expect(read.y + read.height).toBe(Math.min(height, core.y + core.height + 10));
      }
    }
  });

  it("uses the fewest tiles the margins allow, of near-equal size", () => {
    // 500 px: two cores of 250 need reads of 260 > 256, so three cores of 166–167 px.
    const tiles = planTiles(500, 100, { maxTile: 256, margin: 10 });
    expect(tiles.map(({ core }) => core.width)).toEqual([167, 166, 167]);
    expect(planTiles(502, 100, { maxTile: 256, margin: 5 }).map(({ core }) => core.width)).toEqual([251, 251]);
    expect(planTiles(1000, 1000, { maxTile: 256, margin: 10 })).toHaveLength(25);
  });

  it("gives parallel runners whole rounds of tiles while there are few", () => {
    const counts = (width: number, height: number) => planTiles(width, height, { maxTile: 256, margin: 10, parallel: 2 }).length;
    // One tile would leave a runner idle: two halves of the longer side.
    expect(planTiles(256, 160, { maxTile: 256, margin: 10, parallel: 2 }).map(({ core }) => core)).toEqual([
      { x: 0, y: 0, width: 128, height: 160 },
      { x: 128, y: 0, width: 128, height: 160 },
    ]);
    expect(counts(512, 320)).toBe(6);
    // Three columns would end on one runner: four.
    expect(counts(500, 100)).toBe(4);
    // Many tiles: the last round matters little, no extra split.
    expect(counts(1000, 1000)).toBe(25);
    expect(counts(256, 160)).toBe(2);
    expect(planTiles(1000, 700, { maxTile: 256, margin: 10, parallel: 3 }).length % 3).toBe(0);
  });

  it("does not split an image into cores narrower than two margins", () => {
    expect(planTiles(30, 30, { maxTile: 256, margin: 10, parallel: 2 })).toHaveLength(1);
    expect(planTiles(50, 30, { maxTile: 256, margin: 10, parallel: 4 }).map(({ core }) => core.width)).toEqual([25, 25]);
  });

  it("refuses a margin that leaves no room for a core", () => {
    expect(() => planTiles(1000, 10, { maxTile: 20, margin: 10 })).toThrow("cannot hold a margin");
  });
});

/** A checkerboard-ish image with varied colours, so misplaced pixels show. */
function sample(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let index = 0; index < width * height; index += 1) {
    data[index * 4] = (index * 37) % 251;
    data[index * 4 + 1] = (index * 91 + 7) % 253;
    data[index * 4 + 2] = ((index % width) * 13 + Math.floor(index / width) * 29) % 255;
    data[index * 4 + 3] = 255;
  }
  return { data, width, height };
}

/**
 * A stand-in for the network with the same boundary behaviour as ESRGAN's "same" convolutions: each
 * output pixel averages the input within `radius` (zero outside the region given), then is
 * repeated `scale` times each way.
 */
function fakeNetwork(input: Float32Array, width: number, height: number, scale: number, radius: number): Float32Array {
  const output = new Float32Array(width * scale * height * scale * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      for (let channel = 0; channel < 3; channel += 1) {
        let sum = 0;
        for (let dy = -radius; dy <= radius; dy += 1) {
          for (let dx = -radius; dx <= radius; dx += 1) {
            const sx = x + dx;
            const sy = y + dy;
            if (sx >= 0 && sy >= 0 && sx < width && sy < height) sum += input[(sy * width + sx) * 3 + channel] as number;
          }
        }
        const value = sum / (2 * radius + 1) ** 2;
        for (let oy = 0; oy < scale; oy += 1) {
          for (let ox = 0; ox < scale; ox += 1) output[((y * scale + oy) * width * scale + x * scale + ox) * 3 + channel] = value;
        }
      }
    }
  }
  return output;
}

function upscaleTiled(image: Raster, scale: number, radius: number, margin: number, maxTile: number): Raster {
  const target = {
    data: new Uint8ClampedArray(image.width * scale * image.height * scale * 4).fill(255),
    width: image.width * scale,
    height: image.height * scale,
  };
  for (const tile of planTiles(image.width, image.height, { maxTile, margin })) {
    const output = fakeNetwork(tileInput(image, tile.read), tile.read.width, tile.read.height, scale, radius);
    placeCore(target, cropCore(output, tile, scale), tile.core, scale);
  }
  return target;
}

describe("stitching", () => {
  const image = sample(61, 47);

  it("gives exactly the whole-image result when the margin covers the receptive radius", () => {
    for (const scale of [2, 3, 4]) {
      const whole = upscaleTiled(image, scale, 3, 0, 1000);
      const tiled = upscaleTiled(image, scale, 3, 3, 16);
      expect(planTiles(61, 47, { maxTile: 16, margin: 3 }).length).toBeGreaterThan(9);
      expect(Buffer.from(tiled.data).equals(Buffer.from(whole.data))).toBe(true);
    }
  });

  it("shows seams when the margin is short of the receptive radius", () => {
    const whole = upscaleTiled(image, 2, 3, 0, 1000);
    const tiled = upscaleTiled(image, 2, 3, 1, 16);
    expect(Buffer.from(tiled.data).equals(Buffer.from(whole.data))).toBe(false);
  });

  it("keeps only the core of an upscaled tile, rounded and clamped, and leaves alpha alone", () => {
    // A 2×1 read at scale 2 gives 4×2 outputs; the core is the right pixel: columns 2–3 of both rows.
    const tile: Tile = { read: { x: 0, y: 0, width: 2, height: 1 }, core: { x: 1, y: 0, width: 1, height: 1 } };
    const numbered = Float32Array.from({ length: 24 }, (_, index) => index);
    expect(Array.from(cropCore(numbered, tile, 2))).toEqual([6, 7, 8, 9, 10, 11, 18, 19, 20, 21, 22, 23]);
    const single: Tile = { read: { x: 0, y: 0, width: 1, height: 1 }, core: { x: 0, y: 0, width: 1, height: 1 } };
    expect(Array.from(cropCore(Float32Array.from([-4, 12.6, 300]), single, 1))).toEqual([0, 13, 255]);
    const target = { data: new Uint8ClampedArray(4 * 2 * 4).fill(7), width: 4, height: 2 };
    placeCore(target, cropCore(numbered, tile, 2), tile.core, 2);
    expect(Array.from(target.data.slice(0, 8))).toEqual([7, 7, 7, 7, 7, 7, 7, 7]);
    expect(Array.from(target.data.slice(8, 16))).toEqual([6, 7, 8, 7, 9, 10, 11, 7]);
    expect(Array.from(target.data.slice(24, 32))).toEqual([18, 19, 20, 7, 21, 22, 23, 7]);
  });

  it("reads a region's RGB row by row", () => {
    const image4 = { data: Uint8ClampedArray.from({ length: 3 * 2 * 4 }, (_, index) => index), width: 3, height: 2 };
    expect(Array.from(tileInput(image4, { x: 1, y: 0, width: 2, height: 2 }))).toEqual([4, 5, 6, 8, 9, 10, 16, 17, 18, 20, 21, 22]);
  });
});
