import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { qualityField } from "../../codecs/output-format";
import { PAGE_RANGES_PATTERN } from "./page-ranges";

export const settings = z.object({
  pages: z
    .enum(["all", "ranges"])
    .default("all")
    .meta({
      title: "Pages",
      description: "Every page of each PDF, or only the page numbers listed.",
      widget: "radio",
      labels: { all: "All pages", ranges: "Choose pages" },
    }),
  ranges: z
    .string()
    .max(200)
    .regex(PAGE_RANGES_PATTERN, "pages and ranges such as 1-3,7")
    .default("1")
    .meta({
      title: "Page numbers",
      description: "Pages and ranges such as 1-3,7,10- (10- runs to the last page). The same pages are taken from every PDF.",
      showWhen: { pages: ["ranges"] },
    }),
  sizeBy: z
    .enum(["dpi", "width"])
    .default("dpi")
    .meta({
      title: "Size",
      description:
        "A resolution gives each page pixels in proportion to its printed size; a width draws every page the same number of pixels wide.",
      widget: "radio",
      labels: { dpi: "Resolution (DPI)", width: "Maximum width" },
    }),
  dpi: z
    .number()
    .int()
    .min(72)
    .max(600)
    .default(150)
    .meta({
      title: "Resolution",
      description:
        "72–96 DPI for thumbnails, 150 for reading on screen (an A4 page becomes 1240 × 1754 pixels), 300 or more for print and OCR.",
      unit: "DPI",
      step: 1,
      showWhen: { sizeBy: ["dpi"] },
    }),
  maxWidth: z
    .number()
    .int()
    .min(16)
    .max(16_384)
    .default(1600)
    .meta({
      title: "Maximum width",
      description: "Every page is drawn this many pixels wide, its height in proportion.",
      unit: "px",
      showWhen: { sizeBy: ["width"] },
    }),
  format: z
    .enum(["png", "jpeg", "webp"])
    .default("png")
    .meta({
      title: "Format",
      description: "PNG keeps text and lines sharp; JPG is smaller for scans and photos and opens everywhere; WebP is small for the web.",
      widget: "radio",
      labels: { png: "PNG", jpeg: "JPG", webp: "WebP" },
    }),
  quality: qualityField.meta({ showWhen: { format: ["jpeg", "webp"] } }),
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "a colour such as #ffffff")
    .default("#ffffff")
    .meta({
      title: "Background colour",
      description: "Pages are laid on this colour where nothing is drawn (most PDFs mean white).",
      widget: "color",
    }),
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-pdf-to-images-converter",
  label: "Convert PDF pages to images",
  accepts: ["pdf"],
  outputs: ["png", "jpeg", "webp"],
  settings,
  api: { name: "pdf-to-images", cost: 1, budget: { seconds: 10, perUnit: 0.2, unit: "output megapixel" }, maxPages: 200 },
  presets: {
    "pdf-to-png": { format: "png" },
    "pdf-to-jpg": { format: "jpeg" },
    "pdf-to-webp": { format: "webp" },
  },
});
