import { imagePoint } from "./pick-point";

describe("imagePoint", () => {
  const box = { left: 100, top: 50, width: 200, height: 100 };
  const natural = { width: 1000, height: 500 };

  it("scales a point of the preview to the image's pixels", () => {
    expect(imagePoint(200, 100, box, natural)).toEqual({ x: 500, y: 250 });
    expect(imagePoint(100, 50, box, natural)).toEqual({ x: 0, y: 0 });
  });

  it("stays inside the image at and past the far edges", () => {
    expect(imagePoint(300, 150, box, natural)).toEqual({ x: 999, y: 499 });
    expect(imagePoint(90, 40, box, natural)).toEqual({ x: 0, y: 0 });
  });
});
