/** Face boxes: overlap measures and the merge of the detections of every tile into one box per face. */

/** A rectangle in pixels (not rounded). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ScoredBox extends Box {
  /** The detector's confidence, 0–1. */
  score: number;
}

export function intersection(a: Box, b: Box): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return width > 0 && height > 0 ? width * height : 0;
}

/** Intersection over union. */
export function iou(a: Box, b: Box): number {
  const shared = intersection(a, b);
  return shared > 0 ? shared / (a.width * a.height + b.width * b.height - shared) : 0;
}

/** The share of the smaller box that lies inside the other: 1 when one holds the other. */
export function containment(a: Box, b: Box): number {
  const shared = intersection(a, b);
  return shared > 0 ? shared / Math.min(a.width * a.height, b.width * b.height) : 0;
}

/** Boxes whose IoU with a stronger one passes this are the same face seen by neighbouring anchors or tiles. */
export const SAME_FACE_IOU = 0.3;
/** A box this much inside another is part of the same face (a face seen whole at one scale and in part at another). */
export const SAME_FACE_CONTAINMENT = 0.75;

/**
 * Most that a box holding a face may outgrow it and still be taken in as the same face (found whole
 * at one scale and cut shorter at another). A box many times the face's size that holds it is
 * something else (a coat, a shadow at a coarse scale): taken in, it would swallow every face inside
 * it into one box, as it did to four faces of the orchestra photo.
 */
export const SAME_FACE_GROWTH = 2;

function side(box: Box): number {
  return Math.max(box.width, box.height);
}

/** The smallest box holding both. */
function union(a: Box, b: Box): Box {
  const x = Math.min(a.x, b.x);
  const y = Math.min(a.y, b.y);
  return { x, y, width: Math.max(a.x + a.width, b.x + b.width) - x, height: Math.max(a.y + a.height, b.y + b.height) - y };
}

/** A detection from one view of the image (the image as it is, or mirrored). */
export interface ViewBox extends ScoredBox {
  view: number;
}

/**
 * One box per face, as MediaPipe's weighted suppression makes it: the strongest box takes the boxes
 * overlapping it, and its place is their score-weighted average, steadier than any one of them.
 * Its score is the mean, over the views, of each view's best score there: a face scores in the image
 * and in its mirror image alike, where a pattern that looks like a face from one side seldom does.
 * A box mostly inside the merged one (the same face found at two scales, one box cut shorter) is
 * taken in too, and the merged box grows to hold it, so no part of a face found twice is left out.
 * Every group is kept, whatever its score, for the detectors' scores to be weighed together.
 */
export function groupDetections(boxes: readonly ViewBox[], views: number): ScoredBox[] {
  let left = [...boxes].sort((a, b) => b.score - a.score);
  const merged: ScoredBox[] = [];
  while (left.length > 0) {
    const top = left[0] as ViewBox;
    const same = left.filter((box) => box === top || iou(top, box) > SAME_FACE_IOU);
    const best = new Array<number>(views).fill(0);
    let weight = 0;
    const sum = { x: 0, y: 0, width: 0, height: 0 };
    for (const box of same) {
      weight += box.score;
      sum.x += box.x * box.score;
      sum.y += box.y * box.score;
      sum.width += box.width * box.score;
      sum.height += box.height * box.score;
      best[box.view] = Math.max(best[box.view] ?? 0, box.score);
    }
    let face: Box = { x: sum.x / weight, y: sum.y / weight, width: sum.width / weight, height: sum.height / weight };
    const taken = new Set<ViewBox>(same);
    for (const box of left)
      if (!taken.has(box) && containment(face, box) > SAME_FACE_CONTAINMENT && side(box) <= SAME_FACE_GROWTH * side(face)) {
        face = union(face, box);
        taken.add(box);
      }
    merged.push({ ...face, score: best.reduce((total, value) => total + value, 0) / views });
    left = left.filter((box) => !taken.has(box));
  }
  return merged;
}

/**
 * Faces that still lie mostly inside another (boxes of one face that grouped apart, a smaller box
 * around its nose and a larger one around the head, a box on an ear or the teeth of a close face)
 * become one: the larger, grown to hold the smaller, with the better score. Run on the faces that
 * count only: a weak box around a whole group of people must not swallow them.
 */
export function absorbContained(faces: readonly ScoredBox[]): ScoredBox[] {
  const kept: ScoredBox[] = [];
  for (const face of [...faces].sort((a, b) => b.width * b.height - a.width * a.height)) {
    const index = kept.findIndex((larger) => containment(larger, face) > SAME_FACE_CONTAINMENT);
    const larger = kept[index];
    if (larger) kept[index] = { ...union(larger, face), score: Math.max(larger.score, face.score) };
    else kept.push(face);
  }
  return kept.sort((a, b) => b.score - a.score);
}
