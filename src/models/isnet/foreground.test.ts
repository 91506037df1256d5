import type { Raster } from "../../codecs/image";
import { estimateForeground, fuse } from "./foreground";
import type { Mask } from "./mask";

const SUBJECT = [200, 40, 30];
const BACKGROUND = [20, 180, 60];

/**
 * A red disc on green with a soft edge (a ramp of `ramp` pixels), blended exactly as a camera
 * would see it: I = aF + (1 − a)B.
 */
function blendedDisc(width: number, height: number, ramp: number): { image: Raster; mask: Mask } {
  const data = new Uint8ClampedArray(width * height * 4);
  const alpha = new Uint8ClampedArray(width * height);
  const radius = Math.min(width, height) / 3;
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const distance = Math.hypot(x + 0.5 - width / 2, y + 0.5 - height / 2);
      const a = Math.min(1, Math.max(0, (radius - distance) / ramp + 0.5));
      const pixel = y * width + x;
      alpha[pixel] = Math.round(a * 255);
      const exact = alpha[pixel] / 255;
      for (let channel = 0; channel < 3; channel += 1)
        data[pixel * 4 + channel] = exact * (SUBJECT[channel] as number) + (1 - exact) * (BACKGROUND[channel] as number);
      data[pixel * 4 + 3] = 255;
    }
  return { image: { data, width, height }, mask: { data: alpha, width, height } };
}

/** Largest distance from the subject's colour over the partly transparent pixels, for the photo and for the estimate. */
function edgeErrors(image: Raster, mask: Mask, estimate: Raster): { before: number; after: number; edgePixels: number } {
  let before = 0;
  let after = 0;
  let edgePixels = 0;
  mask.data.forEach((opacity, pixel) => {
    if (opacity < 26 || opacity > 229) return;
    edgePixels += 1;
    for (let channel = 0; channel < 3; channel += 1) {
      const target = SUBJECT[channel] as number;
      before = Math.max(before, Math.abs((image.data[pixel * 4 + channel] as number) - target));
      after = Math.max(after, Math.abs((estimate.data[pixel * 4 + channel] as number) - target));
    }
  });
  return { before, after, edgePixels };
}

describe("fuse", () => {
  it("recovers F exactly when the local averages are right", () => {
    const observed = 0.3 * 200 + 0.7 * 20;
    expect(fuse(observed, 0.3, 200, 20)).toBeCloseTo(200, 6);
  });

  it("is the observed colour where the subject is opaque, and stays within 0…255", () => {
    expect(fuse(77, 1, 200, 20)).toBeCloseTo(77, 6);
    expect(fuse(255, 0.5, 250, 0)).toBe(255);
    expect(fuse(0, 0.5, 10, 250)).toBe(0);
  });
});

describe("estimateForeground", () => {
  it("takes the old background's tint out of the edge and leaves the rest of the subject untouched", () => {
    const { image, mask } = blendedDisc(120, 90, 6);
    const estimate = estimateForeground(image, mask);
    const errors = edgeErrors(image, mask, estimate);
    expect(errors.edgePixels).toBeGreaterThan(100);
    expect(errors.before).toBeGreaterThan(120);
    expect(errors.after).toBeLessThan(15);
    mask.data.forEach((opacity, pixel) => {
      expect(estimate.data[pixel * 4 + 3]).toBe(opacity);
      if (opacity === 255)
        for (let channel = 0; channel < 3; channel += 1) expect(estimate.data[pixel * 4 + channel]).toBe(image.data[pixel * 4 + channel]);
      if (opacity === 0) expect(Array.from(estimate.data.slice(pixel * 4, pixel * 4 + 3))).toEqual([0, 0, 0]);
    });
  });

  it("works the same on a photo large enough to be estimated on a reduced copy", () => {
    const { image, mask } = blendedDisc(2300, 260, 10);
    const errors = edgeErrors(image, mask, estimateForeground(image, mask));
    expect(errors.before).toBeGreaterThan(120);
    expect(errors.after).toBeLessThan(6);
  });

  it("works only around the soft edge, with the result a whole-frame estimate gives", () => {
    // A second disc at the far end makes the working copy span the frame; it is too far away to
    // change any average around the first, so the first disc's edge must come out the same.
    const { image, mask } = blendedDisc(1400, 300, 8);
    const spread = Uint8ClampedArray.from(mask.data);
    for (let y = 140; y < 160; y += 1)
      for (let x = 0; x < 3; x += 1) {
        spread[y * 1400 + x] = 128;
        spread[y * 1400 + 1399 - x] = 128;
      }
    const alone = estimateForeground(image, mask).data;
    const together = estimateForeground(image, { ...mask, data: spread }).data;
    let differing = 0;
    for (let y = 0; y < 300; y += 1)
      for (let at = (y * 1400 + 400) * 4; at < (y * 1400 + 1000) * 4; at += 1) if (together[at] !== alone[at]) differing += 1;
    expect(differing).toBe(0);
    expect(Array.from(alone.slice(0, 4))).toEqual([0, 0, 0, 0]);
  });

  it("refuses a mask of another size", () => {
    const { image } = blendedDisc(10, 10, 2);
    expect(() => estimateForeground(image, { data: new Uint8ClampedArray(4), width: 2, height: 2 })).toThrow("differ in size");
  });
});
