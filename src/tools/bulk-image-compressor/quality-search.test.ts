import { searchLevel } from "./quality-search";

/** A fake codec: SSIM rising smoothly with quality, size growing exponentially. */
const ssimAt = (quality: number) => 1 - 0.2 * Math.exp(-quality / 30);
const bytesAt = (quality: number) => 10_000 * Math.exp(quality / 25);

function recorder(curve: (level: number) => number) {
  const levels: number[] = [];
  const measure = async (level: number) => {
    levels.push(level);
    return { value: curve(level), result: `file@${level}` };
  };
  return { levels, measure };
}

/** The true answer by brute force. */
function lowestReaching(curve: (level: number) => number, target: number, min: number, max: number): number | null {
  for (let level = min; level <= max; level += 1) if (curve(level) >= target) return level;
  return null;
}

describe("searchLevel, at-least (target SSIM)", () => {
  it.each([0.9, 0.95, 0.97, 0.98, 0.985])("finds the lowest quality reaching SSIM %s in few probes", async (target) => {
    const { levels, measure } = recorder(ssimAt);
    const outcome = await searchLevel(measure, { min: 1, max: 100, target, goal: "at-least", tolerance: 0 });
    expect(outcome.reached).toBe(true);
    expect(outcome.best.level).toBe(lowestReaching(ssimAt, target, 1, 100));
    expect(outcome.best.result).toBe(`file@${outcome.best.level}`);
    expect(levels.length).toBeLessThanOrEqual(8);
    expect(new Set(levels).size).toBe(levels.length);
  });

  it("stops at the first passing probe within the tolerance", async () => {
    const { levels, measure } = recorder(ssimAt);
    const outcome = await searchLevel(measure, { min: 1, max: 100, target: 0.97, goal: "at-least", tolerance: 0.02, start: 75 });
    expect(levels).toEqual([75]);
    expect(outcome.best.level).toBe(75);
    expect(outcome.reached).toBe(true);
  });

  it("reports an unreachable target with the highest quality tried", async () => {
    const { measure } = recorder(ssimAt);
    const outcome = await searchLevel(measure, { min: 40, max: 85, target: 0.999, goal: "at-least", tolerance: 0.001 });
    expect(outcome.reached).toBe(false);
    expect(outcome.best.level).toBe(85);
  });

  it("returns the bottom of the range when even it passes", async () => {
    const { measure } = recorder(ssimAt);
    const outcome = await searchLevel(measure, { min: 40, max: 85, target: 0.5, goal: "at-least", tolerance: 0 });
    expect(outcome.reached).toBe(true);
    expect(outcome.best.level).toBe(40);
  });

  it("ends on a passing level even when the curve is bumpy", async () => {
    // Not monotone: a dip after 60, as when re-encoding meets the source's own quantisation.
    const bumpy = (quality: number) => ssimAt(quality) + (quality > 60 && quality < 70 ? -0.02 : 0) + (quality % 3) * 0.001;
    const { levels, measure } = recorder(bumpy);
    const outcome = await searchLevel(measure, { min: 1, max: 100, target: 0.97, goal: "at-least", tolerance: 0 });
    expect(outcome.reached).toBe(true);
    expect(bumpy(outcome.best.level)).toBeGreaterThanOrEqual(0.97);
    expect(bumpy(outcome.best.level - 1)).toBeLessThan(0.97);
    expect(levels.length).toBeLessThanOrEqual(12);
  });

  it("rejects an empty range", async () => {
    const { measure } = recorder(ssimAt);
    await expect(searchLevel(measure, { min: 50, max: 40, target: 0.9, goal: "at-least", tolerance: 0 })).rejects.toThrow("empty");
  });
});

describe("searchLevel, at-most (target size)", () => {
  const logBytes = (quality: number) => Math.log(bytesAt(quality));

  it.each([30_000, 100_000, 250_000, 1_000_000])("finds the highest quality under %s bytes", async (limit) => {
    const { levels, measure } = recorder(logBytes);
    const outcome = await searchLevel(measure, { min: 1, max: 100, target: Math.log(limit), goal: "at-most", tolerance: 0 });
    let expected = 0;
    for (let quality = 1; quality <= 100; quality += 1) if (bytesAt(quality) <= limit) expected = quality;
    expect(outcome.reached).toBe(true);
    expect(outcome.best.level).toBe(expected);
    expect(bytesAt(outcome.best.level)).toBeLessThanOrEqual(limit);
    expect(levels.length).toBeLessThanOrEqual(8);
  });

  it("accepts a file a little under the limit without more probes", async () => {
    const { levels, measure } = recorder(logBytes);
    const limit = bytesAt(75) * 1.02;
    const outcome = await searchLevel(measure, { min: 1, max: 100, target: Math.log(limit), goal: "at-most", tolerance: 0.05, start: 75 });
    expect(levels).toEqual([75]);
    expect(outcome.best.level).toBe(75);
  });

  it("returns the smallest file when even the lowest quality is over the limit", async () => {
    const { levels, measure } = recorder(logBytes);
    const outcome = await searchLevel(measure, { min: 1, max: 100, target: Math.log(5_000), goal: "at-most", tolerance: 0.03 });
    expect(outcome.reached).toBe(false);
    expect(outcome.best.level).toBe(1);
    expect(levels).toContain(1);
  });

  it("keeps to its probe budget", async () => {
    const { levels, measure } = recorder(() => Math.random());
    await searchLevel(measure, { min: 1, max: 256, target: 0.5, goal: "at-most", tolerance: 0, maxProbes: 5 });
    expect(levels.length).toBeLessThanOrEqual(5);
  });
});
