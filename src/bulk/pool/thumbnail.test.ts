import { showsThrough } from "./thumbnail";

const pixels = (...alphas: number[]) => new Uint8ClampedArray(alphas.flatMap((alpha) => [10, 20, 30, alpha]));

test("an opaque thumbnail shows nothing through; one pixel short of opaque does", () => {
  expect(showsThrough(pixels(255, 255, 255))).toBe(false);
  expect(showsThrough(pixels(255, 254, 255))).toBe(true);
  expect(showsThrough(pixels(0))).toBe(true);
});
