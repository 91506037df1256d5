import { jpegScaleFor } from "./decode";

const photo = { width: 4384, height: 2740 };
const whole = { x: 0, y: 0, ...photo };

describe("jpegScaleFor", () => {
  it("decodes a JPEG made small at the largest power of two that still covers the size drawn", () => {
    expect(jpegScaleFor(photo, { scaleTo: { source: whole, width: 1600, height: 1000 } })).toBe(2);
    expect(jpegScaleFor(photo, { scaleTo: { source: whole, width: 1000, height: 625 } })).toBe(4);
    expect(jpegScaleFor(photo, { scaleTo: { source: { x: 768, y: 0, width: 2740, height: 2740 }, width: 300, height: 300 } })).toBe(8);
  });

  it("decodes at full size when the drawing is not at least halved, or enlarged", () => {
    expect(jpegScaleFor(photo, { scaleTo: { source: whole, width: 2400, height: 1500 } })).toBe(1);
    expect(jpegScaleFor(photo, { scaleTo: { source: whole, width: 8000, height: 5000 } })).toBe(1);
    expect(jpegScaleFor(photo, {})).toBe(1);
  });

  it("takes a box shrink as it is, up to libjpeg's 1/8", () => {
    expect(jpegScaleFor(photo, { shrink: 4 })).toBe(4);
    expect(jpegScaleFor(photo, { shrink: 16 })).toBe(8);
  });
});
