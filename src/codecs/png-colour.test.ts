import { hasSmallerColourType } from "./png-colour";

/** RGBA pixels from a function of the pixel's index. */
function pixels(count: number, rgba: (index: number) => [number, number, number, number]): Uint8ClampedArray {
  const data = new Uint8ClampedArray(count * 4);
  for (let index = 0; index < count; index += 1) data.set(rgba(index), index * 4);
  return data;
}

describe("hasSmallerColourType", () => {
  it("finds RGB, grey and palette images", () => {
    expect(hasSmallerColourType(pixels(1000, (i) => [i % 251, (i * 7) % 256, (i * 13) % 256, 255]))).toBe(true);
    expect(hasSmallerColourType(pixels(1000, (i) => [i % 256, i % 256, i % 256, (i * 3) % 256]))).toBe(true);
    expect(hasSmallerColourType(pixels(1000, (i) => [i % 2 ? 0 : 200, 10, 30, i % 3 ? 0 : 255]))).toBe(true);
  });

  it("keeps RGBA for many colours with real transparency", () => {
    expect(hasSmallerColourType(pixels(1000, (i) => [i % 256, (i >> 8) * 60, 5, i % 2 ? 255 : 128]))).toBe(false);
  });
});
