import { apply, placement } from "./geometry";

const corners = (width: number, height: number, matrix: Parameters<typeof apply>[0]) =>
  [
    [0, 0],
    [width, 0],
    [0, height],
  ].map(([x, y]) => apply(matrix, x!, y!).map((value) => Math.round(value) + 0));

describe("flip and rotate placement", () => {
  it("mirrors horizontally and vertically within the same frame", () => {
    expect(corners(4, 3, placement(4, 3, "horizontal", 0).matrix)).toEqual([
      [4, 0],
      [0, 0],
      [4, 3],
    ]);
    expect(corners(4, 3, placement(4, 3, "vertical", 0).matrix)).toEqual([
      [0, 3],
      [4, 3],
      [0, 0],
    ]);
    expect(corners(4, 3, placement(4, 3, "both", 0).matrix)).toEqual([
      [4, 3],
      [0, 3],
      [4, 0],
    ]);
  });

  it("rotates clockwise and swaps the sides for quarter turns", () => {
    const quarter = placement(4, 3, "none", 90);
    expect([quarter.width, quarter.height]).toEqual([3, 4]);
    expect(corners(4, 3, quarter.matrix)).toEqual([
      [3, 0],
      [3, 4],
      [0, 0],
    ]);
    expect(corners(4, 3, placement(4, 3, "none", 180).matrix)).toEqual([
      [4, 3],
      [0, 3],
      [4, 0],
    ]);
    const threeQuarters = placement(4, 3, "none", 270);
    expect(corners(4, 3, threeQuarters.matrix)).toEqual([
      [0, 4],
      [0, 0],
      [3, 4],
    ]);
  });

  it("flips before rotating", () => {
    expect(corners(4, 3, placement(4, 3, "horizontal", 90).matrix)).toEqual([
      [3, 4],
      [3, 0],
      [0, 4],
    ]);
  });

  it("leaves the image as it is with no flip and no turn", () => {
    expect(placement(4, 3, "none", 0)).toEqual({ width: 4, height: 3, matrix: [1, 0, 0, 1, 0, 0] });
  });
});
