import { bleedColours, copyAlpha } from "./transparency";

/** A 5×1 strip: one visible red pixel, then transparent black. */
const strip = () => ({
  data: Uint8ClampedArray.from([200, 10, 20, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]),
  width: 5,
  height: 1,
});

describe("bleedColours", () => {
  it("carries the visible colour outwards as far as asked, keeping alpha", () => {
    const image = strip();
    const bled = bleedColours(image, 2);
    expect(Array.from(bled.data)).toEqual([200, 10, 20, 255, 200, 10, 20, 0, 200, 10, 20, 0, 0, 0, 0, 0, 0, 0, 0, 0]);
    expect(Array.from(image.data)).toEqual(Array.from(strip().data));
  });

  it("averages the coloured neighbours of a pixel", () => {
    // Transparent centre between a red left and a blue right, and transparent rows above and below.
    const data = new Uint8ClampedArray(3 * 3 * 4);
    data.set([255, 0, 0, 255], (1 * 3 + 0) * 4);
    data.set([0, 0, 255, 255], (1 * 3 + 2) * 4);
    const bled = bleedColours({ data, width: 3, height: 3 }, 1);
    expect(Array.from(bled.data.slice(16, 20))).toEqual([128, 0, 128, 0]);
    expect(Array.from(bled.data.slice(0, 4))).toEqual([255, 0, 0, 0]);
  });

  it("leaves partly transparent pixels and fully opaque images alone", () => {
    const data = Uint8ClampedArray.from([10, 20, 30, 1, 40, 50, 60, 255]);
    expect(Array.from(bleedColours({ data, width: 2, height: 1 }, 5).data)).toEqual(Array.from(data));
  });

  it("colours nothing in a wholly transparent image", () => {
    const data = new Uint8ClampedArray(4 * 4 * 4);
    expect(bleedColours({ data, width: 4, height: 4 }, 3).data.every((value) => value === 0)).toBe(true);
  });
});

describe("copyAlpha", () => {
  it("takes alpha only", () => {
    const target = { data: Uint8ClampedArray.from([1, 2, 3, 255, 4, 5, 6, 255]), width: 2, height: 1 };
    copyAlpha(target, { data: Uint8ClampedArray.from([9, 9, 9, 0, 9, 9, 9, 128]), width: 2, height: 1 });
    expect(Array.from(target.data)).toEqual([1, 2, 3, 0, 4, 5, 6, 128]);
  });
});
