import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { qualityField } from "../../codecs/output-format";

export const settings = z.object({
  minSize: z.number().int().min(0).max(4000).default(50).meta({
    title: "Minimum size",
    description:
      "Images narrower or shorter than this are skipped: logos, bullets and rules. Around 100 keeps only real pictures; 0 keeps everything.",
    unit: "px",
  }),
  format: z
    .enum(["png", "webp", "jpeg"])
    .default("png")
    .meta({
      title: "Format for images not stored as JPEG",
      description:
        "JPEG images are always saved exactly as stored. The others (Flate, JPEG 2000, CCITT, JBIG2, masks) are decoded and saved in this format: PNG keeps every pixel and transparency; JPG lays transparent areas on white.",
      widget: "radio",
      labels: { png: "PNG", webp: "WebP", jpeg: "JPG" },
    }),
  quality: qualityField.meta({ showWhen: { format: ["jpeg", "webp"] } }),
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-pdf-image-extractor",
  label: "Extract images from PDFs",
  accepts: ["pdf"],
  outputs: ["jpeg", "png", "webp"],
  settings,
  api: { name: "pdf-extract-images", cost: 1, budget: { seconds: 10, perUnit: 0.5, unit: "page" }, maxPages: 500 },
});
