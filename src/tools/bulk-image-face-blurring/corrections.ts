/**
 * The visitor's corrections to what the detector found, kept as two per-file settings: boxes added
 * where a face was missed and boxes of found faces to leave alone. Each is a text list of boxes in
 * fractions of the image, "x,y,width,height;…", so it survives as a plain setting (saved, sent to
 * the worker) and lands on the same place whatever the pixel size. A found face counts as removed
 * when a removed box covers the same place, so a run with other detection settings, whose boxes move
 * a little, keeps the visitor's choice.
 */
import type { RelBox } from "../../lib/relative-box";
import { iou } from "../../models/face/boxes";

/** Overlap at which a removed box and a found face are the same face. */
export const SAME_BOX_IOU = 0.5;
/** Decimals kept of each fraction: a ten-thousandth of the image, under a pixel up to 10 000 px. */
const DECIMALS = 4;

function isFraction(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 1;
}

/** The boxes of a list, or null when it is not one (wrong numbers, boxes outside the image). */
export function parseBoxes(text: string): RelBox[] | null {
  if (text.trim() === "") return [];
  const boxes: RelBox[] = [];
  for (const item of text.split(";")) {
    const values = item.split(",").map((part) => (part.trim() === "" ? NaN : Number(part)));
    if (values.length !== 4 || !values.every(isFraction)) return null;
    const [x, y, width, height] = values as [number, number, number, number];
    if (width <= 0 || height <= 0 || x + width > 1.0001 || y + height > 1.0001) return null;
    boxes.push({ x, y, width, height });
  }
  return boxes;
}

export function formatBoxes(boxes: readonly RelBox[]): string {
  const round = (value: number) => Number(value.toFixed(DECIMALS));
  return boxes.map((box) => [box.x, box.y, box.width, box.height].map(round).join(",")).join(";");
}

/** A list with one more box. */
export function withBox(list: string, box: RelBox): string {
  return formatBoxes([...(parseBoxes(list) ?? []), box]);
}

/** A list without the boxes on the same place as `box`. */
export function withoutBox(list: string, box: RelBox): string {
  return formatBoxes((parseBoxes(list) ?? []).filter((kept) => iou(kept, box) < SAME_BOX_IOU));
}

export interface FoundFace extends RelBox {
  score: number;
}

/** A face as the result reports it: found or added, and whether the visitor removed it. */
export interface Face extends RelBox {
  /** The detector's confidence; null for an added box. */
  score: number | null;
  source: "found" | "added";
  removed: boolean;
}

/** Found faces (the removed ones marked), then the added boxes. */
export function applyCorrections(found: readonly FoundFace[], added: readonly RelBox[], removed: readonly RelBox[]): Face[] {
  return [
    ...found.map((face): Face => ({ ...face, source: "found", removed: removed.some((box) => iou(box, face) >= SAME_BOX_IOU) })),
    ...added.map((box): Face => ({ ...box, score: null, source: "added", removed: false })),
  ];
}

/** The faces of a result's `data`, or none when it holds no face list (a file not processed yet, an older result). */
export function facesOf(data: Record<string, unknown> | null | undefined): Face[] {
  const faces = data?.faces;
  if (!Array.isArray(faces)) return [];
  return faces.filter(
    (face): face is Face =>
      typeof face === "object" &&
      face !== null &&
      ["x", "y", "width", "height"].every((key) => typeof (face as Record<string, unknown>)[key] === "number") &&
      ((face as Face).source === "found" || (face as Face).source === "added"),
  );
}
