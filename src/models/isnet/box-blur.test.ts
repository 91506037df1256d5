import { boxBlur, gaussianLikeBlur } from "./box-blur";

/** The box mean computed the slow way, for comparison. */
function bruteBox(values: number[], width: number, height: number, radius: number): number[] {
  return values.map((_, index) => {
    const x = index % width;
    const y = Math.floor(index / width);
    let sum = 0;
    let count = 0;
    for (let dy = -radius; dy <= radius; dy += 1)
      for (let dx = -radius; dx <= radius; dx += 1) {
        const [sx, sy] = [x + dx, y + dy];
        if (sx < 0 || sy < 0 || sx >= width || sy >= height) continue;
        sum += values[sy * width + sx] as number;
        count += 1;
      }
    return sum / count;
  });
}

describe("boxBlur", () => {
  it("is the mean of the window cut to the image", () => {
    const width = 7;
    const height = 5;
    const values = Array.from({ length: width * height }, (_, index) => (index * 37) % 11);
    for (const radius of [1, 2, 4, 9]) {
      const blurred = Array.from(boxBlur(Float32Array.from(values), width, height, radius));
      bruteBox(values, width, height, radius).forEach((expected, index) => expect(blurred[index]).toBeCloseTo(expected, 4));
    }
  });

  it.each([1, 3, 4])("is that mean on each of %i interleaved channels, whatever the number of rows", (channels) => {
    const width = 9;
    for (const height of [1, 2, 5, 6]) {
      const plane = Float32Array.from({ length: width * height * channels }, (_, index) => (index * 53) % 17);
      for (const radius of [1, 3, 12]) {
        const blurred = boxBlur(plane, width, height, radius, channels);
        for (let channel = 0; channel < channels; channel += 1) {
          const values = Array.from({ length: width * height }, (_, pixel) => plane[pixel * channels + channel] as number);
          bruteBox(values, width, height, radius).forEach((expected, pixel) =>
            expect(blurred[pixel * channels + channel]).toBeCloseTo(expected, 4),
          );
        }
      }
    }
  });

  it("blurs each interleaved channel on its own", () => {
    const plane = Float32Array.from([0, 100, 10, 100, 20, 100, 30, 100]);
    const blurred = Array.from(boxBlur(plane, 4, 1, 1, 2));
    expect(blurred.filter((_, index) => index % 2 === 1)).toEqual([100, 100, 100, 100]);
    expect(blurred.filter((_, index) => index % 2 === 0)).toEqual([5, 10, 20, 25]);
  });

  it("leaves a constant plane constant, edges included", () => {
    const blurred = boxBlur(new Float32Array(30).fill(42), 6, 5, 3);
    for (const value of blurred) expect(value).toBeCloseTo(42, 5);
  });

  it("returns a copy for a radius under one pixel", () => {
    const plane = Float32Array.from([1, 2, 3]);
    const blurred = boxBlur(plane, 3, 1, 0);
    expect(Array.from(blurred)).toEqual([1, 2, 3]);
    expect(blurred).not.toBe(plane);
  });
});

describe("gaussianLikeBlur", () => {
  it("spreads a point with about the asked standard deviation and keeps its total", () => {
    const size = 81;
    const plane = new Float32Array(size);
    plane[40] = 1;
    const blurred = gaussianLikeBlur(plane, size, 1, 6);
    let total = 0;
    let variance = 0;
    blurred.forEach((value, index) => {
      total += value;
      variance += value * (index - 40) ** 2;
    });
    expect(total).toBeCloseTo(1, 4);
    expect(Math.sqrt(variance)).toBeGreaterThan(5);
    expect(Math.sqrt(variance)).toBeLessThan(7);
  });
});
