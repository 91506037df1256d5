import { dominantColor, toHex } from "./dominant-color";

function pixels(...runs: [count: number, rgba: [number, number, number, number]][]): Uint8ClampedArray {
  const out: number[] = [];
  for (const [count, rgba] of runs) for (let index = 0; index < count; index += 1) out.push(...rgba);
  return new Uint8ClampedArray(out);
}

describe("dominantColor", () => {
  it("finds the colour most pixels have", () => {
    const result = dominantColor(pixels([70, [250, 250, 250, 255]], [30, [200, 20, 20, 255]]));
    expect(result?.color).toEqual({ r: 250, g: 250, b: 250 });
    expect(result?.share).toBeCloseTo(0.7);
  });

  it("keeps a colour whole when its noise straddles a histogram bin edge", () => {
    // 239 and 240 fall in different 16-level bins; neither bin alone outnumbers the red.
    const result = dominantColor(pixels([30, [239, 239, 239, 255]], [30, [241, 241, 241, 255]], [40, [10, 120, 200, 255]]));
    expect(result?.color).toEqual({ r: 240, g: 240, b: 240 });
    expect(result?.share).toBeCloseTo(0.6);
  });

  it("is not pulled towards nearby but distinct colours", () => {
    const result = dominantColor(pixels([80, [255, 255, 255, 255]], [20, [200, 200, 200, 255]]));
    expect(result?.color).toEqual({ r: 255, g: 255, b: 255 });
  });

  it("weighs pixels by their alpha and ignores transparent ones", () => {
    const result = dominantColor(pixels([60, [0, 0, 0, 0]], [30, [0, 200, 0, 64]], [20, [0, 0, 200, 255]]));
    expect(result?.color).toEqual({ r: 0, g: 0, b: 200 });
  });

  it("has no answer when nothing is visible", () => {
    expect(dominantColor(pixels([10, [255, 255, 255, 0]]))).toBeNull();
    expect(dominantColor(new Uint8ClampedArray(0))).toBeNull();
  });
});

describe("toHex", () => {
  it("writes #rrggbb", () => {
    expect(toHex({ r: 255, g: 8, b: 0 })).toBe("#ff0800");
  });
});
