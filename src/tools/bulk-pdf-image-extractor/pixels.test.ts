import { IMAGE_KIND, toRgba } from "./pixels";

describe("toRgba", () => {
  it("keeps RGBA and makes RGB opaque", () => {
    const rgba = new Uint8ClampedArray([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...toRgba(IMAGE_KIND.RGBA_32BPP, rgba, 2, 1)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...toRgba(IMAGE_KIND.RGB_24BPP, new Uint8Array([10, 20, 30, 40, 50, 60]), 2, 1)]).toEqual([10, 20, 30, 255, 40, 50, 60, 255]);
  });

  it("spreads 1-bit rows, padded to whole bytes, set bits white", () => {
    // Two rows of 3 pixels: 101 and 010, each row padded to a byte.
    const gray = toRgba(IMAGE_KIND.GRAYSCALE_1BPP, new Uint8Array([0b10100000, 0b01000000]), 3, 2);
    expect(Array.from({ length: 6 }, (_, pixel) => gray[pixel * 4])).toEqual([255, 0, 255, 0, 255, 0]);
    expect(gray[3]).toBe(255);
  });

  it("refuses a layout it does not know", () => {
    expect(() => toRgba(9, new Uint8Array(4), 1, 1)).toThrow("pixel layout (9)");
  });
});
