import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { isnetModelField } from "../../models/isnet/model-field";

export const settings = z.object({
  model: isnetModelField,
  strength: z.number().min(1).max(60).default(12).meta({
    title: "Blur strength",
    description:
      "The blur's radius (a Gaussian's standard deviation) on a photo whose shorter side is 1000 px, proportionally more on larger photos. Around 5 keeps the scene recognisable; 20 and more turns it into soft colour.",
    widget: "range",
    step: 0.5,
    unit: " px",
  }),
  feather: z.number().min(0).max(20).default(3).meta({
    title: "Edge feathering",
    description: "How gradually the sharp subject gives way to the blurred background, in pixels on a photo whose shorter side is 1000 px.",
    widget: "range",
    step: 0.5,
    unit: " px",
  }),
  format: outputFormatField,
  quality: qualityField,
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-blur-image-background",
  // A neural network (ISNet) over the whole image: tens of times the work of the plain actions.
  api: { name: "background-blur", cost: 2, budget: { seconds: 30, perUnit: 4, unit: "megapixel" }, model: true },
  label: "Blur image backgrounds",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  webgpu: true,
  settings,
  metadata: true,
  // ONNX Runtime spreads one inference over every core: one worker, holding two files so that one's
  // decoding and encoding overlap the other's inference.
  maxWorkers: 1,
  jobsPerWorker: 2,
});
