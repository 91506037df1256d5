import { lanczosTaps, tapCount, WEIGHT_ONE } from "./lanczos-taps";

const unpack = (word: number): [number, number] => [(word << 16) >> 16, word >> 16];

function weightsOf(taps: ReturnType<typeof lanczosTaps>, out: number): number[] {
  const pairs = taps.count / 2;
  return [...taps.pairs.subarray(out * pairs, (out + 1) * pairs)].flatMap(unpack);
}

describe("lanczosTaps", () => {
  it("gives every output an even window inside the image whose weights add up to exactly one", () => {
    for (const [from, to] of [
      [2136, 1600],
      [1335, 1000],
      [100, 7],
      [10, 23],
      [640, 640],
    ] as const) {
      const taps = lanczosTaps(from, to);
      expect(taps.count % 2).toBe(0);
      expect(taps.starts).toHaveLength(to);
      for (let out = 0; out < to; out += 1) {
        const start = taps.starts[out] as number;
        expect(start).toBeGreaterThanOrEqual(0);
        expect(start + taps.count).toBeLessThanOrEqual(from);
        expect(weightsOf(taps, out).reduce((sum, weight) => sum + weight, 0)).toBe(WEIGHT_ONE);
      }
    }
  });

  it("stretches the kernel over three input pixels per output pixel each side when reducing", () => {
    expect(tapCount(2136, 1600)).toBe(10);
    expect(tapCount(400, 100)).toBe(26);
    expect(tapCount(100, 400)).toBe(8);
  });

  it("copies pixels when the size does not change", () => {
    const taps = lanczosTaps(50, 50);
    for (let out = 0; out < 50; out += 1) {
      const weights = weightsOf(taps, out);
      expect(weights[out - (taps.starts[out] as number)]).toBe(WEIGHT_ONE);
      expect(weights.filter((weight) => weight !== 0)).toHaveLength(1);
    }
  });

  it("is symmetric about the middle of a halving, with Lanczos' negative lobes", () => {
    const taps = lanczosTaps(200, 100);
    const weights = weightsOf(taps, 50);
    const centre = 2 * 50 + 0.5 - (taps.starts[50] as number);
    for (let tap = 0; tap < weights.length; tap += 1) {
      const mirror = Math.round(2 * centre - tap);
      if (mirror >= 0 && mirror < weights.length)
        expect(Math.abs((weights[tap] as number) - (weights[mirror] as number))).toBeLessThanOrEqual(1);
    }
    expect(Math.min(...weights)).toBeLessThan(0);
  });

  it("refuses an axis shorter than one output's window", () => {
    expect(() => lanczosTaps(5, 2)).toThrow(/at least 16 pixels/);
  });
});
