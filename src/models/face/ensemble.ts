/**
 * Two detectors' word on each face. On faces 10–18 px tall the full-range detector's score swings
 * from 0.2 to 0.8 with a few pixels of shift or scale, and so does FaceBoxes', but rarely on the same
 * face: a face one of them is sure of counts, and so does a face both of them see, each less sure.
 */
import { absorbContained, containment, iou, SAME_FACE_CONTAINMENT, SAME_FACE_IOU, type ScoredBox } from "./boxes";

export interface Thresholds {
  /** A full-range face counts on its own from this score. */
  alone: number;
  /** A FaceBoxes face that no full-range face agrees with counts from this score. */
  faceboxesAlone: number;
  /** A full-range face FaceBoxes seconds counts from this score… */
  seconded: number;
  /** …when FaceBoxes' score on it reaches this. */
  second: number;
  /** Faint faces a body's pose may vouch for; none, no pose is looked at. */
  posed?: PoseRule;
}

/** A full-range face both detectors see too faintly to count counts when a body vouches for it. */
export interface PoseRule {
  /** The full-range score it needs… */
  fullRange: number;
  /** …FaceBoxes' score on it… */
  faceboxes: number;
  /** …and the pose network's on its nose and eyes. */
  pose: number;
}

function sameFace(a: ScoredBox, b: ScoredBox): boolean {
  return iou(a, b) > SAME_FACE_IOU || containment(a, b) > SAME_FACE_CONTAINMENT;
}

/** FaceBoxes' best score on a full-range face (0 when it has no box there). */
function secondOpinion(face: ScoredBox, faceboxes: readonly ScoredBox[]): number {
  return Math.max(0, ...faceboxes.filter((other) => sameFace(face, other)).map((other) => other.score));
}

/**
 * The faces, one box each: the full-range detector's box where it found the face (it runs from brow
 * to chin, as the margin setting expects), FaceBoxes' where only FaceBoxes did. Both lists hold one
 * box per face of their detector, with its score.
 */
export function combineDetections(fullRange: readonly ScoredBox[], faceboxes: readonly ScoredBox[], thresholds: Thresholds): ScoredBox[] {
  const faces: ScoredBox[] = [];
  for (const face of fullRange) {
    if (face.score < thresholds.seconded) continue;
    const second = secondOpinion(face, faceboxes);
    if (face.score >= thresholds.alone || second >= thresholds.second) faces.push({ ...face, score: Math.max(face.score, second) });
  }
  for (const face of faceboxes)
    if (face.score >= thresholds.faceboxesAlone && !faces.some((found) => sameFace(found, face))) faces.push(face);
  return absorbContained(faces);
}

/**
 * The full-range faces that reach the pose rule's two detector scores yet were not counted, and touch
 * no face that was: a box overlapping a counted face is that face's chin or hair seen again. One box
 * per face, with the better of the two scores.
 */
export function faintFaces(
  fullRange: readonly ScoredBox[],
  faceboxes: readonly ScoredBox[],
  faces: readonly ScoredBox[],
  rule: PoseRule,
): ScoredBox[] {
  const faint: ScoredBox[] = [];
  for (const face of fullRange) {
    if (face.score < rule.fullRange || faces.some((found) => iou(found, face) > 0) || faint.some((other) => sameFace(other, face)))
      continue;
    const second = secondOpinion(face, faceboxes);
    if (second >= rule.faceboxes) faint.push({ ...face, score: Math.max(face.score, second) });
  }
  return faint;
}
