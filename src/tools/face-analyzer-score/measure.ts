/**
 * The face's proportions from its mesh: lengths and widths along the outline, as ratios (so the
 * photo's size and the face's distance do not count), and the jaw's angle. Distances and angles do
 * not change when a face is turned in the picture's plane, and the mesh itself was run on the face
 * levelled by its eye line (src/models/face/mesh.ts), so roll is out of the measurements.
 */
import { distance, type FaceMesh, LANDMARKS, point, type Point, rollOf, yawOf } from "../../models/face/landmarks";

export interface Measurements {
  /** Hairline to chin, over cheek to cheek. */
  lengthRatio: number;
  /** Forehead width over cheekbone width. */
  foreheadRatio: number;
  /** Jaw width (at its corners) over cheekbone width. */
  jawRatio: number;
  /** Chin width over jaw width. */
  chinRatio: number;
  /** The angle at the jaw's corners between the side of the face and the jawline to the chin, degrees (both sides' mean). */
  jawAngle: number;
  /** Head turned left or right, degrees (positive: to the person's left). */
  yaw: number;
  /** The eye line's tilt in the photo, degrees (corrected before the mesh is read). */
  roll: number;
}

const DEGREES = 180 / Math.PI;

/** The angle at `corner` between the directions to `a` and to `b`, degrees. */
function angleAt(corner: Point, a: Point, b: Point): number {
  const first = Math.atan2(a.y - corner.y, a.x - corner.x);
  const second = Math.atan2(b.y - corner.y, b.x - corner.x);
  const turn = Math.abs(first - second) * DEGREES;
  return turn > 180 ? 360 - turn : turn;
}

export function measure(mesh: FaceMesh): Measurements {
  const p = (index: number) => point(mesh, index);
  const cheeks = distance(p(LANDMARKS.rightCheek), p(LANDMARKS.leftCheek));
  const jaw = distance(p(LANDMARKS.rightJaw), p(LANDMARKS.leftJaw));
  const chin = p(LANDMARKS.chin);
  return {
    lengthRatio: distance(p(LANDMARKS.foreheadTop), chin) / cheeks,
    foreheadRatio: distance(p(LANDMARKS.rightForehead), p(LANDMARKS.leftForehead)) / cheeks,
    jawRatio: jaw / cheeks,
    chinRatio: distance(p(LANDMARKS.rightChin), p(LANDMARKS.leftChin)) / jaw,
    jawAngle:
      (angleAt(p(LANDMARKS.rightJaw), p(LANDMARKS.rightCheek), chin) + angleAt(p(LANDMARKS.leftJaw), p(LANDMARKS.leftCheek), chin)) / 2,
    yaw: yawOf(mesh) * DEGREES,
    roll: rollOf(mesh) * DEGREES,
  };
}
