/** Face meshes made up for the tests: the landmarks a test names placed where it says, the rest at the face's centre. */
import { type FaceMesh, LANDMARK_COUNT, type Point } from "../models/face/landmarks";

export interface Placement {
  /** Added to every point, after turning: where the face is in the image. */
  offset?: Point;
  /** The face's roll, radians clockwise, about the origin of the points given. */
  roll?: number;
}

export function syntheticMesh(points: Readonly<Record<number, Point>>, { offset = { x: 0, y: 0 }, roll = 0 }: Placement = {}): FaceMesh {
  const cos = Math.cos(roll);
  const sin = Math.sin(roll);
  const placed = new Float32Array(LANDMARK_COUNT * 3);
  for (let index = 0; index < LANDMARK_COUNT; index += 1) {
    const { x, y } = points[index] ?? { x: 0, y: 0 };
    placed[index * 3] = offset.x + x * cos - y * sin;
    placed[index * 3 + 1] = offset.y + x * sin + y * cos;
  }
  return { points: placed, score: 1 };
}
