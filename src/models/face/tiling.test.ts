import { cutByEdge, type Level, planLevels, splitRegions, type TilingOptions, toImage, windowStarts } from "./tiling";

const OPTIONS: TilingOptions = { inputSize: 192, smallestDetectable: 16, smallestFace: 10, maxLevelRatio: 2, overlapSlack: 1.25 };

describe("windowStarts", () => {
  it("covers the length with windows sharing at least the overlap, first at 0 and last at the end", () => {
    const starts = windowStarts(1000, 192, 50);
    expect(starts[0]).toBe(0);
    expect(starts.at(-1)).toBe(1000 - 192);
    for (let index = 1; index < starts.length; index += 1)
      expect((starts[index - 1] as number) + 192 - (starts[index] as number)).toBeGreaterThanOrEqual(50);
    // One window fewer would leave less than the overlap between two of them.
    expect((1000 - 192) / (starts.length - 2)).toBeGreaterThan(192 - 50);
  });

  it("uses one window when it covers the length", () => {
    expect(windowStarts(150, 192, 50)).toEqual([0]);
    expect(windowStarts(192, 192, 50)).toEqual([0]);
  });
});

describe("planLevels", () => {
  it("looks at the whole image first, padded to a square", () => {
    const [whole] = planLevels(1024, 613, OPTIONS);
    expect(whole).toEqual({ scale: 192 / 1024, width: 192, height: 115, tiles: [{ x: 0, y: 0 }] });
  });

  it("ends at the scale where the smallest face reaches the detector's size, each level at most twice the last", () => {
    const levels = planLevels(1024, 613, OPTIONS);
    const scales = levels.map((level) => level.scale);
    expect(scales.at(-1)).toBeCloseTo(16 / 10);
    for (let index = 1; index < scales.length; index += 1) {
      const ratio = (scales[index] as number) / (scales[index - 1] as number);
      expect(ratio).toBeGreaterThan(1);
      expect(ratio).toBeLessThanOrEqual(2);
    }
    const finest = levels.at(-1) as Level;
    expect([finest.width, finest.height]).toEqual([Math.round(1024 * 1.6), Math.round(613 * 1.6)]);
  });

  it("tiles each level completely, neighbours overlapping by more than the largest face the level is for", () => {
    const levels = planLevels(1024, 613, OPTIONS);
    levels.slice(1).forEach((level, index) => {
      const xs = [...new Set(level.tiles.map((tile) => tile.x))];
      const ys = [...new Set(level.tiles.map((tile) => tile.y))];
      expect(level.tiles).toHaveLength(xs.length * ys.length);
      expect(Math.max(...xs) + 192).toBeGreaterThanOrEqual(level.width);
      expect(Math.max(...ys) + 192).toBeGreaterThanOrEqual(level.height);
      // The coarser level finds faces from 16 of its pixels up, which are 16 × (scale ratio) pixels here.
      const largestFace = (16 * level.scale) / (levels[index] as Level).scale;
      for (const starts of [xs, ys])
        for (let at = 1; at < starts.length; at += 1)
          expect((starts[at - 1] as number) + 192 - (starts[at] as number)).toBeGreaterThanOrEqual(largestFace * 1.25);
    });
  });

  it("looks only at the whole image when its faces are large enough there", () => {
    expect(planLevels(400, 300, { ...OPTIONS, smallestFace: 40 })).toHaveLength(1);
  });

  it("costs about the same number of tiles for a photo of any size when the smallest face is relative", () => {
    const tiles = (width: number, height: number) =>
      planLevels(width, height, { ...OPTIONS, smallestFace: Math.min(width, height) * 0.015 }).reduce(
        (sum, level) => sum + level.tiles.length,
        0,
      );
    expect(tiles(4000, 3000)).toBeLessThan(tiles(800, 600) * 1.3);
    expect(tiles(4000, 3000)).toBeGreaterThan(tiles(800, 600) * 0.7);
  });
});

describe("from a tile back to the image", () => {
  const level: Level = { scale: 2, width: 400, height: 300, tiles: [] };

  it("maps input pixels of a tile to image pixels", () => {
    expect(toImage({ x: 10, y: 20, width: 30, height: 40, score: 0.7 }, { x: 100, y: 50 }, 2)).toEqual({
      x: 55,
      y: 35,
      width: 15,
      height: 20,
      score: 0.7,
    });
  });

  it("treats a box at an inner tile edge as cut, and one at the image's own edge as whole", () => {
    const box = (x: number, y: number) => ({ x, y, width: 20, height: 20 });
    const tile = (x: number, y: number) => ({ x, y, width: 192, height: 192 });
    // The tile at (0, 0): its left and top edges are the image's, its right and bottom are inner.
    expect(cutByEdge(box(0, 0), tile(0, 0), level, 2)).toBe(false);
    expect(cutByEdge(box(172, 50), tile(0, 0), level, 2)).toBe(true);
    expect(cutByEdge(box(50, 171), tile(0, 0), level, 2)).toBe(true);
    expect(cutByEdge(box(50, 50), tile(0, 0), level, 2)).toBe(false);
    // The last tile (208, 108) ends at the level's edges: only its left and top edges are inner.
    expect(cutByEdge(box(172, 172), tile(208, 108), level, 2)).toBe(false);
    expect(cutByEdge(box(1, 50), tile(208, 108), level, 2)).toBe(true);
    expect(cutByEdge(box(50, 1), tile(208, 108), level, 2)).toBe(true);
  });
});

describe("splitRegions", () => {
  const covered = (regions: { x: number; y: number; width: number; height: number }[], width: number, height: number) =>
    [0, width - 1].every((x) =>
      [0, height - 1].every((y) => regions.some((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height)),
    );

  it("keeps an image under the limit whole", () => {
    expect(splitRegions(1000, 800, 1_000_000, 256)).toEqual([{ x: 0, y: 0, width: 1000, height: 800 }]);
  });

  it("splits a larger image into the fewest equal regions under the limit, sharing the overlap", () => {
    // The orchestra photo at 4× (10 MP): four regions of 3 MP or less.
    const regions = splitRegions(4096, 2452, 3_000_000, 256);
    expect(regions).toHaveLength(4);
    for (const region of regions) expect(region.width * region.height).toBeLessThanOrEqual(3_000_000);
    expect(covered(regions, 4096, 2452)).toBe(true);
    const xs = [...new Set(regions.map((region) => region.x))].sort((a, b) => a - b);
    const width = (regions[0] as { width: number }).width;
    for (let index = 1; index < xs.length; index += 1)
      expect((xs[index - 1] as number) + width - (xs[index] as number)).toBeGreaterThanOrEqual(256);
  });

  it("cuts a long strip across its length only", () => {
    const regions = splitRegions(12000, 1000, 3_000_000, 256);
    expect(new Set(regions.map((region) => region.y))).toEqual(new Set([0]));
    expect(regions.at(-1)).toMatchObject({ x: 12000 - (regions[0] as { width: number }).width });
  });
});
