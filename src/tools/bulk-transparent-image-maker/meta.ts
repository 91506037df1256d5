import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { qualityField, transparentFormatField } from "../../codecs/output-format";

const removing = { remove: ["border", "color"] };

export const settings = z.object({
  remove: z
    .enum(["border", "color", "none"])
    .default("border")
    .meta({
      title: "Colour to remove",
      description:
        "What becomes transparent: the background found from the colours along each image's borders, a colour you pick, or nothing.",
      widget: "radio",
      labels: {
        border: "The background, detected from each image's borders",
        color: "A colour I pick",
        none: "None: only the transparency level",
      },
    }),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "use a colour of the form #rrggbb")
    .default("#ffffff")
    .meta({
      title: "Picked colour",
      description: 'The colour made transparent when remove is "color"; on the page you pick it on an image.',
      widget: "color",
    }),
  tolerance: z.number().int().min(0).max(100).default(12).meta({
    title: "Tolerance",
    description:
      "How far a colour may be from the removed one and still go, as a share of the distance from black to white: 0 removes only the exact colour.",
    widget: "range",
    unit: "%",
    showWhen: removing,
  }),
  feather: z.number().int().min(0).max(50).default(8).meta({
    title: "Edge feathering",
    description: "Colours up to this much beyond the tolerance become partly transparent, so edges blend instead of looking jagged.",
    widget: "range",
    unit: "%",
    showWhen: removing,
  }),
  smoothing: z.number().int().min(0).max(10).default(1).meta({
    title: "Edge smoothing",
    description: "Fades the outermost pixels of what is kept over this many pixels, for a smoother outline. 0 turns it off.",
    widget: "range",
    unit: " px",
    showWhen: removing,
  }),
  region: z
    .enum(["connected", "everywhere"])
    .default("connected")
    .meta({
      title: "Where to remove it",
      description: "Around the subject keeps the same colour inside it, such as white parts of a product photographed on white.",
      widget: "radio",
      labels: { connected: "Only around the subject (touching the image edges)", everywhere: "Everywhere in the image" },
      showWhen: removing,
    }),
  fade: z.boolean().default(false).meta({
    title: "Make the whole image see-through",
    description: "Lowers the opacity of every pixel by the transparency level, after any colour is removed.",
  }),
  transparency: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({
      title: "Transparency level",
      description:
        "From 1 to 100, how see-through the whole image becomes: every pixel keeps (100 − level)% of its opacity, so 1 barely changes it, 50 halves it and 100 makes it invisible.",
      widget: "range",
      showWhen: { fade: [true] },
    }),
  format: transparentFormatField,
  lossless: z
    .boolean()
    .default(true)
    .meta({
      title: "Lossless WebP",
      description: "Exact pixels and transparency, usually in a smaller file than PNG; off, the quality decides.",
      showWhen: { format: ["webp"] },
    }),
  quality: qualityField.meta({
    description: "For lossy WebP: higher keeps more detail in larger files.",
    showWhen: { format: ["webp"], lossless: [false] },
  }),
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-transparent-image-maker",
  api: { name: "transparent", cost: 1, budget: { seconds: 10, perUnit: 2.5, unit: "megapixel" } },
  label: "Make images transparent",
  accepts: IMAGE_FORMATS,
  outputs: ["png", "webp"],
  settings,
});
