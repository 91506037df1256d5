import { blendIntoSurroundings } from "./blend";
import type { Pixels } from "./pixels";
import { smoothSeams } from "./seams";

const width = 160;
const height = 80;
/** The hole: a box in the middle of the photo's light part. */
const inHole = (x: number, y: number) => x >= 30 && x < 90 && y >= 30 && y < 50;
/** Kept pixels a patch radius (3) or less from the hole, where the completion reports its fill's edge. */
const nearHole = (x: number, y: number) => !inHole(x, y) && x >= 27 && x < 93 && y >= 27 && y < 53;
/** A photo's grain: a few levels up and down, different in every pixel of a row. */
const grain = (x: number, y: number) => ((x * 7 + y * 13) % 5) * 3;
/** The photo: light ground with grain, and a darker strip of the same grain on its right (x ≥ 110). */
const photo = (x: number, y: number) => (x >= 110 ? 60 : 100) + grain(x, y);
const SEAM = 60;

interface Scene {
  image: Pixels;
  hole: Uint8Array;
  sources: Int32Array;
}

/**
 * The photo with its hole filled by copying, the left half from `leftFrom` pixels away and the right
 * half from `rightFrom`, blended into its surroundings as the fill does: where each came from.
 */
function copied(leftFrom: [number, number], rightFrom: [number, number]): Scene {
  const data = new Float32Array(width * height * 4);
  const hole = new Uint8Array(width * height);
  const sources = new Int32Array(width * height).fill(-1);
  const edgePixels: number[] = [];
  const edgeValues: number[] = [];
  const sourceOf = (x: number, y: number) => {
    const [dx, dy] = x < SEAM ? leftFrom : rightFrom;
    return (y + dy) * width + x + dx;
  };
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) data.set([photo(x, y), photo(x, y), photo(x, y), 255], (y * width + x) * 4);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = y * width + x;
      const source = sourceOf(x, y);
      const value = data[source * 4] as number;
      if (inHole(x, y)) {
        hole[at] = 1;
        sources[at] = source;
        data.set([value, value, value], at * 4);
      } else if (nearHole(x, y)) {
        edgePixels.push(at);
        edgeValues.push(value, value, value, 255);
      }
    }
  const image = { data, width, height, channels: 4 };
  blendIntoSurroundings(image, hole, { pixels: Int32Array.from(edgePixels), values: Float32Array.from(edgeValues) });
  return { image, hole, sources };
}

/** The mean difference across the seam (x = 59 | 60) in the hole, less the photo's own grain step there. */
function seamStep(image: Pixels): number {
  let total = 0;
  for (let y = 30; y < 50; y += 1)
    total +=
      (image.data[(y * width + SEAM) * 4] as number) -
      (image.data[(y * width + SEAM - 1) * 4] as number) -
      (grain(SEAM, y) - grain(SEAM - 1, y));
  return Math.abs(total / 20);
}

describe("smoothing the seams of a fill", () => {
  // The left half copied from the light ground above, the right half from the dark strip: 40 levels apart.
  const seamed = () => copied([0, -25], [60, 0]);

  it("spreads the step where two unrelated copies meet, and leaves the kept pixels alone", () => {
    const { image, hole, sources } = seamed();
    const before = Float32Array.from(image.data);
    expect(seamStep(image)).toBeGreaterThan(15);
    smoothSeams(image, hole, sources);
    expect(seamStep(image)).toBeLessThan(3);
    hole.forEach((marked, pixel) => {
      if (!marked) expect(image.data[pixel * 4]).toBe(before[pixel * 4]);
    });
  });

  it("keeps the copied grain and lands the whole fill on the ground's level", () => {
    const { image, hole, sources } = seamed();
    // The right half's source is the dark strip: its grain, 40 levels up, is the light ground's. The
    // blend averaged its edge across the seam's two ends, which leaves a few levels off there.
    const off = (image: Pixels) => {
      let total = 0;
      hole.forEach((marked, pixel) => {
        if (!marked) return;
        const source = sources[pixel] as number;
        const ground = (image.data[source * 4] as number) + (source % width >= 110 ? 40 : 0);
        total += Math.abs((image.data[pixel * 4] as number) - ground);
      });
      return total / hole.reduce((count, marked) => count + marked, 0);
    };
    const before = off(image);
    smoothSeams(image, hole, sources);
    expect(before).toBeGreaterThan(3);
    expect(off(image)).toBeLessThan(1.5);
  });

  it("changes nothing where the whole hole came from one place (no seam)", () => {
    const { image, hole, sources } = copied([0, -25], [0, -25]);
    const before = Float32Array.from(image.data);
    smoothSeams(image, hole, sources);
    expect(Array.from(image.data)).toEqual(Array.from(before));
  });
});
