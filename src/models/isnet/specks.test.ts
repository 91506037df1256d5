import { dropSpecks } from "./specks";

const SIZE = 40;

/** A plane of probabilities with rectangles painted in. */
function plane(...rects: [x: number, y: number, width: number, height: number, value: number][]): Float32Array {
  const values = new Float32Array(SIZE * SIZE);
  for (const [x, y, width, height, value] of rects)
    for (let row = y; row < y + height; row += 1) for (let column = x; column < x + width; column += 1) values[row * SIZE + column] = value;
  return values;
}

const at = (values: Float32Array, x: number, y: number) => values[y * SIZE + x] as number;

describe("dropSpecks", () => {
  it("keeps the subject and a small detached part the model is sure of", () => {
    const cleaned = dropSpecks(plane([5, 5, 20, 20, 0.99], [30, 30, 3, 3, 0.97]), SIZE);
    expect(at(cleaned, 10, 10)).toBeCloseTo(0.99, 5);
    expect(at(cleaned, 31, 31)).toBeCloseTo(0.97, 5);
  });

  it("drops a small unsure blotch and the faint haze far from the subject", () => {
    const cleaned = dropSpecks(plane([0, 0, 40, 40, 0.2], [5, 5, 20, 20, 0.99], [30, 30, 4, 4, 0.6]), SIZE);
    expect(at(cleaned, 31, 31)).toBe(0);
    expect(at(cleaned, 38, 2)).toBe(0);
    expect(at(cleaned, 10, 10)).toBeCloseTo(0.99, 5);
  });

  it("keeps the soft edge around the subject and any large region, sure or not", () => {
    const cleaned = dropSpecks(plane([3, 3, 26, 26, 0.3], [5, 5, 20, 20, 0.99], [30, 0, 10, 10, 0.6]), SIZE);
    expect(at(cleaned, 3, 3)).toBeCloseTo(0.3, 5);
    expect(at(cleaned, 35, 5)).toBeCloseTo(0.6, 5);
  });

  it("keeps the largest region even when the model is unsure everywhere, and clears a plane of nothing but haze", () => {
    expect(at(dropSpecks(plane([5, 5, 6, 6, 0.55]), SIZE), 7, 7)).toBeCloseTo(0.55, 5);
    expect(Array.from(dropSpecks(plane([0, 0, 40, 40, 0.3]), SIZE)).every((value) => value === 0)).toBe(true);
  });
});
