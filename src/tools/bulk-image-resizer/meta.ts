import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { MAX_OUTPUT_SIDE } from "./size";

const pixels = (fallback: number, title: string, description: string) =>
  z.number().int().min(1).max(MAX_OUTPUT_SIDE).default(fallback).meta({ title, description, unit: " px" });

export const settings = z.object({
  mode: z
    .enum(["width", "height", "both", "percent", "longest"])
    .default("width")
    .meta({
      title: "Resize by",
      description:
        "Width or height sets that side and the other follows; width and height fit each image to a box; a percentage scales both sides; longest side sets the longer one.",
      widget: "radio",
      labels: { width: "Width", height: "Height", both: "Width and height", percent: "Percentage", longest: "Longest side" },
    }),
  width: pixels(1600, "Width", "The height follows the aspect ratio, unless both sides are set.").meta({
    showWhen: { mode: ["width", "both"] },
  }),
  height: pixels(1200, "Height", "The width follows the aspect ratio, unless both sides are set.").meta({
    showWhen: { mode: ["height", "both"] },
  }),
  fit: z
    .enum(["inside", "fill", "stretch"])
    .default("inside")
    .meta({
      title: "Fit in the box",
      description:
        "Fit keeps the whole image inside the box; fill covers the box and crops the overflow from the centre; stretch ignores the proportions.",
      widget: "radio",
      labels: { inside: "Fit inside", fill: "Fill (crop)", stretch: "Stretch" },
      showWhen: { mode: ["both"] },
    }),
  percent: z
    .number()
    .min(1)
    .max(1000)
    .default(50)
    .meta({ title: "Percentage", description: "Of the original width and height.", unit: "%", step: 1, showWhen: { mode: ["percent"] } }),
  longest: pixels(2048, "Longest side", "The longer of width and height gets this size, for mixed portrait and landscape photos.").meta({
    showWhen: { mode: ["longest"] },
  }),
  enlarge: z.boolean().default(false).meta({
    title: "Allow enlarging",
    description: "Off: images already smaller than the target keep their size. Enlarging only makes pixels bigger; it adds no detail.",
  }),
  method: z
    .enum(["lanczos3", "lanczos3-linear", "fast"])
    .default("lanczos3")
    .meta({
      title: "Resampling",
      description:
        "Lanczos3 keeps edges sharp. Linear light is the most accurate on fine patterns and strong edges, and slower. Fast uses the browser's own smoothing.",
      labels: { lanczos3: "Lanczos3", "lanczos3-linear": "Lanczos3 in linear light (gamma-correct)", fast: "Fast (browser smoothing)" },
    }),
  format: outputFormatField,
  quality: qualityField.meta({ showWhen: { format: ["same", "jpeg", "webp", "avif"] } }),
  jpegEncoder: z
    .enum(["browser", "mozjpeg"])
    .default("browser")
    .meta({
      title: "JPEG encoder",
      description: "The browser's encoder is several times faster; MozJPEG makes files a few per cent smaller at the same look.",
      labels: { browser: "Browser (fast)", mozjpeg: "MozJPEG (smaller, slower)" },
      showWhen: { format: ["same", "jpeg"] },
    }),
});

export default defineTool({
  id: "bulk-image-resizer",
  api: { name: "resize", cost: 1, budget: { seconds: 10, perUnit: 1, unit: "megapixel" } },
  label: "Resize images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
});
