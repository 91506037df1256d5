/** One face's findings as the worker sends them (the result's `data`) and the table reads them. */
import type { ShapeName } from "./classify";
import type { Measurements } from "./measure";

/** Beyond this, the face is too far from frontal for its outline to mean its shape. */
export const MAX_YAW_DEGREES = 15;

export interface FaceResult {
  /** Its number on the annotated photo, largest face first. */
  number: number;
  turned: boolean;
  /** The estimate; absent for a turned face. */
  top?: ShapeName;
  shares?: Record<ShapeName, number>;
  measurements: Measurements;
}

/** A face's answer as drawn on the photo: "Oval 41 %", or that the face is turned. */
export function label(face: FaceResult): string {
  return face.turned ? "Face turned" : `${face.top} ${face.shares?.[face.top!] ?? 0} %`;
}

/** What a result card says of the photo's faces, e.g. "Oval 41 %". */
export function summary(faces: readonly FaceResult[]): string {
  const one = (face: FaceResult) =>
    face.turned ? `face turned (${Math.round(Math.abs(face.measurements.yaw))}°): use a frontal photo` : label(face);
  if (faces.length === 1) {
    const text = one(faces[0]!);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  return faces.map((face) => `Face ${face.number}: ${one(face)}`).join(" · ");
}
