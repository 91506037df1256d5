import { decodeFaceboxes } from "./faceboxes-output";

describe("decodeFaceboxes", () => {
  const region = { x: 500, y: 300, width: 1000, height: 800 };

  it("turns [top, left, bottom, right] fractions of the input into pixels of the region", () => {
    const output = { scores: [0.9, 0.4], boxes: [0.1, 0.2, 0.15, 0.25, 0.5, 0.5, 0.6, 0.6], count: 2 };
    const [first, second] = decodeFaceboxes(output, region, 0.2);
    expect(first?.score).toBe(0.9);
    expect(first?.x).toBeCloseTo(200);
    expect(first?.y).toBeCloseTo(80);
    expect(first?.width).toBeCloseTo(50);
    expect(first?.height).toBeCloseTo(40);
    expect(second).toMatchObject({ x: 500, y: 400, score: 0.4 });
  });

  it("reads only the boxes counted, over the score asked for, and not empty", () => {
    const output = { scores: [0.9, 0.1, 0.8, 0.7], boxes: [0, 0, 0.1, 0.1, 0, 0, 0.1, 0.1, 0.2, 0.2, 0.2, 0.3, 0, 0, 0.1, 0.1], count: 3 };
    expect(decodeFaceboxes(output, region, 0.2).map((box) => box.score)).toEqual([0.9]);
  });
});
