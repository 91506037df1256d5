import { applyMask, composeOver } from "./compose";

const cutout = {
  // Opaque red, half-transparent blue, fully transparent (its colour must not show).
  data: new Uint8ClampedArray([255, 0, 0, 255, 0, 0, 255, 128, 9, 250, 9, 0]),
  width: 3,
  height: 1,
};

describe("composeOver", () => {
  it("blends straight alpha over a solid colour into an opaque image", () => {
    const result = composeOver(cutout, [255, 255, 255]);
    expect(Array.from(result.data)).toEqual([255, 0, 0, 255, 127, 127, 255, 255, 255, 255, 255, 255]);
  });

  it("blends over a background image pixel by pixel", () => {
    const background = { data: new Uint8ClampedArray([0, 255, 0, 255, 100, 100, 100, 255, 1, 2, 3, 255]), width: 3, height: 1 };
    const result = composeOver(cutout, background);
    expect(Array.from(result.data)).toEqual([255, 0, 0, 255, 50, 50, 178, 255, 1, 2, 3, 255]);
  });

  it("refuses a background of another size", () => {
    expect(() => composeOver(cutout, { data: new Uint8ClampedArray(4), width: 1, height: 1 })).toThrow("differ in size");
  });
});

describe("applyMask", () => {
  it("sets the mask as alpha, keeps the colours and blacks out what is fully transparent", () => {
    const image = { data: new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255]), width: 3, height: 1 };
    const mask = { data: new Uint8ClampedArray([255, 100, 0]), width: 3, height: 1 };
    expect(Array.from(applyMask(image, mask).data)).toEqual([10, 20, 30, 255, 40, 50, 60, 100, 0, 0, 0, 0]);
  });

  it("refuses a mask of another size", () => {
    expect(() => applyMask(cutout, { data: new Uint8ClampedArray(1), width: 1, height: 1 })).toThrow("differ in size");
  });
});
