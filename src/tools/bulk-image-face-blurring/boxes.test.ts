import { containment, iou, mergeDetections, type ViewBox } from "./boxes";

const box = (x: number, y: number, size: number, score = 0.9, view = 0): ViewBox => ({ x, y, width: size, height: size, score, view });

describe("overlap measures", () => {
  it("gives IoU 1 for the same box, 0 apart or edge to edge, and the shared share otherwise", () => {
    expect(iou(box(0, 0, 10), box(0, 0, 10))).toBe(1);
    expect(iou(box(0, 0, 10), box(10, 0, 10))).toBe(0);
    expect(iou(box(0, 0, 10), box(5, 0, 10))).toBeCloseTo(50 / 150);
  });

  it("measures how much of the smaller box lies in the other", () => {
    expect(containment(box(0, 0, 10), box(2, 2, 4))).toBe(1);
    expect(containment(box(0, 0, 10), box(8, 0, 4))).toBeCloseTo(0.5);
    expect(containment(box(0, 0, 10), box(20, 20, 4))).toBe(0);
  });
});

describe("mergeDetections", () => {
  it("averages the boxes of one face, weighted by score, and keeps faces apart", () => {
    const faces = mergeDetections([box(0, 0, 10, 0.9), box(2, 0, 10, 0.3), box(50, 50, 10, 0.8)], 1, 0.5);
    expect(faces).toHaveLength(2);
    expect(faces[0]).toEqual({ x: 0.5, y: 0, width: 10, height: 10, score: 0.9 });
    expect(faces[1]).toEqual({ x: 50, y: 50, width: 10, height: 10, score: 0.8 });
  });

  it("scores a face by the mean of its views' best scores", () => {
    const both = [box(0, 0, 10, 0.8, 0), box(1, 0, 10, 0.6, 1), box(0, 1, 10, 0.4, 1)];
    expect(mergeDetections(both, 2, 0.5)[0]?.score).toBeCloseTo(0.7);
    // Seen in one view only: half the score, under the threshold.
    expect(mergeDetections([box(0, 0, 10, 0.8, 0)], 2, 0.5)).toEqual([]);
  });

  it("grows a face to hold a box found mostly inside it at another scale", () => {
    // 80 % of the small box lies in the large one, though their IoU is under 0.2.
    const [face, ...rest] = mergeDetections([box(0, 0, 20, 0.9), box(12, 10, 10, 0.6)], 1, 0.5);
    expect(rest).toEqual([]);
    expect(face).toEqual({ x: 0, y: 0, width: 22, height: 20, score: 0.9 });
  });

  it("joins faces that grouped apart though one lies inside the other", () => {
    // The small box, strongest, goes first and lies half inside each large box; the large boxes'
    // average, made after, holds it whole.
    const faces = mergeDetections([box(26, 26, 8, 0.9), box(0, 8, 30, 0.6), box(8, 0, 30, 0.6)], 1, 0.5);
    expect(faces).toEqual([{ x: 4, y: 4, width: 30, height: 30, score: 0.9 }]);
  });

  it("keeps neighbouring faces that only touch", () => {
    expect(mergeDetections([box(0, 0, 10), box(9, 0, 10), box(18, 0, 10)], 1, 0.5)).toHaveLength(3);
  });

  it("finds nothing in nothing", () => {
    expect(mergeDetections([], 2, 0.5)).toEqual([]);
  });
});
