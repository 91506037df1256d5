import { photoPixels } from "./scale";

describe("photoPixels", () => {
  it("scales a setting by the photo's shorter side over 1000 px", () => {
    expect(photoPixels(4, 1000, 3000)).toBe(4);
    expect(photoPixels(4, 4000, 2000)).toBe(8);
    expect(photoPixels(4, 320, 245)).toBeCloseTo(0.98, 6);
  });
});
