import type { PrepareFn, ProcessFn } from "../../domain/tool";
import { encodeOutput, openImage } from "../../codecs/pipeline";
import { shrinkInside } from "../../codecs/resize";
import { prepareDetectors } from "../../models/face/find-faces";
import { faceModels } from "../../models/face/landmarked";
import { measuredFaces } from "./analyse";
import { annotate, MAX_SIDE } from "./annotate";
import type { Settings } from "./meta";
import { summary } from "./result";

/**
 * The browser scales a large photo while decoding it: the annotated copy is at most MAX_SIDE, and a
 * face large enough to measure keeps far more pixels than the mesh's 192-pixel crop at that size.
 */
function decodeSize(width: number, height: number) {
  if (Math.max(width, height) <= MAX_SIDE) return undefined;
  return { source: { x: 0, y: 0, width, height }, ...shrinkInside(width, height, MAX_SIDE, MAX_SIDE) };
}

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const scaleTo = input.kind === "file" ? decodeSize(input.width, input.height) : undefined;
  const { raster } = await openImage(input, "png", progress, { scaleTo });
  progress(0.2, "find faces");
  const faces = await measuredFaces(await faceModels(), raster, signal);
  progress(0.85, "draw");
  // The browser's own PNG encoder: in a profile of the corpus batch, OxiPNG's smaller files took over
  // ten times the models' own time, for a picture that is looked at, not published.
  const file = await encodeOutput(annotate(raster, faces, settings), { format: "png", pngEffort: 0 });
  const results = faces.map((face) => face.result);
  return { files: [file], note: summary(results), data: { faces: results } };
};

/** Starts the face models' download while the visitor is still choosing photos. */
export const prepare: PrepareFn<Settings> = () => {
  // Face blurring's search (with its pose network), so a photo gets the same count in every face tool.
  Promise.all([faceModels(), prepareDetectors(true)]).catch(() => undefined);
};

export default process;
