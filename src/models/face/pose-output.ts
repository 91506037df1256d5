/**
 * MoveNet MultiPose's answer for one tile, and what it says about a faint face: whether a person's
 * body puts a nose and two eyes where the face detectors saw one only faintly.
 */
import type { Box } from "./boxes";
import { type Point, windowStarts } from "./tiling";

/** Values per person: 17 keypoints as (y, x, score) in fractions of the input, then a box and its score. */
const PERSON_VALUES = 56;
/** Nose, left eye, right eye: the first three of MoveNet's keypoints. */
const FACE_KEYPOINTS = 3;

/** One person's face as the pose network sees it: where nose and eyes lie (image pixels), and how sure it is of them. */
export interface PoseFace {
  x: number;
  y: number;
  /** Mean score of nose and eyes, 0–1. */
  score: number;
}

/** Every person of one square tile of side `side` at `tile` in an image enlarged `zoom` times, in image pixels. */
export function decodePoses(rows: ArrayLike<number>, tile: Point, side: number, zoom: number): PoseFace[] {
  const faces: PoseFace[] = [];
  for (let start = 0; start + PERSON_VALUES <= rows.length; start += PERSON_VALUES) {
    let [x, y, score] = [0, 0, 0];
    for (let point = 0; point < FACE_KEYPOINTS; point += 1) {
      y += rows[start + 3 * point] as number;
      x += rows[start + 3 * point + 1] as number;
      score += rows[start + 3 * point + 2] as number;
    }
    faces.push({
      x: (tile.x + (x / FACE_KEYPOINTS) * side) / zoom,
      y: (tile.y + (y / FACE_KEYPOINTS) * side) / zoom,
      score: score / FACE_KEYPOINTS,
    });
  }
  return faces;
}

/** How surely a body vouches for a face box: the best pose face within one box side of its centre (0 when none is). */
export function poseSupport(poses: readonly PoseFace[], box: Box): number {
  const side = Math.max(box.width, box.height);
  const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
  let best = 0;
  for (const pose of poses) if (Math.abs(pose.x - x) <= side && Math.abs(pose.y - y) <= side) best = Math.max(best, pose.score);
  return best;
}

/**
 * The tiles of the grid over a `width` × `height` image (squares of `side`, sharing `overlap`) that
 * hold at least one of the points: the pose network looks only where a faint face needs its word.
 */
export function tilesHolding(points: readonly Point[], width: number, height: number, side: number, overlap: number): Point[] {
  const xs = windowStarts(width, side, overlap);
  const ys = windowStarts(height, side, overlap);
  const holds = (start: number, at: number) => at >= start && at < start + side;
  return ys
    .flatMap((y) => xs.map((x) => ({ x, y })))
    .filter((tile) => points.some((point) => holds(tile.x, point.x) && holds(tile.y, point.y)));
}
