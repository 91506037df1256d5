import { nextToStart } from "./schedule";

describe("nextToStart", () => {
  it("keeps the batch order while no file outweighs a worker's share of what is queued", () => {
    expect(nextToStart([4, 4, 4, 4], 2)).toBe(0);
    expect(nextToStart([1, 3, 2, 2], 2)).toBe(0);
    expect(nextToStart([], 2)).toBe(-1);
  });

  it("starts a file that alone is more than a worker's share now, so it does not end the batch alone", () => {
    // 12 of 20 queued megapixels: with two workers, one worker's share is 10.
    expect(nextToStart([2, 4, 2, 12], 2)).toBe(3);
    expect(nextToStart([2, 4, 2, 12], 1)).toBe(0);
  });

  it("takes the first of equal files, and never jumps for files of unknown cost", () => {
    expect(nextToStart([5, 5], 2)).toBe(0);
    expect(nextToStart([0, 0, 0], 2)).toBe(0);
  });
});
