import { renderSize } from "./render-size";

const A4 = [595.28, 841.89] as const;

describe("renderSize", () => {
  it("turns points into pixels at the chosen DPI", () => {
    expect(renderSize(...A4, { sizeBy: "dpi", dpi: 150, maxWidth: 0 })).toEqual({
      scale: 150 / 72,
      width: 1240,
      height: 1754,
      dpi: 150,
      reduced: false,
    });
    expect(renderSize(612, 792, { sizeBy: "dpi", dpi: 72, maxWidth: 0 })).toMatchObject({ width: 612, height: 792 });
  });

  it("makes every page the chosen width, its height in proportion", () => {
    expect(renderSize(...A4, { sizeBy: "width", dpi: 150, maxWidth: 800 })).toMatchObject({ width: 800, height: 1131, dpi: 97 });
    expect(renderSize(842, 595, { sizeBy: "width", dpi: 150, maxWidth: 800 })).toMatchObject({ width: 800, height: 565 });
  });

  it("keeps a huge page within the canvas limits and says so", () => {
    const size = renderSize(2560, 1600, { sizeBy: "dpi", dpi: 600, maxWidth: 0 });
    expect(size.reduced).toBe(true);
    expect(size.width * size.height).toBeLessThanOrEqual(100_000_000);
    expect(size.width / size.height).toBeCloseTo(1.6, 2);
    expect(renderSize(100, 20_000, { sizeBy: "dpi", dpi: 300, maxWidth: 0 })).toMatchObject({ height: 16_384, reduced: true });
  });
});
