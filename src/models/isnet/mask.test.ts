import { gaussianLikeBlur } from "./box-blur";
import { featherMask, type Mask, maskFromOutput, withImageAlpha } from "./mask";

/** Discs of soft and hard edges, one of them cut by the frame, on a width × height mask. */
function blobs(width: number, height: number, discs: [number, number, number, number][]): Mask {
  const data = new Uint8ClampedArray(width * height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1)
      for (const [cx, cy, radius, ramp] of discs) {
        const inside = Math.min(1, Math.max(0, (radius - Math.hypot(x - cx, y - cy)) / ramp));
        data[y * width + x] = Math.max(data[y * width + x] as number, Math.round(inside * 255));
      }
  return { data, width, height };
}

describe("maskFromOutput", () => {
  it("maps probabilities to opacities and clamps what the model overshoots", () => {
    const mask = maskFromOutput([0, 1, 0.5, 1.2, -0.1, 0.25, 0, 0, 0], 3, 3, 3);
    expect(Array.from(mask.data)).toEqual([0, 255, 128, 255, 0, 64, 0, 0, 0]);
  });

  it("stretches with pixel centres aligned, as PyTorch's bilinear resize does", () => {
    // A 2 × 2 output to 4 × 1: columns land at source x = −0.25 (clamped to 0), 0.25, 0.75, 1.25 (clamped to 1).
    const mask = maskFromOutput([0, 1, 0, 1], 2, 4, 1);
    expect(Array.from(mask.data)).toEqual([0, 64, 191, 255]);
  });

  it("shrinks as well as stretches, and keeps a hard edge where the photo's aspect differs", () => {
    const size = 8;
    const output = Array.from({ length: size * size }, (_, index) => (index % size < size / 2 ? 1 : 0));
    const wide = maskFromOutput(output, size, 40, 3);
    for (let y = 0; y < 3; y += 1) {
      expect(wide.data[y * 40]).toBe(255);
      expect(wide.data[y * 40 + 39]).toBe(0);
      expect(wide.data[y * 40 + 17]).toBe(255);
      expect(wide.data[y * 40 + 22]).toBe(0);
    }
  });

  it("refuses an output of the wrong size", () => {
    expect(() => maskFromOutput([0, 1, 0], 2, 4, 4)).toThrow("expected a 2×2 output");
  });
});

describe("featherMask", () => {
  const edge = { data: Uint8ClampedArray.from({ length: 40 * 4 }, (_, index) => (index % 40 < 20 ? 255 : 0)), width: 40, height: 4 };

  it("turns a hard edge into a gradual one around the same place", () => {
    const soft = featherMask(edge, 4).data;
    const row = Array.from(soft.slice(0, 40));
    expect(row[0]).toBe(255);
    expect(row[39]).toBe(0);
    expect(row[19]).toBeGreaterThan(128);
    expect(row[20]).toBeLessThan(128);
    expect(row.filter((value) => value > 0 && value < 255).length).toBeGreaterThan(10);
    for (let x = 1; x < 40; x += 1) expect(row[x]).toBeLessThanOrEqual(row[x - 1] as number);
  });

  it("leaves the mask as it is at zero, and a flat mask at any strength", () => {
    expect(featherMask(edge, 0)).toBe(edge);
    const flat = { data: new Uint8ClampedArray(30 * 20).fill(255), width: 30, height: 20 };
    expect(featherMask(flat, 5)).toBe(flat);
  });

  it.each([
    ["a subject in the middle", blobs(300, 200, [[150, 110, 40, 1]]), 3],
    [
      "two subjects, one cut by the frame",
      blobs(260, 240, [
        [70, 60, 30, 8],
        [250, 200, 45, 1],
      ]),
      6,
    ],
    ["a subject filling the frame", blobs(120, 90, [[60, 45, 70, 2]]), 2.5],
  ])("blurs only around the outline, with the same result as the whole mask: %s", (_, mask, sigma) => {
    const whole = Uint8ClampedArray.from(gaussianLikeBlur(Float32Array.from(mask.data), mask.width, mask.height, sigma));
    expect(Array.from(featherMask(mask, sigma).data)).toEqual(Array.from(whole));
  });
});

describe("withImageAlpha", () => {
  it("multiplies the mask by the photo's own opacity", () => {
    const mask = { data: new Uint8ClampedArray([255, 255, 128, 0]), width: 2, height: 2 };
    const rgba = new Uint8ClampedArray([9, 9, 9, 255, 9, 9, 9, 0, 9, 9, 9, 128, 9, 9, 9, 255]);
    expect(Array.from(withImageAlpha(mask, rgba).data)).toEqual([255, 0, 64, 0]);
  });
});
