import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField, transparentFormatField } from "../../codecs/output-format";
import { PICTURE_FORM, pictureField } from "../../codecs/picture-setting";
import { isnetModelField } from "../../models/isnet/model-field";

export const settings = z.object({
  model: isnetModelField,
  background: z
    .enum(["transparent", "color", "image"])
    .default("transparent")
    .meta({
      title: "Output",
      description: "The subject alone on transparency, or laid on a colour or a picture of your choice.",
      widget: "radio",
      labels: { transparent: "Transparent cut-out", color: "Subject on a solid colour", image: "Subject on a background picture" },
    }),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "use a colour of the form #rrggbb")
    .default("#ffffff")
    .meta({
      title: "Background colour",
      description: "The colour laid behind the subject.",
      widget: "color",
      showWhen: { background: ["color"] },
    }),
  backgroundImage: pictureField.meta({
    description: `The picture laid behind the subject when background is "image", as ${PICTURE_FORM}. It is scaled to cover the result and cut to fit around its centre.`,
  }),
  feather: z.number().min(0).max(10).default(1).meta({
    title: "Edge feathering",
    description:
      "Softens the outline by about this many pixels on a photo whose shorter side is 1000 px (proportionally more on larger photos).",
    widget: "range",
    step: 0.5,
    unit: " px",
  }),
  decontaminate: z.boolean().default(true).meta({
    title: "Colour decontamination",
    description: "Takes the old background's colour out of the subject's soft edges, so no halo of it shows on a new background.",
  }),
  crop: z.boolean().default(false).meta({
    title: "Crop to the subject",
    description: "Cuts each result down to the box around the subject, with the padding around it.",
  }),
  padding: z
    .number()
    .int()
    .min(0)
    .max(50)
    .default(5)
    .meta({
      title: "Padding around the subject",
      description: "On every side, as a share of the subject's longer side.",
      widget: "range",
      unit: "%",
      showWhen: { crop: [true] },
    }),
  transparentFormat: transparentFormatField.meta({ showWhen: { background: ["transparent"] } }),
  smallestPng: z
    .boolean()
    .default(false)
    .meta({
      title: "Smallest PNG files",
      description:
        "Compresses each cut-out as tightly as PNG allows (OxiPNG): about a quarter smaller, but seconds more per photo. Otherwise the browser writes it at once.",
      showWhen: { background: ["transparent"], transparentFormat: ["png"] },
    }),
  format: outputFormatField.meta({ showWhen: { background: ["color", "image"] } }),
  quality: qualityField,
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-image-background-removal",
  // A neural network over the whole image: tens of times the work of the other actions.
  api: { name: "remove-background", cost: 2, budget: { seconds: 30, perUnit: 3, unit: "megapixel" }, model: true },
  label: "Remove image backgrounds",
  accepts: IMAGE_FORMATS,
  outputs: ["png", "webp", "jpeg", "avif"],
  webgpu: true,
  settings,
  // ONNX Runtime spreads one inference over every core: one worker, holding two files so that one's
  // decoding and encoding overlap the other's inference.
  maxWorkers: 1,
  jobsPerWorker: 2,
});
