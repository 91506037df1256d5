import { blendIntoSurroundings } from "./blend";
import type { FillEdge } from "./completion";
import type { Pixels } from "./pixels";

const size = 120;
const centre = (size - 1) / 2;
const radius = 35;
const inHole = (x: number, y: number) => (x - centre) ** 2 + (y - centre) ** 2 <= radius * radius;
/** Kept pixels a patch radius (3) or less from the hole, where the completion reports its fill's edge. */
const nearHole = (x: number, y: number) => !inHole(x, y) && (x - centre) ** 2 + (y - centre) ** 2 <= (radius + 3) ** 2;
/** A photo's grain: a few levels up and down. */
const grain = (x: number, y: number) => ((x * 7 + y * 13) % 5) * 3;

type Colour = (x: number, y: number) => [number, number, number];

/**
 * A photo (`photo` outside the hole) with a fill in its hole (`filled` inside), and the fill's edge:
 * `filled` carried onto the kept pixels near the hole, as the completion reports it.
 */
function scene(photo: Colour, filled: Colour): { image: Pixels; hole: Uint8Array; edge: FillEdge } {
  const data = new Float32Array(size * size * 4);
  const hole = new Uint8Array(size * size);
  const edgePixels: number[] = [];
  const edgeValues: number[] = [];
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      const at = y * size + x;
      hole[at] = inHole(x, y) ? 1 : 0;
      data.set([...(hole[at] ? filled : photo)(x, y), 255], at * 4);
      if (!nearHole(x, y)) continue;
      edgePixels.push(at);
      edgeValues.push(...filled(x, y), 255);
    }
  return {
    image: { data, width: size, height: size, channels: 4 },
    hole,
    edge: { pixels: Int32Array.from(edgePixels), values: Float32Array.from(edgeValues) },
  };
}

function largestChange(image: Pixels, before: Float32Array, where: (x: number, y: number) => boolean, shift = 0): number {
  let worst = 0;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1)
      if (where(x, y)) {
        const at = (y * size + x) * 4;
        worst = Math.max(worst, Math.abs((image.data[at] as number) - (before[at] as number) - shift));
      }
  return worst;
}

describe("blending a fill into its surroundings", () => {
  it("takes away a fill's brightness and colour offset, and keeps its texture", () => {
    // The fill has the photo's grain but is 40 lighter in red and 25 darker in blue.
    const photo: Colour = (x, y) => [100 + grain(x, y), 120 + grain(x, y), 100 + grain(y, x)];
    const { image, hole, edge } = scene(photo, (x, y) => {
      const [r, g, b] = photo(x, y);
      return [r + 40, g, b - 25];
    });
    const before = Float32Array.from(image.data);
    blendIntoSurroundings(image, hole, edge);
    // Every fill pixel moved back by the offset, to within a level: the grain is kept, not flattened.
    expect(largestChange(image, before, inHole, -40)).toBeLessThan(1);
    const blue = Float32Array.from(before, (value, index) => (index % 4 === 2 ? value + 25 : value));
    let worstBlue = 0;
    hole.forEach(
      (marked, pixel) =>
        marked && (worstBlue = Math.max(worstBlue, Math.abs((image.data[pixel * 4 + 2] as number) - (blue[pixel * 4 + 2] as number)))),
    );
    expect(worstBlue).toBeLessThan(1);
    expect(largestChange(image, before, (x, y) => !inHole(x, y))).toBe(0);
  });

  it("makes a fill of the wrong large shape meet the photo at the hole's edge", () => {
    // A sky-like ramp; the fill is the ramp upside down, carried past the edge the same way.
    const ramp = (y: number): [number, number, number] => [60 + y * 1.2, 60 + y * 1.2, 60 + y * 1.2];
    const { image, hole, edge } = scene(
      (_, y) => ramp(y),
      (_, y) => ramp(size - 1 - y),
    );
    blendIntoSurroundings(image, hole, edge);
    // Each edge pixel of the hole against its kept neighbours: within a few levels, where it was up to 80 off.
    let worst = 0;
    for (let y = 1; y < size - 1; y += 1)
      for (let x = 1; x < size - 1; x += 1) {
        if (!inHole(x, y)) continue;
        for (const [nx, ny] of [
          [x - 1, y],
          [x + 1, y],
          [x, y - 1],
          [x, y + 1],
        ] as const)
          if (!inHole(nx, ny)) worst = Math.max(worst, Math.abs((image.data[(y * size + x) * 4] as number) - ramp(ny)[0]));
      }
    expect(worst).toBeLessThan(5);
  });

  it("leaves a right fill of sharp stripes as it is, though the two sides of the edge differ", () => {
    const stripes: Colour = (x) => (Math.floor(x / 5) % 2 ? [220, 180, 40] : [30, 60, 150]);
    const { image, hole, edge } = scene(stripes, stripes);
    const before = Float32Array.from(image.data);
    blendIntoSurroundings(image, hole, edge);
    expect(largestChange(image, before, () => true)).toBe(0);
  });
});
