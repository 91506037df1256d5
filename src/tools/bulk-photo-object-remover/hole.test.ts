import { dilateMask, emptyMask, holePieces, markedCount, maskBounds } from "./hole";

describe("hole masks", () => {
  it("splits the mask into its pieces, each with its bounds, size and thickness", () => {
    const mask = emptyMask(60, 40);
    // A 2-px line and a 12 × 10 block.
    for (let x = 5; x < 45; x += 1) for (let y = 5; y < 7; y += 1) mask.data[y * 60 + x] = 1;
    for (let y = 20; y < 30; y += 1) for (let x = 30; x < 42; x += 1) mask.data[y * 60 + x] = 1;
    const pieces = holePieces(mask).sort((a, b) => a.pixels - b.pixels);
    expect(pieces.map((piece) => piece.pixels)).toEqual([80, 120]);
    expect(pieces[0]!.bounds).toEqual({ x: 5, y: 5, width: 40, height: 2 });
    expect(pieces[1]!.bounds).toEqual({ x: 30, y: 20, width: 12, height: 10 });
    expect(pieces[0]!.thickness).toBeLessThanOrEqual(1.5);
    expect(pieces[1]!.thickness).toBeGreaterThanOrEqual(4.5);
    expect(markedCount(pieces[1]!.mask)).toBe(120);
  });

  it("grows a mask by a radius, and finds its bounds", () => {
    const mask = emptyMask(30, 30);
    mask.data[15 * 30 + 15] = 1;
    const grown = dilateMask(mask, 3);
    expect(maskBounds(grown)).toEqual({ x: 12, y: 12, width: 7, height: 7 });
    expect(maskBounds(emptyMask(5, 5))).toBeNull();
  });
});
