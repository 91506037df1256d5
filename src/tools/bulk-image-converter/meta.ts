import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { JXL_LABEL, JXL_SUPPORT_NOTE, jxlLosslessField, qualityField } from "../../codecs/output-format";

export const settings = z.object({
  format: z
    .enum(["jpeg", "png", "webp", "avif", "jxl"])
    .default("jpeg")
    .meta({
      title: "Convert to",
      description: `PNG is lossless and keeps transparency; JPG opens everywhere but has no transparency; WebP and AVIF are smaller for the web; JPEG XL is smaller still. ${JXL_SUPPORT_NOTE}`,
      widget: "radio",
      labels: { jpeg: "JPG", png: "PNG", webp: "WebP", avif: "AVIF", jxl: JXL_LABEL },
    }),
  quality: qualityField.meta({
    description: "For JPG, WebP, AVIF and lossy JPEG XL output: higher keeps more detail in larger files.",
    showWhen: { format: ["jpeg", "webp", "avif", "jxl"] },
  }),
  lossless: z
    .boolean()
    .default(false)
    .meta({
      title: "Lossless WebP",
      description: "Exact pixels, like PNG, usually in a smaller file; the quality setting then only sets the effort.",
      showWhen: { format: ["webp"] },
    }),
  jxlLossless: jxlLosslessField,
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "a colour such as #ffffff")
    .default("#ffffff")
    .meta({
      title: "Background for transparent areas",
      description: "JPG cannot store transparency, so transparent and partly transparent pixels are laid on this colour.",
      widget: "color",
      showWhen: { format: ["jpeg"] },
    }),
});

export default defineTool({
  id: "bulk-image-converter",
  api: { name: "convert", cost: 1, budget: { seconds: 10, perUnit: 1.5, unit: "megapixel" } },
  label: "Convert images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif", "jxl"],
  settings,
  presets: {
    "convert-to-png": { format: "png" },
    "convert-to-jpg": { format: "jpeg" },
    "convert-to-webp": { format: "webp" },
  },
  metadata: true,
});
