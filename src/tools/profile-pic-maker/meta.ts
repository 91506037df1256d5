import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { qualityField } from "../../codecs/output-format";
import { PICTURE_FORM, pictureField } from "../../codecs/picture-setting";
import { optionalBoxSettings } from "../../domain/box-settings";
import { isnetModelField } from "../../models/isnet/model-field";

const hex = (fallback: string) =>
  z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "use a colour of the form #rrggbb")
    .default(fallback);

export const HEAD_SHARES = { tight: 0.75, medium: 0.6, loose: 0.45 } as const;
export const SIZE_PRESETS = ["400", "512", "800", "1024"] as const;

export const settings = z.object({
  headSize: z
    .enum(["tight", "medium", "loose", "custom"])
    .default("medium")
    .meta({
      title: "Head size",
      description: "How much of the picture's height every head takes, from the top of the head to the chin: the same for the whole batch.",
      widget: "radio",
      labels: { tight: "Tight (75 %)", medium: "Medium (60 %)", loose: "Loose (45 %)", custom: "Custom" },
    }),
  headPercent: z
    .number()
    .int()
    .min(25)
    .max(90)
    .default(60)
    .meta({
      title: "Head height",
      description: "The head's height, from the top of the head to the chin, as a share of the picture's height.",
      widget: "range",
      unit: " %",
      showWhen: { headSize: ["custom"] },
    }),
  eyeHeight: z.number().int().min(25).max(60).default(45).meta({
    title: "Eye line",
    description: "How far down the picture the eyes sit, from the top.",
    widget: "range",
    unit: " %",
  }),
  shape: z
    .enum(["square", "circle", "rounded"])
    .default("square")
    .meta({
      title: "Shape",
      description: "A circle or rounded square has transparent corners in PNG and WebP; in JPEG they take the fill colour.",
      widget: "radio",
      labels: { square: "Square", circle: "Circle", rounded: "Rounded square" },
    }),
  cornerRadius: z
    .number()
    .int()
    .min(5)
    .max(45)
    .default(20)
    .meta({
      title: "Corner radius",
      description: "How round the corners are, as a share of the picture's side.",
      widget: "range",
      unit: " %",
      showWhen: { shape: ["rounded"] },
    }),
  size: z
    .enum([...SIZE_PRESETS, "custom"])
    .default("512")
    .meta({
      title: "Size",
      description: "Width and height in pixels.",
      labels: { "400": "400 × 400", "512": "512 × 512", "800": "800 × 800", "1024": "1024 × 1024", custom: "Custom" },
    }),
  customSize: z
    .number()
    .int()
    .min(64)
    .max(4096)
    .default(600)
    .meta({ title: "Custom size", description: "The picture's width and height in pixels.", unit: " px", showWhen: { size: ["custom"] } }),
  ring: z
    .boolean()
    .default(false)
    .meta({ title: "Border ring", description: "A ring of colour along the picture's edge, inside its shape." }),
  ringColor: hex("#008080").meta({
    title: "Ring colour",
    description: "The colour of the ring.",
    widget: "color",
    showWhen: { ring: [true] },
  }),
  ringWidth: z
    .number()
    .min(0.5)
    .max(15)
    .default(3)
    .meta({
      title: "Ring width",
      description: "As a share of the picture's size.",
      widget: "range",
      step: 0.5,
      unit: " %",
      showWhen: { ring: [true] },
    }),
  background: z
    .enum(["keep", "color", "gradient", "image"])
    .default("keep")
    .meta({
      title: "Background",
      description: "A new background is laid behind the person found by the background-removal model (ISNet), run on your device.",
      widget: "radio",
      labels: { keep: "Keep the photo's", color: "Solid colour", gradient: "Gradient", image: "A picture" },
    }),
  color: hex("#dfeef0").meta({
    title: "Background colour",
    description: "The colour laid behind the person.",
    widget: "color",
    showWhen: { background: ["color"] },
  }),
  gradientTop: hex("#e8f4f5").meta({
    title: "Gradient top",
    description: "The gradient's colour at the top of the picture.",
    widget: "color",
    showWhen: { background: ["gradient"] },
  }),
  gradientBottom: hex("#7fb8bf").meta({
    title: "Gradient bottom",
    description: "The gradient's colour at the bottom of the picture.",
    widget: "color",
    showWhen: { background: ["gradient"] },
  }),
  backgroundImage: pictureField.meta({
    description: `The picture laid behind the person when background is "image", as ${PICTURE_FORM}. It is scaled to cover the picture and cut to a square around its centre.`,
  }),
  model: isnetModelField.meta({ showWhen: { background: ["color", "gradient", "image"] } }),
  grayscale: z
    .boolean()
    .default(false)
    .meta({ title: "Black and white", description: "Turns the picture grey; the ring keeps its colour." }),
  fillColor: hex("#ffffff").meta({
    title: "Fill colour",
    description: "Where the frame reaches past the edge of the photo, and a circle's corners in JPEG.",
    widget: "color",
  }),
  format: z
    .enum(["png", "webp", "jpeg"])
    .default("png")
    .meta({
      title: "Output format",
      description: "PNG is lossless; WebP is smaller and also keeps transparent corners; JPEG is the most widely accepted.",
      widget: "radio",
      labels: { png: "PNG", webp: "WebP", jpeg: "JPEG" },
    }),
  quality: qualityField.meta({ showWhen: { format: ["webp", "jpeg"] } }),
  // A photo's own frame, drawn on it in the options panel (per file), not the form.
  ...optionalBoxSettings(
    "frame",
    "your own frame for the photo",
    "Give all four to frame the photo yourself: the picture shows the square on the frame's centre as wide as its longer side. Without them the largest face is framed by head size and eye line (a photo without a face by its most detailed square).",
  ),
});

export type Settings = z.output<typeof settings>;

/** The output's side in pixels. */
export function outputSide(settings: Pick<Settings, "size" | "customSize">): number {
  return settings.size === "custom" ? settings.customSize : Number(settings.size);
}

/** The head's height (top of the head to chin) as a share of the output's. */
export function headShare(settings: Pick<Settings, "headSize" | "headPercent">): number {
  return settings.headSize === "custom" ? settings.headPercent / 100 : HEAD_SHARES[settings.headSize];
}

export default defineTool({
  id: "profile-pic-maker",
  // Neural networks: the face detector and mesh to frame the face, ISNet to change the background.
  api: { name: "profile-picture", cost: 2, budget: { seconds: 30, perUnit: 5, unit: "megapixel" }, model: true },
  label: "Make profile pictures",
  accepts: IMAGE_FORMATS,
  outputs: ["png", "webp", "jpeg"],
  webgpu: true,
  settings,
  // TensorFlow.js' WebAssembly runs on one thread per worker, so two workers keep both cores of a
  // small machine on faces; with a new background each worker also holds its own ISNet session
  // (the background tools keep one), so two at most.
  minWorkers: 2,
  maxWorkers: 2,
});
