import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { jxlLosslessField, outputFormatWithJxlField } from "../../codecs/output-format";

const TARGET_MODES = { mode: ["target-quality"] } as const;
const PNG_OUTPUT = { format: ["same", "png"] } as const;

export const settings = z.object({
  mode: z
    .enum(["quality", "target-quality", "target-size"])
    .default("quality")
    .meta({
      title: "Compression mode",
      widget: "radio",
      labels: {
        quality: "Fixed quality",
        "target-quality": "Target visual quality (SSIM)",
        "target-size": "Target file size",
      },
      description:
        "Fixed quality uses one quality for every image. Target visual quality picks each image's quality so it just reaches the chosen similarity to the original. Target file size picks the highest quality that fits under the size.",
    }),
  quality: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(75)
    .meta({
      title: "Quality",
      description: "For JPEG, WebP, AVIF and JPEG XL output: higher keeps more detail in larger files. 75 suits most photos.",
      widget: "range",
      showWhen: { mode: ["quality"] },
    }),
  targetSsim: z.number().min(0.9).max(0.995).default(0.968).meta({
    title: "Target similarity (SSIM)",
    description:
      "Structural similarity to the original, from 0.90 (visible loss) to 0.995 (hard to tell apart). 0.968 matches quality 75 on average, with smaller files. JPEG here is tuned for SSIM (flat quantisation tables, as cjpeg -tune-ssim), so its quality numbers run about 15 lower for the same similarity.",
    widget: "range",
    step: 0.001,
    showWhen: TARGET_MODES,
  }),
  minQuality: z.number().int().min(1).max(100).default(40).meta({
    title: "Lowest quality to try",
    description: "Smooth images can reach the target at very low quality; this keeps skies free of banding.",
    showWhen: TARGET_MODES,
  }),
  maxQuality: z.number().int().min(1).max(100).default(85).meta({
    title: "Highest quality to try",
    description: "Very detailed images would need large files to reach the target; above this quality they stop short of it.",
    showWhen: TARGET_MODES,
  }),
  targetKb: z
    .number()
    .int()
    .min(1)
    .max(1_000_000)
    .default(200)
    .meta({
      title: "Target size",
      description: "Each file is made as good as it can be while staying under this size.",
      unit: " KB",
      showWhen: { mode: ["target-size"] },
    }),
  format: outputFormatWithJxlField,
  jxlLossless: jxlLosslessField,
  jpegEncoding: z
    .enum(["auto", "baseline", "progressive"])
    .default("auto")
    .meta({
      title: "JPEG encoding",
      description:
        "Progressive files are about 2.5% smaller and load in passes, but take twice as long to make. Automatic uses baseline at a fixed quality and progressive in the target modes, where the search takes most of the time anyway.",
      labels: { auto: "Automatic", baseline: "Baseline (fastest)", progressive: "Progressive (smallest)" },
      showWhen: { format: ["same", "jpeg"] },
    }),
  pngLossy: z.boolean().default(false).meta({
    title: "Reduce PNG colours (lossy)",
    description: "Maps the image to a palette of at most the chosen number of colours before OxiPNG; often 60–80% smaller.",
    showWhen: PNG_OUTPUT,
  }),
  pngColors: z.number().int().min(2).max(256).default(256).meta({
    title: "PNG colours",
    description: "In target modes this is the most the search may use.",
    widget: "range",
    showWhen: PNG_OUTPUT,
  }),
  pngDither: z
    .enum(["none", "floyd-steinberg", "atkinson"])
    .default("floyd-steinberg")
    .meta({
      title: "PNG dithering",
      description: "Dithering hides banding in gradients with a fine pattern of pixels; none keeps flat areas flat and files smaller.",
      labels: { none: "None", "floyd-steinberg": "Floyd–Steinberg", atkinson: "Atkinson (lighter)" },
      showWhen: PNG_OUTPUT,
    }),
  pngEffort: z.number().int().min(1).max(6).default(2).meta({
    title: "PNG optimisation effort",
    description: "OxiPNG level: higher tries more filters for a few percent smaller files, at a much longer run time.",
    showWhen: PNG_OUTPUT,
  }),
  background: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "Use a colour like #ffffff.")
    .default("#ffffff")
    .meta({
      title: "Background for transparent areas",
      description: "JPEG has no transparency: transparent pixels are laid on this colour.",
      widget: "color",
      showWhen: { format: ["jpeg"] },
    }),
  maxWidth: z
    .number()
    .int()
    .min(0)
    .max(30_000)
    .default(0)
    .meta({ title: "Max width", description: "Larger images are scaled down to fit (never up); 0 means no limit.", unit: " px" }),
  maxHeight: z
    .number()
    .int()
    .min(0)
    .max(30_000)
    .default(0)
    .meta({ title: "Max height", description: "Larger images are scaled down to fit (never up); 0 means no limit.", unit: " px" }),
});

export type CompressorSettings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-image-compressor",
  api: { name: "compress", cost: 1, budget: { seconds: 10, perUnit: 2, unit: "megapixel" } },
  label: "Compress images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif", "jxl"],
  settings,
  metadata: true,
});
