import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { boxSettings } from "../../domain/box-settings";
import { ASPECT_IDS, ASPECT_LABELS } from "./presets";

export const settings = z.object({
  aspect: z.enum(ASPECT_IDS).default("1:1").meta({
    title: "Aspect ratio or size",
    description:
      "A ratio keeps each photo's own resolution. Social media and passport sizes are also resized to exactly that many pixels (passport photos at 300 dpi).",
    labels: ASPECT_LABELS,
  }),
  mode: z
    .enum(["centre", "box", "smart"])
    .default("centre")
    .meta({
      title: "Crop placement",
      description:
        "Centre takes the largest crop of the ratio from the middle. Crop box uses the box you draw on the image, in the same place on every image. Smart crop looks for the busy, colourful part of each image and centres the crop on it. With the free ratio, the drawn box is used.",
      widget: "radio",
      labels: { centre: "Centre", box: "Crop box", smart: "Smart crop" },
    }),
  // Drawn on the image in the options panel, not the form.
  ...boxSettings(
    "box",
    "the crop box",
    'Used when mode is "box" or aspect is "free"; with a ratio, the crop is the largest of that ratio inside the box, on its centre.',
    { x: 0, y: 0, width: 1, height: 1 },
  ),
  format: outputFormatField,
  quality: qualityField,
});

export default defineTool({
  id: "bulk-image-cropper",
  api: { name: "crop", cost: 1, budget: { seconds: 10, perUnit: 1.5, unit: "megapixel" } },
  label: "Crop images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
});
