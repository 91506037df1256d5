/**
 * One framing rule for the whole batch, applied to each face's landmarks: the face levelled by its
 * eye line, centred across on the eyes, scaled so the head takes the same share of every picture,
 * with the eyes at the same height. The mesh's top point is the hairline, not the crown (hair would
 * make it vary anyway), so the head's height comes from the eye-to-chin distance, which the mesh
 * places well on every face.
 */
import { type SampleWindow, toImagePoint } from "../../models/face/crop";
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

/**
 * A head may grow to this share of the picture (its top past the picture's, the chin still inside at
 * the default eye line) before the photo's own edges give way to fill: a close-up is cropped, not padded.
 */
export const MAX_HEAD_SHARE = 1.1;
const HEAD_STEP = 0.01;
/** Of the levelling turn, the shares tried in turn, each with every head size: a level face reads better than a smaller one. */
const LEVELLING = [1, 0.75, 0.5, 0.25, 0];
/** The face may move this share of the picture's side off its place (eyes centred, on the eye line) to keep the photo in the frame. */
export const MAX_SHIFT = 0.1;

/** The frame the photo can fill, and how far it had to leave the rule for it. */
export interface FittedFrame {
  frame: SampleWindow;
  /** The head's share of the side it was framed at (the rule's, or larger). */
  headShare: number;
  /** The turn that levels the face (radians); `frame.angle` is how much of it was kept. */
  roll: number;
  /** How far the face moved off its place, as a share of the picture's side. */
  shift: number;
  /** Share of the picture outside the photo (0 when the photo fills it). */
  fill: number;
}

/** The frame moved the least to lie inside the photo, or undefined where it is too large to (turned, a square reaches further). */
function placedInside(frame: SampleWindow, side: number, width: number, height: number): SampleWindow | undefined {
  const half = (side * frame.scale) / 2;
  const reach = half * (Math.abs(Math.cos(frame.angle)) + Math.abs(Math.sin(frame.angle)));
  if (2 * reach > width || 2 * reach > height) return undefined;
  const clamp = (value: number, length: number) => Math.min(Math.max(value, reach), Math.max(reach, length - reach));
  return { ...frame, centre: { x: clamp(frame.centre.x, width), y: clamp(frame.centre.y, height) } };
}

/** Share of the picture's pixels that fall outside the photo, on a grid of samples. */
export function fillShare(frame: SampleWindow, side: number, width: number, height: number, grid = 48): number {
  let outside = 0;
  for (let row = 0; row < grid; row += 1)
    for (let column = 0; column < grid; column += 1) {
      const p = toImagePoint(frame, side, side, { x: ((column + 0.5) * side) / grid, y: ((row + 0.5) * side) / grid });
      if (p.x < 0 || p.y < 0 || p.x > width || p.y > height) outside += 1;
    }
  return outside / (grid * grid);
}

/**
 * The rule's frame where the photo fills it; where it does not (a close-up, a face at the photo's
 * edge, a strong tilt), the least departure from the rule that it fills: the face moved a little off
 * its place, then a larger head, up to `MAX_HEAD_SHARE`, and only then less of the levelling turn.
 * Only a face too large even for that leaves fill, at the largest head, level, as far inside as it goes.
 */
export function fitFrame(face: FaceGeometry, rule: FramingRule, width: number, height: number): FittedFrame {
  const steps = Math.max(0, Math.ceil((MAX_HEAD_SHARE - rule.headShare) / HEAD_STEP - 1e-9));
  for (const keep of LEVELLING)
    for (let step = 0; step <= steps; step += 1) {
      const headShare = Math.min(MAX_HEAD_SHARE, rule.headShare + step * HEAD_STEP);
      const frame = frameFor({ ...face, roll: face.roll * keep }, { ...rule, headShare });
      const placed = placedInside(frame, rule.side, width, height);
      if (!placed) continue;
      const shift = Math.hypot(placed.centre.x - frame.centre.x, placed.centre.y - frame.centre.y) / (rule.side * frame.scale);
      if (shift <= MAX_SHIFT + 1e-9) return { frame: placed, headShare, roll: face.roll, shift, fill: 0 };
    }
  const headShare = Math.max(rule.headShare, MAX_HEAD_SHARE);
  const level = frameFor({ ...face, roll: 0 }, { ...rule, headShare });
  const half = (rule.side * level.scale) / 2;
  const towards = (value: number, length: number) => (2 * half >= length ? length / 2 : Math.min(Math.max(value, half), length - half));
  const frame = { ...level, centre: { x: towards(level.centre.x, width), y: towards(level.centre.y, height) } };
  const shift = Math.hypot(frame.centre.x - level.centre.x, frame.centre.y - level.centre.y) / (rule.side * level.scale);
  return { frame, headShare, roll: face.roll, shift, fill: fillShare(frame, rule.side, width, height) };
}
