import type { Raster } from "../../codecs/image";
import type { PixelRect } from "../../lib/relative-box";
import { blurRaster, type GaussianBlur } from "./blur-raster";
import { settings as schema } from "./meta";

/** A striped picture, so a pixelated block differs from the pixels it replaced. */
function stripes(width: number, height: number): Raster {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let at = 0; at < data.length; at += 4) data.set((at / 4) % 2 === 0 ? [0, 0, 0, 255] : [200, 200, 200, 255], at);
  return { data, width, height };
}

const red = (raster: Raster, x: number, y: number) => raster.data[(y * raster.width + x) * 4] as number;

/** Stands in for a real blur: paints the rectangle white and records what it was asked. */
function fakeBlur(calls: { rect: PixelRect; sigma: number }[]): GaussianBlur {
  return (raster, rect, sigma) => {
    calls.push({ rect, sigma });
    const data = raster.data.slice();
    for (let y = rect.y; y < rect.y + rect.height; y += 1)
      data.fill(255, (y * raster.width + rect.x) * 4, (y * raster.width + rect.x + rect.width) * 4);
    return Promise.resolve({ data, width: raster.width, height: raster.height });
  };
}

const region = { regionX: 0.25, regionY: 0.25, regionWidth: 0.5, regionHeight: 0.5 };

describe("blurRaster", () => {
  it("blurs the whole image with a radius scaled to its shorter side", async () => {
    const calls: { rect: PixelRect; sigma: number }[] = [];
    await blurRaster(stripes(40, 20), schema.parse({ radius: 10 }), fakeBlur(calls));
    expect(calls).toEqual([{ rect: { x: 0, y: 0, width: 40, height: 20 }, sigma: 0.2 }]);
    await blurRaster(stripes(40, 20), schema.parse({ radius: 10, sizing: "absolute" }), fakeBlur(calls));
    expect(calls[1]?.sigma).toBe(10);
  });

  it("blurs only the region, or everything but the region", async () => {
    const calls: { rect: PixelRect; sigma: number }[] = [];
    const source = stripes(8, 8);
    const inside = await blurRaster(source, schema.parse({ area: "region", ...region }), fakeBlur(calls));
    expect(calls[0]?.rect).toEqual({ x: 2, y: 2, width: 4, height: 4 });
    expect([red(inside, 0, 0), red(inside, 3, 3)]).toEqual([0, 255]);
    const outside = await blurRaster(source, schema.parse({ area: "outside", ...region }), fakeBlur(calls));
    expect(calls[1]?.rect).toEqual({ x: 0, y: 0, width: 8, height: 8 });
    expect([red(outside, 0, 0), red(outside, 2, 2), red(outside, 3, 2)]).toEqual([255, 0, 200]);
  });

  it("pixelates in blocks of at least 2 px without calling the blur", async () => {
    const calls: { rect: PixelRect; sigma: number }[] = [];
    const result = await blurRaster(
      stripes(8, 8),
      schema.parse({ effect: "pixelate", blockSize: 2, area: "region", ...region }),
      fakeBlur(calls),
    );
    expect(calls).toEqual([]);
    expect([red(result, 2, 2), red(result, 3, 2), red(result, 1, 2)]).toEqual([100, 100, 200]);
  });
});
