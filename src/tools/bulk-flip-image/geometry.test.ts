import { apply, placement, transformPixels } from "./geometry";

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

describe("transformPixels", () => {
  // A 3×2 image whose pixels are numbered 1…6 in the red channel.
  const source = { data: new Uint8ClampedArray([1, 2, 3, 4, 5, 6].flatMap((n) => [n, 0, 0, 255])), width: 3, height: 2 };
  const reds = (raster: { data: Uint8ClampedArray }) => Array.from(raster.data).filter((_, index) => index % 4 === 0);

  it("moves each pixel exactly", () => {
    expect(reds(transformPixels(source, "horizontal", 0))).toEqual([3, 2, 1, 6, 5, 4]);
    expect(reds(transformPixels(source, "vertical", 0))).toEqual([4, 5, 6, 1, 2, 3]);
    const quarter = transformPixels(source, "none", 90);
    expect([quarter.width, quarter.height]).toEqual([2, 3]);
    expect(reds(quarter)).toEqual([4, 1, 5, 2, 6, 3]);
    expect(reds(transformPixels(source, "none", 180))).toEqual([6, 5, 4, 3, 2, 1]);
    expect(reds(transformPixels(source, "none", 270))).toEqual([3, 6, 2, 5, 1, 4]);
  });

  it("keeps the colour of nearly transparent pixels", () => {
    const faint = { data: new Uint8ClampedArray([200, 100, 50, 1]), width: 1, height: 1 };
    expect(Array.from(transformPixels(faint, "both", 90).data)).toEqual([200, 100, 50, 1]);
  });
});
