import type { ProcessFn } from "../../domain/tool";
import { requireFile } from "../../codecs/pipeline";
import { drawPlaceholder } from "./draw-placeholder";
import type { Settings } from "./meta";
import { makePreviews } from "./previews";
import { sizeOfSpec } from "./sources";

/** Generated jobs are placeholder images from the size list; dropped files get their low-quality previews. */
const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  if (input.kind !== "generated") return makePreviews(signal, requireFile(input), settings, progress);
  const { width, height } = sizeOfSpec(input.spec);
  progress(0.2, "draw");
  return { files: [await drawPlaceholder(width, height, settings)] };
};

export default process;
