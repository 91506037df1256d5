import { createRaster, type Raster } from "../../codecs/image";
import { seededRandom } from "../../lib/seeded-random";
import { holed } from "../../test-utils/fill-cases";
import { cropMargin, fill, MIN_MARGIN } from "./fill";
import { emptyMask, type HoleMask } from "./hole";

function paint(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const [r, g, b] = colour(x, y);
      raster.data.set([r, g, b, 255], (y * width + x) * 4);
    }
  return raster;
}

function rectMask(width: number, height: number, rect: { x: number; y: number; width: number; height: number }): HoleMask {
  const mask = emptyMask(width, height);
  for (let y = rect.y; y < rect.y + rect.height; y += 1) for (let x = rect.x; x < rect.x + rect.width; x += 1) mask.data[y * width + x] = 1;
  return mask;
}

/** PSNR (dB) over the marked pixels' colour channels. */
function psnrIn(a: Raster, b: Raster, mask: HoleMask): number {
  let sum = 0;
  let count = 0;
  mask.data.forEach((marked, index) => {
    if (!marked) return;
    for (let channel = 0; channel < 3; channel += 1) {
      const difference = (a.data[index * 4 + channel] as number) - (b.data[index * 4 + channel] as number);
      sum += difference * difference;
      count += 1;
    }
  });
  return 10 * Math.log10((255 * 255) / Math.max(sum / count, 1e-9));
}

const stripes = (x: number): [number, number, number] => (Math.floor(x / 5) % 2 ? [220, 180, 40] : [30, 60, 150]);
const checker = (x: number, y: number): [number, number, number] =>
  (Math.floor(x / 6) + Math.floor(y / 6)) % 2 ? [200, 200, 200] : [40, 90, 40];

describe("content-aware fill", () => {
  it.each([
    ["stripes", (x: number) => stripes(x)],
    ["a checker board", checker],
  ])("restores %s behind a square hole (PSNR ≥ 25 dB in the hole)", (_, pattern) => {
    const clean = paint(160, 120, pattern);
    const mask = rectMask(160, 120, { x: 62, y: 42, width: 30, height: 30 });
    const filled = fill(holed(clean, mask), mask);
    expect(psnrIn(filled, clean, mask)).toBeGreaterThanOrEqual(25);
  });

  it("carries a slanted post through a tall hole in grainy ground, where only its stubs show", () => {
    // A light post 7 px thick, leaning one pixel in seven, of which the hole leaves 20 px above and
    // below: too little of it for patches to copy it across, so the lines must carry it.
    const [width, height] = [140, 110];
    const grain = seededRandom(5);
    const noise = Float32Array.from({ length: width * height }, () => grain() * 16);
    const middle = (y: number) => 70 + (y - 55) * 0.15;
    const clean = paint(width, height, (x, y) => {
      const value = Math.round((Math.abs(x - middle(y)) <= 3.5 ? 215 : 70) + (noise[y * width + x] as number));
      return [value, value, value];
    });
    const hole = { x: 55, y: 20, width: 30, height: 70 };
    const filled = fill(holed(clean, rectMask(width, height, hole)), rectMask(width, height, hole));
    for (let y = hole.y; y < hole.y + hole.height; y += 1) {
      // The post's middle in this row: the mean column of the pixels lighter than the ground can be.
      let [sum, count] = [0, 0];
      for (let x = hole.x; x < hole.x + hole.width; x += 1)
        if ((filled.data[(y * width + x) * 4] as number) > 185) {
          sum += x;
          count += 1;
        }
      // Seven pixels wide, give or take the half-lit pixel at each soft edge.
      expect(count).toBeGreaterThanOrEqual(5);
      expect(count).toBeLessThanOrEqual(8);
      expect(Math.abs(sum / count - middle(y))).toBeLessThanOrEqual(1);
    }
  });

  it("fills a hole at the photo's corner", () => {
    const clean = paint(140, 100, (x) => stripes(x));
    const mask = rectMask(140, 100, { x: 0, y: 0, width: 24, height: 20 });
    const filled = fill(holed(clean, mask), mask);
    expect(psnrIn(filled, clean, mask)).toBeGreaterThanOrEqual(25);
  });

  it("fills a thin scratch across a smooth gradient almost exactly", () => {
    const clean = paint(120, 90, (x, y) => [x * 2, y * 2, 128]);
    const mask = emptyMask(120, 90);
    for (let x = 10; x < 110; x += 1) for (let y = 40; y < 43; y += 1) mask.data[y * 120 + x] = 1;
    const filled = fill(holed(clean, mask), mask);
    expect(psnrIn(filled, clean, mask)).toBeGreaterThanOrEqual(35);
  });

  it("never changes a pixel outside the grown mask", () => {
    const noise = paint(100, 80, (x, y) => [(x * 37 + y * 11) % 256, (x * 13 + y * 71) % 256, (x * y) % 256]);
    const mask = rectMask(100, 80, { x: 30, y: 20, width: 25, height: 18 });
    const filled = fill(noise, mask, { grow: 2 });
    let changedOutside = 0;
    for (let y = 0; y < 80; y += 1)
      for (let x = 0; x < 100; x += 1) {
        const inGrown = x >= 28 && x < 57 && y >= 18 && y < 40;
        const at = (y * 100 + x) * 4;
        if (!inGrown && [0, 1, 2, 3].some((channel) => filled.data[at + channel] !== noise.data[at + channel])) changedOutside += 1;
      }
    expect(changedOutside).toBe(0);
  });

  it("gives the photo back unchanged for an empty mask", () => {
    const photo = paint(40, 30, checker);
    const filled = fill(photo, emptyMask(40, 30));
    expect(Array.from(filled.data)).toEqual(Array.from(photo.data));
  });

  it("copies nothing from an excluded area", () => {
    // Green grass with a red shirt beside the hole: the shirt is excluded, so no red comes into the hole.
    const photo = paint(120, 90, (x, y) =>
      x >= 70 && x < 100 && y >= 20 && y < 70 ? [220, 20, 20] : [40 + ((x * 7 + y * 3) % 30), 140, 40],
    );
    const mask = rectMask(120, 90, { x: 40, y: 30, width: 24, height: 24 });
    const excluded = rectMask(120, 90, { x: 70, y: 20, width: 30, height: 50 });
    const filled = fill(holed(photo, mask), mask, { excluded });
    let red = 0;
    mask.data.forEach((marked, index) => marked && (filled.data[index * 4] as number) > 150 && red++);
    expect(red).toBe(0);
  });

  it("looks further around a larger hole for texture to copy", () => {
    expect(cropMargin(100, false)).toBe(MIN_MARGIN);
    expect(cropMargin(200 * 200, false)).toBeGreaterThan(cropMargin(50 * 50, false));
    expect(cropMargin(200 * 200, false)).toBeGreaterThanOrEqual(100);
  });
});
