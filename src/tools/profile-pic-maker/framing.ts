/**
 * One framing rule for the whole batch, applied to each face's landmarks: the face levelled by its
 * eye line, centred across on the eyes, scaled so the head takes the same share of every picture,
 * with the eyes at the same height. The mesh's top point is the hairline, not the crown (hair would
 * make it vary anyway), so the head's height comes from the eye-to-chin distance, which the mesh
 * places well on every face.
 */
import type { SampleWindow } from "../../models/face/crop";
import { eyeCentres, eyeToChinOf, type FaceMesh, midpoint, type Point, rollOf } from "../../models/face/landmarks";
import type { RelBox } from "../../lib/relative-box";

/**
 * Top of the head to chin, over eyes to chin. The eyes sit about halfway down an adult's head
 * (artists' proportions and anthropometric surveys put eyes-to-chin at 45–50 % of the head's height).
 */
export const HEAD_PER_EYE_CHIN = 2.1;

/** Where the face is, as the framing reads it from the landmarks. */
export interface FaceGeometry {
  /** Between the two eyes' centres, in image pixels. */
  eyes: Point;
  /** The eye line's angle (radians, clockwise): the picture is turned by it. */
  roll: number;
  /** From the eye line down to the chin, across the eye line, in image pixels. */
  eyeToChin: number;
}

export interface FramingRule {
  /** The output's side, pixels. */
  side: number;
  /** Top of the head to chin, as a share of the side. */
  headShare: number;
  /** The eye line's height from the top, as a share of the side. */
  eyeHeight: number;
}

export function faceGeometry(mesh: FaceMesh): FaceGeometry {
  return { eyes: midpoint(...eyeCentres(mesh)), roll: rollOf(mesh), eyeToChin: eyeToChinOf(mesh) };
}

/** The part of the photo the picture shows: the output pixels' centre, scale and turn in the image. */
export function frameFor(face: FaceGeometry, rule: FramingRule): SampleWindow {
  const outputPerImage = (rule.headShare * rule.side) / (HEAD_PER_EYE_CHIN * face.eyeToChin);
  const scale = 1 / outputPerImage;
  // From the eyes to the picture's centre, in image pixels, along the face's downward axis.
  const down = (0.5 - rule.eyeHeight) * rule.side * scale;
  const centre = { x: face.eyes.x - down * Math.sin(face.roll), y: face.eyes.y + down * Math.cos(face.roll) };
  return { centre, scale, angle: face.roll };
}

/** A square the visitor drew (fractions of the image): the picture shows it as it is, unturned. */
export function frameOfBox(box: RelBox, imageWidth: number, imageHeight: number, side: number): SampleWindow {
  const width = box.width * imageWidth;
  const height = box.height * imageHeight;
  return {
    centre: { x: (box.x + box.width / 2) * imageWidth, y: (box.y + box.height / 2) * imageHeight },
    scale: Math.max(width, height) / side,
    angle: 0,
  };
}

/**
 * The frame as the options panel draws it over the photo: the square around the frame's centre
 * whose side is the frame's (turning aside), in fractions of the image.
 */
export function frameBox(frame: SampleWindow, side: number, imageWidth: number, imageHeight: number): RelBox {
  const length = frame.scale * side;
  return {
    x: (frame.centre.x - length / 2) / imageWidth,
    y: (frame.centre.y - length / 2) / imageHeight,
    width: length / imageWidth,
    height: length / imageHeight,
  };
}

/** Whether the frame's four corners lie inside the photo, so no part of the picture is left without it. */
export function frameInside(frame: SampleWindow, side: number, imageWidth: number, imageHeight: number): boolean {
  const half = (side * frame.scale) / 2;
  const cos = Math.cos(frame.angle);
  const sin = Math.sin(frame.angle);
  return [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].every(([u, v]) => {
    const x = frame.centre.x + half * ((u as number) * cos - (v as number) * sin);
    const y = frame.centre.y + half * ((u as number) * sin + (v as number) * cos);
    return x >= -0.5 && y >= -0.5 && x <= imageWidth + 0.5 && y <= imageHeight + 0.5;
  });
}
