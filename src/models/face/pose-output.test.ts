import { decodePoses, poseSupport, tilesHolding } from "./pose-output";

/** One person as MoveNet MultiPose writes it: 17 keypoints (y, x, score) in fractions of the tile, then a box and its score. */
function person(face: [number, number, number][], rest = 0.1): number[] {
  const keypoints = Array.from({ length: 17 }, (_, index) => face[index] ?? [0.9, 0.9, rest]);
  return [...keypoints.flat(), 0.1, 0.1, 0.9, 0.9, 0.5];
}

describe("decodePoses", () => {
  it("places each person's nose and eyes in image pixels, scored by their mean", () => {
    const rows = [
      ...person([
        [0.5, 0.5, 0.6],
        [0.46, 0.52, 0.5],
        [0.46, 0.48, 0.4],
      ]),
      ...person([
        [0, 0, 0],
        [0, 0, 0],
        [0, 0, 0],
      ]),
    ];
    // The tile starts at (512, 256) of an image enlarged 2×.
    const [first, second] = decodePoses(rows, { x: 512, y: 256 }, 256, 2);
    expect(first?.x).toBeCloseTo((512 + 0.5 * 256) / 2);
    expect(first?.y).toBeCloseTo((256 + (1.42 / 3) * 256) / 2);
    expect(first?.score).toBeCloseTo(0.5);
    expect(second).toEqual({ x: 256, y: 128, score: 0 });
  });

  it("ignores the other keypoints' scores", () => {
    const [only] = decodePoses(
      person(
        [
          [0.5, 0.5, 0.3],
          [0.5, 0.5, 0.3],
          [0.5, 0.5, 0.3],
        ],
        0.99,
      ),
      { x: 0, y: 0 },
      256,
      1,
    );
    expect(only?.score).toBeCloseTo(0.3);
  });
});

describe("poseSupport", () => {
  const box = { x: 100, y: 100, width: 12, height: 12 };

  it("is the best pose face within one box side of the box's centre", () => {
    const poses = [
      { x: 106, y: 106, score: 0.45 },
      { x: 115, y: 98, score: 0.5 },
      { x: 106, y: 125, score: 0.9 },
    ];
    expect(poseSupport(poses, box)).toBe(0.5);
  });

  it("is 0 when no body is near", () => {
    expect(poseSupport([{ x: 300, y: 106, score: 0.9 }], box)).toBe(0);
    expect(poseSupport([], box)).toBe(0);
  });
});

describe("tilesHolding", () => {
  it("keeps only the grid's tiles that hold a point, every tile that does", () => {
    // 1000 × 300 px in 256 px tiles sharing at least 96: columns from 0, 149, 298…, rows from 0 and 44.
    expect(tilesHolding([{ x: 200, y: 10 }], 1000, 300, 256, 96)).toEqual([
      { x: 0, y: 0 },
      { x: 149, y: 0 },
    ]);
    expect(tilesHolding([{ x: 200, y: 100 }], 1000, 300, 256, 96)).toHaveLength(4);
  });

  it("is empty without points, and one tile for an image smaller than a tile", () => {
    expect(tilesHolding([], 1000, 1000, 256, 96)).toEqual([]);
    expect(tilesHolding([{ x: 50, y: 50 }], 200, 100, 256, 96)).toEqual([{ x: 0, y: 0 }]);
  });
});
