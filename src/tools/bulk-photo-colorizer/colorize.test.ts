/** @jest-environment node */
import { colorize, placedHints, SOLVE_PIXELS } from "./colorize";
import { lightnessOf, rgbToLab } from "../../lib/cielab";

/** A grey photo, darker on the left half; `alpha` in its last channel. */
function greyPhoto(width: number, height: number, alpha = 255) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const level = pixel % width < width / 2 ? 70 : 190;
    data.set([level, level, level, alpha], pixel * 4);
  }
  return { data, width, height };
}

const chroma = (data: Uint8ClampedArray, pixel: number) => {
  const { a, b } = rgbToLab(data[pixel * 4] as number, data[pixel * 4 + 1] as number, data[pixel * 4 + 2] as number);
  return { a, b };
};

describe("colorize", () => {
  it.each([
    ["solved at full size", SOLVE_PIXELS],
    ["solved on a smaller copy", 15_000],
  ])("%s: each half takes its hint's hue, the lightness and alpha stay", (_, solvePixels) => {
    const [width, height] = [240, 160];
    const photo = greyPhoto(width, height, 200);
    const hints = [
      { x: 0.25, y: 0.5, color: "#8a3b2a" },
      { x: 0.75, y: 0.5, color: "#5f9ad6" },
    ];
    const out = colorize(photo, placedHints(hints), solvePixels);
    const [left, right] = [chroma(out.data, (height / 2) * width + 10), chroma(out.data, (height / 2) * width + width - 10)];
    expect(left.a).toBeGreaterThan(15);
    expect(right.b).toBeLessThan(-15);
    const before = lightnessOf(photo.data, width * height);
    const after = lightnessOf(out.data, width * height);
    expect(after.reduce((worst, value, pixel) => Math.max(worst, Math.abs(value - (before[pixel] as number))), 0)).toBeLessThan(1.5);
    expect(out.data[3]).toBe(200);
  });

  it("leaves a photo grey without hints", () => {
    const photo = greyPhoto(40, 30);
    expect(Array.from(colorize(photo, placedHints([])).data)).toEqual(Array.from(photo.data));
  });
});
