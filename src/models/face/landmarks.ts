/**
 * MediaPipe FaceMesh's 468 landmarks, as the face tools read them: the indices of the points they
 * use (from MediaPipe's canonical face model topology), and the geometry of eyes, roll and yaw.
 * "Right" and "left" are the person's: their right eye is on the image's left in a frontal photo.
 */

export interface Point {
  x: number;
  y: number;
}

/** The mesh of one face: x, y in image pixels and z (depth, same scale, smaller is nearer) per landmark. */
export interface FaceMesh {
  points: Float32Array;
  /** The model's confidence that the crop holds a face, 0–1. */
  score: number;
}

export const LANDMARK_COUNT = 468;

export const LANDMARKS = {
  rightEyeOuter: 33,
  rightEyeInner: 133,
  leftEyeInner: 362,
  leftEyeOuter: 263,
  noseTip: 1,
  chin: 152,
  /** The top of the mesh's face outline: the hairline, not the crown. */
  foreheadTop: 10,
  rightCheek: 234,
  leftCheek: 454,
  rightForehead: 54,
  leftForehead: 284,
  rightJaw: 172,
  leftJaw: 397,
  rightChin: 148,
  leftChin: 377,
} as const;

/** The face outline (MediaPipe's face oval), clockwise from the forehead top. */
export const FACE_OVAL = [
  10, 338, 297, 332, 284, 251, 389, 356, 454, 323, 361, 288, 397, 365, 379, 378, 400, 377, 152, 148, 176, 149, 150, 136, 172, 58, 132, 93,
  234, 127, 162, 21, 54, 103, 67, 109,
] as const;

export function point(mesh: FaceMesh, index: number): Point {
  return { x: mesh.points[index * 3] as number, y: mesh.points[index * 3 + 1] as number };
}

export function depth(mesh: FaceMesh, index: number): number {
  return mesh.points[index * 3 + 2] as number;
}

export function midpoint(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

export function distance(a: Point, b: Point): number {
  return Math.hypot(a.x - b.x, a.y - b.y);
}

/** The centre of each eye (between its corners): the person's right eye, then the left. */
export function eyeCentres(mesh: FaceMesh): [Point, Point] {
  const right = midpoint(point(mesh, LANDMARKS.rightEyeOuter), point(mesh, LANDMARKS.rightEyeInner));
  const left = midpoint(point(mesh, LANDMARKS.leftEyeInner), point(mesh, LANDMARKS.leftEyeOuter));
  return [right, left];
}

/** The angle (radians, clockwise in image coordinates) of the line from the right eye's centre to the left's: 0 for a level face. */
export function rollOf(mesh: FaceMesh): number {
  const [right, left] = eyeCentres(mesh);
  return Math.atan2(left.y - right.y, left.x - right.x);
}

/** `p` turned by `-angle` about `centre`: a point of a face rolled by `angle`, as if the face were level. */
export function unroll(p: Point, centre: Point, angle: number): Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const dx = p.x - centre.x;
  const dy = p.y - centre.y;
  return { x: centre.x + dx * cos + dy * sin, y: centre.y - dx * sin + dy * cos };
}

/**
 * How far the head is turned left or right (radians, positive when the person turns to their left),
 * from the depth the mesh gives the two cheeks: on a frontal face they lie level, and turning the
 * head takes one back as it brings the other forward. Roll does not enter: the cheeks' span is
 * measured along their own line.
 */
export function yawOf(mesh: FaceMesh): number {
  const span = distance(point(mesh, LANDMARKS.rightCheek), point(mesh, LANDMARKS.leftCheek));
  return Math.atan2(depth(mesh, LANDMARKS.leftCheek) - depth(mesh, LANDMARKS.rightCheek), span);
}

/** From the eye line to the chin, across the eye line (image pixels): the face's size, whatever its roll. */
export function eyeToChinOf(mesh: FaceMesh): number {
  const eyes = midpoint(...eyeCentres(mesh));
  const roll = rollOf(mesh);
  const chin = point(mesh, LANDMARKS.chin);
  // The chin's distance from the eye line, along the face's own downward axis (−sin, cos).
  return Math.abs(-(chin.x - eyes.x) * Math.sin(roll) + (chin.y - eyes.y) * Math.cos(roll));
}
