import { solveMembrane } from "./membrane";

/** A disc of `radius` in the middle of a square of `size`, and the ring of pixels just outside it. */
function disc(size: number, radius: number) {
  const hole = new Uint8Array(size * size);
  const fixed = new Uint8Array(size * size);
  const centre = (size - 1) / 2;
  const inside = (x: number, y: number) => (x - centre) ** 2 + (y - centre) ** 2 <= radius * radius;
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size; x += 1) {
      if (inside(x, y)) hole[y * size + x] = 1;
      else if (inside(x - 1, y) || inside(x + 1, y) || inside(x, y - 1) || inside(x, y + 1)) fixed[y * size + x] = 1;
    }
  return { hole, fixed };
}

describe("membrane through a hole's edge", () => {
  it("continues a plane through a wide hole (a plane is its own membrane)", () => {
    // 150 px across: several scales deep, so the coarse-to-fine path is what is tested.
    const size = 200;
    const { hole, fixed } = disc(size, 75);
    const plane = (x: number, y: number) => 20 + 0.5 * x + 0.25 * y;
    const values = new Float32Array(size * size);
    fixed.forEach((value, index) => value && (values[index] = plane(index % size, Math.floor(index / size))));
    solveMembrane({ width: size, height: size, channels: 1, hole, fixed, values });
    let worst = 0;
    hole.forEach((value, index) => {
      if (value) worst = Math.max(worst, Math.abs((values[index] as number) - plane(index % size, Math.floor(index / size))));
    });
    expect(worst).toBeLessThan(1);
  });

  it("solves each channel on its own, and changes nothing outside the hole", () => {
    const size = 40;
    const { hole, fixed } = disc(size, 12);
    const values = new Float32Array(size * size * 2);
    fixed.forEach((value, index) => value && values.set([10, 200], index * 2));
    values.set([7, 7], 0);
    solveMembrane({ width: size, height: size, channels: 2, hole, fixed, values });
    hole.forEach((value, index) => {
      if (!value) return;
      expect(values[index * 2]).toBeCloseTo(10, 3);
      expect(values[index * 2 + 1]).toBeCloseTo(200, 3);
    });
    expect(Array.from(values.subarray(0, 2))).toEqual([7, 7]);
  });
});
