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
}

function sameFace(a: ScoredBox, b: ScoredBox): boolean {
  return iou(a, b) > SAME_FACE_IOU || containment(a, b) > SAME_FACE_CONTAINMENT;
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
    const second = Math.max(0, ...faceboxes.filter((other) => sameFace(face, other)).map((other) => other.score));
    if (face.score >= thresholds.alone || second >= thresholds.second) faces.push({ ...face, score: Math.max(face.score, second) });
  }
  for (const face of faceboxes)
    if (face.score >= thresholds.faceboxesAlone && !faces.some((found) => sameFace(found, face))) faces.push(face);
  return absorbContained(faces);
}
