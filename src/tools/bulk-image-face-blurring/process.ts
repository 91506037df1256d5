import type { z } from "zod";
import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { applyCorrections, type Face, parseBoxes } from "./corrections";
import { coverRect, faceSide, toFractions } from "./cover";
import { cachePoseModel, faceDetector, findFaces } from "./detector";
import { hideFaces } from "./hide";
import type { settings as schema } from "./meta";
import { searchPlan, THRESHOLDS } from "./search";

type Settings = z.output<typeof schema>;

function boxesOf(text: string, what: string) {
  const boxes = parseBoxes(text);
  if (!boxes) throw new Error(`the ${what} face boxes are not a list of boxes inside the image`);
  return boxes;
}

function note(faces: readonly Face[]): string | undefined {
  const hidden = faces.filter((face) => !face.removed).length;
  if (faces.length === 0) return "no face found: the photo is unchanged. Draw a box on it under Options if a face was missed.";
  if (hidden === 0) return "every face was left unblurred: the photo is unchanged.";
  return undefined;
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const added = boxesOf(settings.added, "added");
  const removed = boxesOf(settings.removed, "removed");
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const { width, height } = raster;
  const plan = searchPlan(width, height, settings.smallestFace, settings.sensitivity);
  const found = await findFaces(raster, plan, signal, progress);
  const faces = applyCorrections(
    found.map((box) => ({ ...toFractions(box, width, height), score: box.score })),
    added,
    removed,
  );
  progress(0.8, settings.method);
  const covers = faces
    .filter((face) => !face.removed)
    .map((face) => ({ rect: coverRect(face, settings.padding / 100, width, height), side: faceSide(face, width, height) }));
  const result = hideFaces(raster, covers, settings);
  signal.throwIfAborted();
  progress(0.85, "encode");
  const file = await encodeOutput(result, { format, quality: settings.quality }, metadata);
  return { files: [file], note: note(faces), data: { faces } };
};

/** Starts the model and runtime downloads while the visitor is still choosing files. */
export const prepare: PrepareFn<Settings> = (settings) => {
  (THRESHOLDS[settings.sensitivity].posed ? cachePoseModel() : faceDetector()).catch(() => undefined);
};

export default process;
