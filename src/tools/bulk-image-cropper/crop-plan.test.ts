/** @jest-environment node */
import type { Raster } from "../../codecs/image";
import { cropRectOf, type Shrink } from "./crop-plan";
import { settings as schema } from "./meta";

const blank = (width: number, height: number): Raster => ({ data: new Uint8ClampedArray(width * height * 4).fill(128), width, height });

const noShrink: Shrink = () => {
  throw new Error("no small copy expected");
};

describe("cropRectOf", () => {
  it("takes the largest crop of the ratio from the centre", async () => {
    expect(await cropRectOf(blank(400, 200), schema.parse({ aspect: "1:1" }), noShrink)).toEqual({ x: 100, y: 0, width: 200, height: 200 });
  });

  it("uses the drawn box in box mode, and with the free ratio whatever the mode", async () => {
    const box = { boxX: 0.5, boxY: 0, boxWidth: 0.5, boxHeight: 0.5 };
    expect(await cropRectOf(blank(400, 200), schema.parse({ aspect: "1:1", mode: "box", ...box }), noShrink)).toEqual({
      x: 250,
      y: 0,
      width: 100,
      height: 100,
    });
    expect(await cropRectOf(blank(400, 200), schema.parse({ aspect: "free", mode: "smart", ...box }), noShrink)).toEqual({
      x: 200,
      y: 0,
      width: 200,
      height: 100,
    });
  });

  it("gives smart crop a copy whose shorter side is 256 px, and the image itself when it is smaller", async () => {
    const sizes: [number, number][] = [];
    const shrink: Shrink = (raster, width, height) => {
      sizes.push([width, height]);
      return Promise.resolve(blank(width, height));
    };
    const large = await cropRectOf(blank(1024, 512), schema.parse({ aspect: "1:1", mode: "smart" }), shrink);
    expect(sizes).toEqual([[512, 256]]);
    expect(large).toMatchObject({ y: 0, width: 512, height: 512 });
    expect(await cropRectOf(blank(200, 100), schema.parse({ aspect: "1:1", mode: "smart" }), noShrink)).toMatchObject({
      width: 100,
      height: 100,
    });
  });
});
