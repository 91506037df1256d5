import { createRaster } from "../../codecs/image";
import { applyOutline, insideDistance } from "./shape";

function grey(side: number) {
  const raster = createRaster(side, side);
  raster.data.fill(128);
  for (let at = 3; at < raster.data.length; at += 4) raster.data[at] = 255;
  return raster;
}
const pixel = (raster: ReturnType<typeof grey>, x: number, y: number) =>
  Array.from(raster.data.slice((y * raster.width + x) * 4, (y * raster.width + x) * 4 + 4));

describe("profile picture outline", () => {
  it("measures the distance to a circle's, a square's and a rounded square's edge", () => {
    expect(insideDistance(50, 50, 100, { shape: "circle", cornerRadius: 0 })).toBe(50);
    expect(insideDistance(50, 2, 100, { shape: "square", cornerRadius: 0 })).toBeCloseTo(2);
    expect(insideDistance(1, 1, 100, { shape: "square", cornerRadius: 0 })).toBeCloseTo(1);
    // 20 px corners: the corner pixel lies outside, well off the arc.
    expect(insideDistance(1, 1, 100, { shape: "rounded", cornerRadius: 0.2 })).toBeLessThan(-5);
  });

  it("makes a circle's corners transparent and keeps its middle", () => {
    const picture = applyOutline(grey(64), { shape: "circle", cornerRadius: 0, ring: null });
    expect(pixel(picture, 0, 0)[3]).toBe(0);
    expect(pixel(picture, 63, 63)[3]).toBe(0);
    expect(pixel(picture, 32, 32)).toEqual([128, 128, 128, 255]);
    // The edge is smooth: a pixel the circle crosses is partly covered.
    const edge = [...Array(64).keys()].map((x) => pixel(picture, x, 10)[3]!).filter((alpha) => alpha > 0 && alpha < 255);
    expect(edge.length).toBeGreaterThan(0);
  });

  it("draws the ring along the inside of the edge in its colour", () => {
    const picture = applyOutline(grey(100), { shape: "square", cornerRadius: 0, ring: { color: [200, 20, 40], width: 5 } });
    expect(pixel(picture, 2, 50)).toEqual([200, 20, 40, 255]);
    expect(pixel(picture, 50, 97)).toEqual([200, 20, 40, 255]);
    expect(pixel(picture, 10, 50)).toEqual([128, 128, 128, 255]);
  });
});
