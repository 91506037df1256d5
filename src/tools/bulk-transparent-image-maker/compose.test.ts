import { compose } from "./compose";
import { rasterOf } from "./test-raster";

const white = { r: 255, g: 255, b: 255 };

describe("compose", () => {
  it("multiplies each alpha by its keep level and the opacity", () => {
    const raster = rasterOf(["aab"], { a: [10, 20, 30, 255], b: [10, 20, 30, 128] });
    const removal = { ramp: Uint8Array.from([0, 255, 255]), keep: Uint8Array.from([0, 255, 255]), target: white };
    const out = compose(raster, removal, 0.5);
    expect(Array.from(out.data.filter((_, index) => index % 4 === 3))).toEqual([0, 128, 64]);
  });

  it("takes the background's share out of a partly kept pixel", () => {
    // 20% of (200, 0, 0) over 80% white.
    const raster = rasterOf(["m"], { m: [244, 204, 204, 255] });
    const out = compose(raster, { ramp: Uint8Array.from([51]), keep: Uint8Array.from([51]), target: white }, 1);
    expect(Array.from(out.data)).toEqual([200, 0, 0, 51]);
  });

  it("does not change colours when no colour is removed", () => {
    const raster = rasterOf(["a"], { a: [10, 20, 30, 255] });
    expect(Array.from(compose(raster, null, 0.25).data)).toEqual([10, 20, 30, 64]);
  });
});
