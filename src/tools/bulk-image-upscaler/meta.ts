import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";

export const settings = z.object({
  scale: z
    .enum(["2", "3", "4"])
    .default("2")
    .meta({
      title: "Scale",
      description: "Each side is multiplied: 500 × 500 becomes 1000 × 1000, 1500 × 1500 or 2000 × 2000.",
      widget: "radio",
      labels: { "2": "2×", "3": "3×", "4": "4×" },
    }),
  model: z
    .enum(["fast", "best"])
    .default("fast")
    .meta({
      title: "Model",
      description: "Best quality uses a larger ESRGAN network: a 2.7 MB download instead of 0.9 MB, and about three times the time.",
      widget: "radio",
      labels: { fast: "Fast (ESRGAN slim)", best: "Best quality (ESRGAN medium)" },
    }),
  format: outputFormatField,
  quality: qualityField.meta({ showWhen: { format: ["same", "jpeg", "webp", "avif"] } }),
});

export default defineTool({
  id: "bulk-image-upscaler",
  // A neural network over the whole image: tens of times the work of the other actions.
  api: {
    name: "upscale",
    cost: 2,
    budget: { seconds: 30, perUnit: 40, unit: "megapixel", weights: { model: { best: 4.5 } } },
    model: true,
  },
  label: "Upscale images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
  // One file at a time, its tiles spread over every core (see engine.ts): a second worker, or a
  // second file per worker, would hold a second output of up to 64 MP for the few per cent of a
  // file's time spent decoding and encoding.
  maxWorkers: 1,
});
