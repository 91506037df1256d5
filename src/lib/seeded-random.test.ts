import { seededRandom } from "./seeded-random";

describe("seededRandom", () => {
  it("gives the same numbers for the same seed, in [0, 1), and others for another seed", () => {
    const [first, again, other] = [seededRandom(7), seededRandom(7), seededRandom(8)];
    const draws = Array.from({ length: 1000 }, () => first());
    expect(Array.from({ length: 1000 }, () => again())).toEqual(draws);
    expect(Array.from({ length: 1000 }, () => other())).not.toEqual(draws);
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...draws)).toBeLessThan(1);
    expect(draws.reduce((sum, value) => sum + value, 0) / draws.length).toBeCloseTo(0.5, 1);
  });
});
