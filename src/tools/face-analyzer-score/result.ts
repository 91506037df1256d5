/** One face's findings as the worker sends them (the result's `data`) and the table reads them. */
import type { ShapeName } from "./classify";
import type { Measurements } from "./measure";

/** Beyond this, the face is too far from frontal for its outline to mean its shape. */
export const MAX_YAW_DEGREES = 15;

export type Unmeasured = "too small" | "no outline";

export interface FaceResult {
  /** Its number on the annotated photo, largest face first. */
  number: number;
  turned: boolean;
  /**
   * Why the face has no measurements: too small for an answer that holds, or the mesh found no face
   * outline in the detector's box (most often a box on something that is not a face).
   */
  unmeasured?: Unmeasured;
  /** The estimate; absent for a turned or unmeasured face. */
  top?: ShapeName;
  /** The runner-up, named beside the top shape when its lead is too small to name it alone. */
  close?: ShapeName;
  shares?: Record<ShapeName, number>;
  measurements?: Measurements;
}

/** A face's answer as drawn on the photo: "Oval 61 %", a close call "Oval or Heart (43 / 29 %)", or why it has none. */
export function label(face: FaceResult): string {
  if (face.unmeasured === "too small") return "Too small";
  if (face.unmeasured === "no outline") return "No outline";
  if (face.turned) return "Face turned";
  const share = (shape: ShapeName) => face.shares?.[shape] ?? 0;
  return face.close ? `${face.top} or ${face.close} (${share(face.top!)} / ${share(face.close)} %)` : `${face.top} ${share(face.top!)} %`;
}

function answer(face: FaceResult): string {
  if (face.turned) return `face turned (${Math.round(Math.abs(face.measurements?.yaw ?? 0))}°): use a frontal photo`;
  return label(face);
}

const UNMEASURED: Record<Unmeasured, { one: string; many: string }> = {
  "too small": {
    one: "too small to measure reliably: crop closer to the face or use a larger photo",
    many: "too small to measure reliably",
  },
  "no outline": { one: "no face outline found in its box", many: "with no face outline found" },
};

const faces = (count: number) => `${count} ${count === 1 ? "face" : "faces"}`;

/**
 * What a result card says of the photo's faces, e.g. "Oval 41 %". Faces without an answer are counted,
 * not listed: a crowd's small faces would fill the card.
 */
export function summary(results: readonly FaceResult[]): string {
  const answered = results.filter((face) => !face.unmeasured);
  if (results.length === 1) {
    const [face] = results as [FaceResult];
    const text = face.unmeasured ? `the face: ${UNMEASURED[face.unmeasured].one}` : answer(face);
    return text.charAt(0).toUpperCase() + text.slice(1);
  }
  const parts = answered.map((face) => `Face ${face.number}: ${answer(face)}`);
  for (const reason of Object.keys(UNMEASURED) as Unmeasured[]) {
    const count = results.filter((face) => face.unmeasured === reason).length;
    if (count > 0) parts.push(`${faces(count)} ${UNMEASURED[reason].many}`);
  }
  return parts.join(" · ");
}
