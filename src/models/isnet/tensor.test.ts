import { toModelInput } from "./tensor";

describe("toModelInput", () => {
  it("writes planar RGB as value / 255 − 0.5 and ignores alpha", () => {
    const rgba = new Uint8ClampedArray([255, 0, 51, 7, 0, 255, 102, 255, 128, 128, 128, 0, 10, 20, 30, 255]);
    const input = Array.from(toModelInput(rgba, 2));
    const expected = [255, 0, 128, 10, 0, 255, 128, 20, 51, 102, 128, 30].map((value) => value / 255 - 0.5);
    input.forEach((value, index) => expect(value).toBeCloseTo(expected[index] as number, 6));
  });

  it("refuses pixels that are not at the model's size", () => {
    expect(() => toModelInput(new Uint8ClampedArray(12), 2)).toThrow("expected 2×2 pixels");
  });
});
