import type { ScoredBox } from "./boxes";
import { combineDetections, faintFaces, type PoseRule, type Thresholds } from "./ensemble";

const face = (x: number, y: number, size: number, score: number): ScoredBox => ({ x, y, width: size, height: size, score });
const RULE: Thresholds = { alone: 0.55, faceboxesAlone: 0.7, seconded: 0.3, second: 0.2 };

describe("combineDetections", () => {
  it("keeps a face either detector is sure of", () => {
    const faces = combineDetections([face(0, 0, 20, 0.6)], [face(100, 0, 24, 0.75)], RULE);
    expect(faces).toEqual([face(100, 0, 24, 0.75), face(0, 0, 20, 0.6)]);
  });

  it("keeps a face both see, each less sure, with the full-range detector's box and the better score", () => {
    // FaceBoxes' box takes in the forehead: the full-range box lies inside it.
    expect(combineDetections([face(10, 12, 14, 0.35)], [face(8, 6, 19, 0.45)], RULE)).toEqual([face(10, 12, 14, 0.45)]);
  });

  it("drops a face only one detector sees, and not surely", () => {
    expect(combineDetections([face(0, 0, 14, 0.5)], [face(200, 0, 14, 0.65)], RULE)).toEqual([]);
    // FaceBoxes' word does not lift a full-range face under the seconded score.
    expect(combineDetections([face(0, 0, 14, 0.25)], [face(0, 0, 14, 0.6)], RULE)).toEqual([]);
  });

  it("counts a face both are sure of once", () => {
    expect(combineDetections([face(0, 0, 20, 0.9)], [face(1, -2, 22, 0.95)], RULE)).toHaveLength(1);
  });

  it("takes a small box inside a face found into it (an ear, the teeth)", () => {
    expect(combineDetections([face(100, 100, 200, 0.9), face(150, 250, 10, 0.6)], [], RULE)).toEqual([face(100, 100, 200, 0.9)]);
  });
});

describe("faintFaces", () => {
  const POSED: PoseRule = { fullRange: 0.2, faceboxes: 0.35, pose: 0.4 };

  it("keeps a full-range face both detectors see too faintly to count, with the better score", () => {
    const fullRange = [face(100, 100, 12, 0.25)];
    const faceboxes = [face(99, 100, 12, 0.48)];
    expect(combineDetections(fullRange, faceboxes, RULE)).toEqual([]);
    expect(faintFaces(fullRange, faceboxes, [], POSED)).toEqual([face(100, 100, 12, 0.48)]);
  });

  it("needs both detectors' scores", () => {
    expect(faintFaces([face(0, 0, 12, 0.19)], [face(0, 0, 12, 0.6)], [], POSED)).toEqual([]);
    expect(faintFaces([face(0, 0, 12, 0.25)], [face(0, 0, 12, 0.3)], [], POSED)).toEqual([]);
    expect(faintFaces([face(0, 0, 12, 0.25)], [face(100, 0, 12, 0.6)], [], POSED)).toEqual([]);
  });

  it("leaves out boxes that touch a counted face (its chin or hair seen again), and a face seen twice", () => {
    const counted = [face(100, 100, 20, 0.9)];
    expect(faintFaces([face(110, 115, 12, 0.25)], [face(110, 115, 12, 0.5)], counted, POSED)).toEqual([]);
    const twice = faintFaces([face(0, 0, 12, 0.3), face(1, 1, 12, 0.25)], [face(0, 0, 12, 0.5)], [], POSED);
    expect(twice).toEqual([face(0, 0, 12, 0.5)]);
  });
});
