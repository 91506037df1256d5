import type { z } from "zod";
import { sameFormat } from "../../codecs/pipeline";
import type { settings as schema } from "./meta";
import { planSize } from "./size";
import { encodeFromFile, sourcePipeline } from "../../../server/processing/image-io";
import { type ActionRunner, oneImage } from "../../../server/processing/result";

type Settings = z.output<typeof schema>;

const KERNELS = { lanczos3: "lanczos3", "lanczos3-linear": "lanczos3", fast: "linear" } as const;

/**
 * From the file's bytes straight to the encoded output in one sharp pipeline, never through raw
 * pixels: a JPEG made smaller is decoded at a fraction of its size, and nothing holds the whole image.
 */
export const run: ActionRunner<Settings> = async ({ bytes }, settings) => {
  const source = await sourcePipeline(bytes);
  const plan = planSize(source.width, source.height, settings);
  const { x, y, width, height } = plan.source;
  let pipeline = source.pipeline;
  // A pre-resize extract of the whole image would turn shrink-on-load off.
  if (x !== 0 || y !== 0 || width !== source.width || height !== source.height)
    pipeline = pipeline.extract({ left: x, top: y, width, height });
  pipeline = pipeline.resize(plan.width, plan.height, { fit: "fill", kernel: KERNELS[settings.method] });
  // libvips' gamma() resizes in (approximately) linear light: the tool's "Lanczos3 in linear light".
  if (settings.method === "lanczos3-linear") pipeline = pipeline.gamma();
  const format = settings.format === "same" ? sameFormat(source.format) : settings.format;
  const encoded = await encodeFromFile(pipeline, { format, quality: settings.quality, fastJpeg: settings.jpegEncoder === "browser" });
  const note = plan.heldBack
    ? `Not enlarged: the image is smaller than the target, so it keeps its own scale (${encoded.width} × ${encoded.height} px). Set "enlarge": true to scale it up.`
    : undefined;
  return oneImage(encoded, note);
};
