/** @jest-environment node */
import { maskOfRaster } from "./mask-file";

/** A 4 × 2 mask image: white, black, transparent white, grey-white; then the same row again. */
function maskImage(): { data: Uint8ClampedArray; width: number; height: number } {
  const row = [255, 255, 255, 255, 0, 0, 0, 255, 255, 255, 255, 0, 200, 200, 200, 255];
  return { data: new Uint8ClampedArray([...row, ...row]), width: 4, height: 2 };
}

describe("a mask file", () => {
  it("marks bright opaque pixels; black and transparent ones are kept", () => {
    expect(Array.from(maskOfRaster(maskImage(), 4, 2, "a.mask.png").data)).toEqual([1, 0, 0, 1, 1, 0, 0, 1]);
  });

  it("drawn on a smaller copy of the photo, is scaled up to the photo", () => {
    const mask = maskOfRaster(maskImage(), 8, 4, "a.mask.png");
    expect(Array.from(mask.data.subarray(0, 8))).toEqual([1, 1, 0, 0, 0, 0, 1, 1]);
    expect(Array.from(mask.data.subarray(24, 32))).toEqual([1, 1, 0, 0, 0, 0, 1, 1]);
  });

  it("of other proportions than the photo is refused, naming the file and both sizes", () => {
    expect(() => maskOfRaster(maskImage(), 4, 4, "a.mask.png")).toThrow(
      "the mask a.mask.png is 4 × 2, not in the photo's proportions (4 × 4)",
    );
  });
});
