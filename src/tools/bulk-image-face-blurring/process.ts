import type { z } from "zod";
import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { blurFaces, blurNote, corrections } from "./blur-faces";
import { faceDetectors, prepareDetectors } from "../../models/face/find-faces";
import type { settings as schema } from "./meta";
import { THRESHOLDS } from "../../models/face/search";

type Settings = z.output<typeof schema>;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  corrections(settings);
  const { raster, metadata, format } = await openImage(input, settings.format, progress);
  signal.throwIfAborted();
  const { result, faces } = await blurFaces(await faceDetectors(), raster, settings, signal, progress);
  signal.throwIfAborted();
  progress(0.85, "encode");
  const file = await encodeOutput(result, { format, quality: settings.quality }, metadata);
  return { files: [file], note: blurNote(faces), data: { faces } };
};

/** Starts the model and runtime downloads while the visitor is still choosing files. */
export const prepare: PrepareFn<Settings> = (settings) => {
  prepareDetectors(Boolean(THRESHOLDS[settings.sensitivity].posed)).catch(() => undefined);
};

export default process;
