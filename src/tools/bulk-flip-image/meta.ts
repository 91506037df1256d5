import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";

export const settings = z.object({
  flip: z
    .enum(["none", "horizontal", "vertical", "both"])
    .default("horizontal")
    .meta({
      title: "Flip",
      description: "Horizontal mirrors each image left to right; vertical turns it upside down; both does the two, which is a half turn.",
      widget: "radio",
      labels: { none: "None", horizontal: "Horizontal (mirror)", vertical: "Vertical (upside down)", both: "Both" },
    }),
  rotate: z
    .enum(["0", "90", "180", "270"])
    .default("0")
    .meta({
      title: "Rotate clockwise",
      description: "Applied after the flip. The photo's own EXIF orientation is applied first, so phone photos start upright.",
      widget: "radio",
      labels: { "0": "0°", "90": "90°", "180": "180°", "270": "270°" },
    }),
  format: outputFormatField,
  quality: qualityField,
});

export default defineTool({
  id: "bulk-flip-image",
  api: { name: "flip", cost: 1, budget: { seconds: 10, perUnit: 1.5, unit: "megapixel" } },
  label: "Flip and rotate images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
});
