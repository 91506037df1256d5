import { blockSide, blurSigma, coverRect, faceSide, groupCovers, parseHexColour, toFractions } from "./cover";

describe("toFractions", () => {
  it("expresses a pixel box in fractions of the image, cut to it", () => {
    const box = toFractions({ x: 100, y: 50, width: 200, height: 100 }, 1000, 500);
    for (const [key, value] of Object.entries({ x: 0.1, y: 0.1, width: 0.2, height: 0.2 }))
      expect(box[key as keyof typeof box]).toBeCloseTo(value);
    const cut = toFractions({ x: -20, y: 450, width: 60, height: 100 }, 1000, 500);
    expect(cut.x).toBe(0);
    expect(cut.width).toBeCloseTo(0.04);
    expect(cut.y).toBeCloseTo(0.9);
    expect(cut.height).toBeCloseTo(0.1);
  });
});

describe("coverRect", () => {
  it("grows the face by the padding on each side and rounds outwards to whole pixels", () => {
    // A 20 × 20 px face at (100.5, 40.2) in a 1000 × 500 image, padded by a quarter: 5 px each side.
    const face = { x: 0.1005, y: 0.0804, width: 0.02, height: 0.04 };
    expect(coverRect(face, 0.25, 1000, 500)).toEqual({ x: 95, y: 35, width: 31, height: 31 });
    expect(coverRect(face, 0, 1000, 500)).toEqual({ x: 100, y: 40, width: 21, height: 21 });
  });

  it("stops at the image's edges and keeps at least a pixel", () => {
    expect(coverRect({ x: 0, y: 0.9, width: 0.1, height: 0.1 }, 0.5, 100, 100)).toEqual({ x: 0, y: 85, width: 15, height: 15 });
    expect(coverRect({ x: 1, y: 1, width: 0, height: 0 }, 0, 100, 100)).toEqual({ x: 99, y: 99, width: 1, height: 1 });
  });
});

describe("strength", () => {
  it("grows with the face: at 100 a third of its side", () => {
    expect(faceSide({ x: 0, y: 0, width: 0.1, height: 0.3 }, 1000, 200)).toBe(100);
    expect(blurSigma(300, 100)).toBe(100);
    expect(blurSigma(300, 50)).toBe(50);
    expect(blockSide(300, 50)).toBe(50);
  });

  it("keeps a blur of 2 px and blocks of 2 px on a tiny face", () => {
    expect(blurSigma(12, 10)).toBe(2);
    expect(blockSide(12, 10)).toBe(2);
  });
});

describe("parseHexColour", () => {
  it("reads #rrggbb in either case and refuses anything else", () => {
    expect(parseHexColour("#ff8000")).toEqual([255, 128, 0]);
    expect(parseHexColour("#FF8000")).toEqual([255, 128, 0]);
    expect(() => parseHexColour("red")).toThrow(/#rrggbb/);
  });
});

describe("groupCovers", () => {
  const cover = (x: number, y: number, size: number) => ({ rect: { x, y, width: size, height: size }, side: size });

  it("groups covers that overlap or touch (the last touches the third at its edge), with the box around them and the largest face's side", () => {
    const groups = groupCovers([cover(0, 0, 10), cover(50, 50, 8), cover(8, 8, 20), cover(28, 8, 4)]);
    expect(groups).toHaveLength(2);
    expect(groups[0]).toEqual({
      rects: [cover(0, 0, 10).rect, cover(8, 8, 20).rect, cover(28, 8, 4).rect],
      bounds: { x: 0, y: 0, width: 32, height: 28 },
      side: 20,
    });
    expect(groups[1]).toEqual({ rects: [cover(50, 50, 8).rect], bounds: cover(50, 50, 8).rect, side: 8 });
  });

  it("joins a chain of covers into one group", () => {
    expect(groupCovers([cover(0, 0, 10), cover(40, 0, 10), cover(20, 0, 10), cover(10, 0, 10), cover(30, 0, 10)])).toHaveLength(1);
  });
});
