/** @jest-environment node */
import { guidedUpsampler, type Plane } from "./guided-upsample";

/** Every full-size row of each channel, gathered into planes. */
function guidedUpsample(smallGuide: Plane, channels: readonly Float32Array[], guide: Plane): Float32Array[] {
  const { width, height } = guide;
  const row = guidedUpsampler(smallGuide, channels, width, height);
  const planes = channels.map(() => new Float32Array(width * height));
  for (let y = 0; y < height; y += 1)
    row(
      y,
      guide.data.subarray(y * width, (y + 1) * width),
      planes.map((plane) => plane.subarray(y * width, (y + 1) * width)),
    );
  return planes;
}

/** A step in lightness at `edge` (a fraction of the width): 30 on the left, 70 on the right. */
function step(width: number, height: number, edge: number): Float32Array {
  return Float32Array.from({ length: width * height }, (_, index) => ((index % width) + 0.5 < edge * width ? 30 : 70));
}

describe("guidedUpsample", () => {
  it("puts a colour edge solved on a small copy on the full-size photo's edge, as a jump between two pixels", () => {
    const [smallWidth, smallHeight, width, height] = [40, 20, 400, 200];
    // An edge between pixel columns on the small copy lands mid-pixel there; at full size it is sharp.
    const edge = 0.4125;
    const smallGuide = { data: step(smallWidth, smallHeight, edge), width: smallWidth, height: smallHeight };
    const chroma = Float32Array.from(smallGuide.data, (value) => (value < 50 ? 40 : -20));
    const [full] = guidedUpsample(smallGuide, [chroma], { data: step(width, height, edge), width, height });
    const column = (x: number) => full![100 * width + x] as number;
    const edgeColumn = Math.round(edge * width);
    // The jump is between two full-size pixels, where the lightness jumps, not spread over the ten a small pixel covers.
    expect(column(edgeColumn - 1) - column(edgeColumn)).toBeGreaterThan(0.8 * 60);
    // Beyond one small pixel from the edge, each side has its colour.
    for (const x of [10, edgeColumn - 12, edgeColumn + 12, 390]) expect(column(x)).toBeCloseTo(x < edgeColumn ? 40 : -20, 0);
  });

  it("keeps flat colour flat, whatever the grain of the photo", () => {
    const [width, height] = [60, 40];
    const grain = Float32Array.from({ length: width * height }, (_, index) => 50 + ((index * 7919) % 5) - 2);
    const small = { data: new Float32Array(15 * 10).fill(50), width: 15, height: 10 };
    const [full] = guidedUpsample(small, [new Float32Array(150).fill(12)], { data: grain, width, height });
    expect(Math.max(...full!.map((value) => Math.abs(value - 12)))).toBeLessThan(0.5);
  });
});
