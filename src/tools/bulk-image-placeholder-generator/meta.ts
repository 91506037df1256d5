import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { qualityField } from "../../codecs/output-format";
import { MAX_MEGAPIXELS, MAX_SIDE, parseSizeList } from "./sizes";
import { placeholderSources } from "./sources";

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, "use a colour of the form #rrggbb");

export const settings = z.object({
  sizes: z
    .string()
    .max(20_000)
    // Every entry must be a size: the API takes no size list (its placeholders are made from images), so there a bad one
    // would pass unseen; the page's form keeps the text as typed, and each bad entry fails as a file of its own.
    .superRefine((text, context) => {
      const problems = parseSizeList(text).flatMap((entry) => ("problem" in entry ? [entry.problem] : []));
      if (problems.length > 0) context.addIssue({ code: "custom", message: problems.join("; ") });
    })
    .default("1200x630\n800x600\n1080x1080")
    .meta({
      title: "Placeholder sizes",
      description: `Width × height in pixels, one per line or separated by commas, such as 1200x630. Up to ${MAX_SIDE.toLocaleString("en")} pixels a side and ${MAX_MEGAPIXELS} megapixels.`,
      widget: "textarea",
    }),
  background: hexColor
    .default("#cccccc")
    .meta({ title: "Background colour", description: "Fills each placeholder behind its label.", widget: "color" }),
  textColor: hexColor.default("#555555").meta({ title: "Text colour", description: "The colour of the label.", widget: "color" }),
  label: z.string().max(200).default("{w} × {h}").meta({
    title: "Label",
    description: "{w} and {h} become the width and height. Leave it empty for a plain image.",
  }),
  fontSize: z.number().int().min(0).max(2000).default(0).meta({
    title: "Font size",
    description: "0 sizes the label to fit the image.",
    unit: "px",
  }),
  format: z
    .enum(["png", "jpeg", "webp", "svg"])
    .default("png")
    .meta({
      title: "Placeholder format",
      description: "The placeholders' file format; SVG is a small text file that stays sharp at any size.",
      labels: { png: "PNG", jpeg: "JPEG", webp: "WebP", svg: "SVG (vector, any size)" },
    }),
  quality: qualityField.meta({ showWhen: { format: ["jpeg", "webp"] } }),
  tinyImage: z.boolean().default(true).meta({
    title: "Tiny preview image (for your own images)",
    description: "A very small copy of each image you drop, as a file and as a data URL in the JSON and CSS.",
  }),
  previewSize: z
    .number()
    .int()
    .min(4)
    .max(64)
    .default(24)
    .meta({
      title: "Tiny preview size",
      description: "Its longer side, in pixels.",
      unit: " px",
      widget: "range",
      showWhen: { tinyImage: [true] },
    }),
  previewFormat: z
    .enum(["webp", "png", "jpeg"])
    .default("webp")
    .meta({
      title: "Tiny preview format",
      description: "The file format of the tiny preview and of its data URL.",
      labels: { webp: "WebP", png: "PNG", jpeg: "JPEG" },
      showWhen: { tinyImage: [true] },
    }),
  blurhash: z.boolean().default(true).meta({
    title: "BlurHash string",
    description: "A short text a page decodes into a blurred picture of the image, in the JSON and under the result.",
  }),
  blurhashX: z
    .number()
    .int()
    .min(1)
    .max(9)
    .default(4)
    .meta({
      title: "BlurHash detail across",
      description: "Components from left to right; more keeps more detail in a longer string.",
      showWhen: { blurhash: [true] },
    }),
  blurhashY: z
    .number()
    .int()
    .min(1)
    .max(9)
    .default(3)
    .meta({
      title: "BlurHash detail down",
      description: "Components from top to bottom.",
      showWhen: { blurhash: [true] },
    }),
  thumbhash: z.boolean().default(true).meta({
    title: "ThumbHash string",
    description: "Like BlurHash, a short text for a blurred picture of the image, which also keeps its transparency and shape.",
  }),
  jsonFile: z.boolean().default(true).meta({
    title: "JSON file per image",
    description: "Name, size, dominant colour and the chosen previews, for build scripts and content systems.",
  }),
  cssFile: z.boolean().default(true).meta({
    title: "CSS file per image",
    description: "A class that reserves the image's box and shows its dominant colour and tiny preview while it loads.",
  }),
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-image-placeholder-generator",
  label: "Make placeholders",
  accepts: IMAGE_FORMATS,
  outputs: ["png", "jpeg", "webp", "svg", "json", "css"],
  settings,
  api: { name: "placeholder", cost: 1, budget: { seconds: 10, perUnit: 1, unit: "megapixel" } },
  generate: (current) => placeholderSources(current.sizes),
});
