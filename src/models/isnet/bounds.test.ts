import { changeBounds, partialBounds } from "./bounds";

const mask = (rows: number[][]) => ({ data: Uint8ClampedArray.from(rows.flat()), width: rows[0]!.length, height: rows.length });

describe("changeBounds", () => {
  it("holds both sides of every change across and down", () => {
    const stepped = mask([
      [0, 0, 0, 0, 0],
      [0, 0, 255, 255, 0],
      [0, 0, 255, 255, 0],
      [0, 0, 0, 0, 0],
    ]);
    expect(changeBounds(stepped)).toEqual({ x: 1, y: 0, width: 4, height: 4 });
  });

  it("is null for a flat mask", () => {
    expect(
      changeBounds(
        mask([
          [7, 7],
          [7, 7],
        ]),
      ),
    ).toBeNull();
  });
});

describe("partialBounds", () => {
  it("holds the pixels neither transparent nor opaque", () => {
    const soft = mask([
      [0, 0, 0, 0],
      [0, 255, 128, 0],
      [0, 1, 255, 0],
    ]);
    expect(partialBounds(soft)).toEqual({ x: 1, y: 1, width: 2, height: 2 });
    expect(
      partialBounds(
        mask([
          [0, 255],
          [255, 0],
        ]),
      ),
    ).toBeNull();
  });
});
