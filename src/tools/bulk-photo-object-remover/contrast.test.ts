import { seededRandom } from "../../lib/seeded-random";
import { MAX_GAIN, restoreContrast } from "./contrast";
import type { Pixels } from "./pixels";

const size = 96;
const centre = (size - 1) / 2;
const radius = 28;
const inHole = (x: number, y: number) => (x - centre) ** 2 + (y - centre) ** 2 <= radius * radius;
/** Well inside the hole, where the measuring window sees only the fill. */
const deepInHole = (x: number, y: number) => (x - centre) ** 2 + (y - centre) ** 2 <= (radius - 6) ** 2;

/** A grey photo whose grain is `photoGrain` levels of noise around 120, with `fillGrain` in the hole. */
function scene(photoGrain: number, fillGrain: number): { image: Pixels; hole: Uint8Array } {
  const random = seededRandom(5);
  const data = new Float32Array(size * size * 4);
  const hole = new Uint8Array(size * size);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const at = y * size + x;
      hole[at] = inHole(x, y) ? 1 : 0;
      const value = 120 + (random() * 2 - 1) * (hole[at] ? fillGrain : photoGrain);
      data.set([value, value * 0.9, value * 0.8, 255], at * 4);
    }
  return { image: { data, width: size, height: size, channels: 4 }, hole };
}

/** The red channel's standard deviation and mean over the pixels `where` picks. */
function spreadOf(image: Pixels, where: (x: number, y: number) => boolean): { spread: number; mean: number } {
  const values: number[] = [];
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) if (where(x, y)) values.push(image.data[(y * size + x) * 4] as number);
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  return { spread: Math.sqrt(values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / values.length), mean };
}

describe("restoreContrast", () => {
  it("raises a fill's grain towards the photo's around it, up to MAX_GAIN, and keeps its mean", () => {
    const { image, hole } = scene(30, 10);
    const before = spreadOf(image, deepInHole);
    restoreContrast(image, hole, 3);
    const after = spreadOf(image, deepInHole);
    // Three times less grain than the photo: raised by the most it may be.
    expect(after.spread / before.spread).toBeGreaterThan(MAX_GAIN * 0.9);
    expect(after.spread / before.spread).toBeLessThan(MAX_GAIN * 1.05);
    expect(Math.abs(after.mean - before.mean)).toBeLessThan(1);
  });

  it("brings a fill with a little less grain up to the photo's, not past it", () => {
    const { image, hole } = scene(24, 18);
    restoreContrast(image, hole, 3);
    const photo = spreadOf(image, (x, y) => !inHole(x, y));
    const filled = spreadOf(image, deepInHole);
    expect(filled.spread / photo.spread).toBeGreaterThan(0.9);
    expect(filled.spread / photo.spread).toBeLessThan(1.1);
  });

  it("never flattens a fill busier than the photo, and leaves every kept pixel as it was", () => {
    const { image, hole } = scene(8, 25);
    const original = image.data.slice();
    restoreContrast(image, hole, 3);
    expect(image.data).toEqual(original);
  });

  it("leaves a flat fill flat (nothing to raise) and makes no value outside 0–255", () => {
    const { image, hole } = scene(40, 0);
    const original = image.data.slice();
    restoreContrast(image, hole, 3);
    hole.forEach((marked, pixel) => {
      if (marked) expect(image.data[pixel * 4]).toBe(original[pixel * 4]);
    });
    const strong = scene(120, 60);
    restoreContrast(strong.image, strong.hole, 3);
    for (const value of strong.image.data) expect(value >= 0 && value <= 255).toBe(true);
  });
});
