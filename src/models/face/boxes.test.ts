import { absorbContained, containment, groupDetections, iou, type ViewBox } from "./boxes";

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

describe("groupDetections", () => {
  it("averages the boxes of one face, weighted by score, and keeps faces apart", () => {
    const faces = groupDetections([box(0, 0, 10, 0.9), box(2, 0, 10, 0.3), box(50, 50, 10, 0.8)], 1);
    expect(faces).toEqual([
      { x: 0.5, y: 0, width: 10, height: 10, score: 0.9 },
      { x: 50, y: 50, width: 10, height: 10, score: 0.8 },
    ]);
  });

  it("scores a face by the mean of its views' best scores", () => {
    const both = [box(0, 0, 10, 0.8, 0), box(1, 0, 10, 0.6, 1), box(0, 1, 10, 0.4, 1)];
    expect(groupDetections(both, 2)[0]?.score).toBeCloseTo(0.7);
    // Seen in one view only: half the score.
    expect(groupDetections([box(0, 0, 10, 0.8, 0)], 2)[0]?.score).toBeCloseTo(0.4);
  });

  it("grows a face to hold a box found mostly inside it at another scale", () => {
    // 80 % of the small box lies in the large one, though their IoU is under 0.2.
    expect(groupDetections([box(0, 0, 20, 0.9), box(12, 10, 10, 0.6)], 1)).toEqual([{ x: 0, y: 0, width: 22, height: 20, score: 0.9 }]);
  });

  it("does not let a weak box many times a face's size that holds it swallow the face", () => {
    // On the orchestra photo a 384 px box scoring 0.23 held four faces of 13–20 px.
    const faces = groupDetections([box(100, 100, 14, 0.8), box(130, 100, 14, 0.7), box(0, 0, 384, 0.23)], 1);
    expect(faces.map((face) => face.width)).toEqual([14, 14, 384]);
  });

  it("keeps neighbouring faces that only touch", () => {
    expect(groupDetections([box(0, 0, 10), box(9, 0, 10), box(18, 0, 10)], 1)).toHaveLength(3);
  });

  it("ends on an empty box, which overlaps nothing, not even itself", () => {
    expect(groupDetections([box(0, 0, 0, 0.5), box(5, 5, 10, 0.4)], 1)).toHaveLength(2);
  });

  it("finds nothing in nothing", () => {
    expect(groupDetections([], 2)).toEqual([]);
  });
});

describe("absorbContained", () => {
  it("joins faces that grouped apart though one lies inside the other", () => {
    // The small box, strongest, went first and lies half inside each large box; the large boxes'
    // average, made after, holds it whole.
    const faces = groupDetections([box(26, 26, 8, 0.9), box(0, 8, 30, 0.6), box(8, 0, 30, 0.6)], 1);
    expect(faces).toHaveLength(2);
    expect(absorbContained(faces)).toEqual([{ x: 4, y: 4, width: 30, height: 30, score: 0.9 }]);
  });

  it("takes a box on an ear or the teeth into the face that holds it, whatever their sizes", () => {
    const face = { x: 300, y: 200, width: 250, height: 250, score: 0.9 };
    expect(absorbContained([face, { x: 420, y: 380, width: 8, height: 8, score: 0.5 }])).toEqual([face]);
  });
});
