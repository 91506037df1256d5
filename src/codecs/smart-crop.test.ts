/** @jest-environment node */
import { smartCentre } from "./smart-crop";

/** A flat grey picture with one busy, saturated patch. */
function pictureWithPatch(width: number, height: number, patch: { x: number; y: number; size: number }) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      const inside = x >= patch.x && x < patch.x + patch.size && y >= patch.y && y < patch.y + patch.size;
      const stripe = (x + y) % 4 < 2;
      data.set(inside ? (stripe ? [230, 20, 40, 255] : [20, 40, 230, 255]) : [128, 128, 128, 255], at);
    }
  }
  return { data, width, height };
}

describe("smartCentre", () => {
  it("moves a square crop of a wide picture onto the busy part", async () => {
    const centre = await smartCentre(pictureWithPatch(300, 100, { x: 220, y: 30, size: 40 }), 1);
    expect(centre.x).toBeGreaterThan(0.7);
    expect(centre.y).toBeCloseTo(0.5);
  });

  it("finds it on the left and along a tall picture too", async () => {
    expect((await smartCentre(pictureWithPatch(300, 100, { x: 20, y: 30, size: 40 }), 1)).x).toBeLessThan(0.3);
    expect((await smartCentre(pictureWithPatch(100, 300, { x: 30, y: 230, size: 40 }), 1)).y).toBeGreaterThan(0.7);
  });
});
