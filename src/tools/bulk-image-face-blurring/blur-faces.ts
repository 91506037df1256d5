/**
 * The tool's work on decoded pixels, for the browser's worker (process.ts) and the API server alike:
 * the faces found and corrected by the visitor's boxes, and every face left in hidden.
 */
import type { z } from "zod";
import { type Progress, progressWithin } from "../../domain/tool";
import type { Raster } from "../../codecs/image";
import { applyCorrections, type Face, parseBoxes } from "./corrections";
import { coverRect, faceSide, toFractions } from "./cover";
import { type FaceDetectors, findFaces } from "../../models/face/find-faces";
import { hideFaces } from "./hide";
import type { settings as schema } from "./meta";
import { searchPlan } from "../../models/face/search";

type Settings = z.output<typeof schema>;

function boxesOf(text: string, what: string) {
  const boxes = parseBoxes(text);
  if (!boxes) throw new Error(`the ${what} face boxes are not a list of boxes inside the image`);
  return boxes;
}

/** The visitor's added and removed boxes, checked before any pixel is decoded. */
export function corrections(settings: Settings) {
  return { added: boxesOf(settings.added, "added"), removed: boxesOf(settings.removed, "removed") };
}

export function blurNote(faces: readonly Face[]): string | undefined {
  const hidden = faces.filter((face) => !face.removed).length;
  // The setting's title lets the API's wording name the parameter the boxes go in (server/processing/api-wording.ts).
  if (faces.length === 0)
    return "no face found: the photo is unchanged. If a face was missed, draw a box on it under Options (“Added face boxes”).";
  if (hidden === 0) return "every face was left unblurred: the photo is unchanged.";
  return undefined;
}

export async function blurFaces(
  detectors: FaceDetectors,
  raster: Raster,
  settings: Settings,
  signal: AbortSignal,
  progress: Progress,
): Promise<{ result: Raster; faces: Face[] }> {
  const { added, removed } = corrections(settings);
  const { width, height } = raster;
  const plan = searchPlan(width, height, settings.smallestFace, settings.sensitivity);
  const found = await findFaces(detectors, raster, plan, signal, progressWithin(progress, 0.15, 0.63));
  const faces = applyCorrections(
    found.map((box) => ({ ...toFractions(box, width, height), score: box.score })),
    added,
    removed,
  );
  progress(0.8, settings.method);
  const covers = faces
    .filter((face) => !face.removed)
    .map((face) => ({ rect: coverRect(face, settings.padding / 100, width, height), side: faceSide(face, width, height) }));
  return { result: hideFaces(raster, covers, settings), faces };
}
