import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { parseMarks } from "../../lib/marks";

/** The file a mask for `photo.jpg` comes in: `photo.mask.png`, white where to remove. */
export const MASK_SUFFIX = ".mask.png";

export const settings = z.object({
  marks: z
    .string()
    .default("")
    .refine((text) => parseMarks(text) !== null, "use marks of the form “remove brush 0.05 0.1,0.2 0.15,0.25”, separated by ;")
    .meta({
      title: "Marks",
      description:
        "What to fill, one mark after another with ; between them: “remove”, “keep” (pixels the fill may not copy from) or “erase” (takes back earlier marks), then “brush”, “rect” or “lasso”, the brush's diameter as a fraction of the image's shorter side (0 for the others), then x,y points in fractions of the image's width and height from its top-left corner: a brush's path, a rectangle's two opposite corners or a lasso's outline. A mask uploaded beside the photo (photo.mask.png, white where to fill) is applied before the marks.",
    }),
  grow: z.number().int().min(0).max(40).default(3).meta({
    title: "Grow the marks by",
    description:
      "Widens every mark by this many pixels before filling, so the soft edge, fringe or shadow around an object goes with it. 0 fills exactly what is marked.",
    unit: "px",
    widget: "range",
  }),
  format: outputFormatField,
  quality: qualityField,
});

export default defineTool({
  id: "bulk-photo-object-remover",
  // No neural network: PatchMatch, seconds of one core per photo, yet a fraction of a network's memory.
  api: { name: "object-remove", cost: 1, budget: { seconds: 20, perUnit: 5, unit: "megapixel" }, example: { companions: ["mask"] } },
  label: "Remove objects",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
  dropNote: "Nothing is filled until you mark what should go on a photo, or drop masks named like the photos (photo.mask.png) beside them.",
  companions: { mask: MASK_SUFFIX },
  // The fill is single-threaded and busy for seconds per photo.
  minWorkers: 2,
});
