import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { FACE_TOOLS_SEARCH } from "../../models/face/search";
import { parseBoxes } from "./corrections";

/** Boxes the visitor drew or removed on one photo (drawn in the options panel, not the form). */
const boxList = (title: string, description: string) =>
  z
    .string()
    .default("")
    .refine((text) => parseBoxes(text) !== null, "use boxes of the form x,y,width,height (fractions of the image), separated by ;")
    .meta({ title, description });

/** How both lists write a box. */
const BOX_FORM =
  "as x,y,width,height in fractions of the image's width and height (x and y from its top-left corner), with ; between boxes";

export const settings = z.object({
  method: z
    .enum(["blur", "pixelate", "box"])
    .default("blur")
    .meta({
      title: "Hide faces with",
      description: "A blur or large square blocks keep the photo's colours; a solid box covers each face with one colour.",
      widget: "radio",
      labels: { blur: "Blur", pixelate: "Pixelate", box: "Solid box" },
    }),
  strength: z
    .number()
    .int()
    .min(1)
    .max(100)
    .default(50)
    .meta({
      title: "Strength",
      description:
        "The blur radius or block size grows with each face, so a small face in the background is hidden as well as a large one. At 100 it is a third of the face.",
      widget: "range",
      showWhen: { method: ["blur", "pixelate"] },
    }),
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i, "use a colour of the form #rrggbb")
    .default("#000000")
    .meta({ title: "Box colour", description: "The colour of the boxes over the faces.", widget: "color", showWhen: { method: ["box"] } }),
  padding: z.number().int().min(0).max(100).default(25).meta({
    title: "Margin around each face",
    description:
      "The detector's box runs from brow to chin; the margin, a share of the face's size on each side, takes in hair, ears and jaw.",
    unit: "%",
    widget: "range",
  }),
  smallestFace: z
    .enum(["tiny", "small", "large"])
    .default(FACE_TOOLS_SEARCH.smallestFace)
    .meta({
      title: "Smallest faces to find",
      description:
        "The detector looks at the photo whole, then in enlarged tiles down to this size. Tiny faces, as in a crowd or an orchestra, take the most time.",
      widget: "radio",
      labels: {
        tiny: "Tiny (1.5 % of the photo's shorter side), for crowds",
        small: "Small (3 %), for group photos",
        large: "Large (8 %), for portraits; fastest",
      },
    }),
  sensitivity: z
    .enum(["fewer", "balanced", "more"])
    .default(FACE_TOOLS_SEARCH.sensitivity)
    .meta({
      title: "Sensitivity",
      description:
        "More finds faces turned away or in shadow, and also boxes on things that are not faces; remove those on the photo above.",
      widget: "radio",
      labels: { fewer: "Fewer false boxes", balanced: "Balanced", more: "More faces" },
    }),
  added: boxList("Added face boxes", `Places to hide as well as the faces found, such as a face the detector missed, ${BOX_FORM}.`),
  removed: boxList(
    "Removed face boxes",
    `Found faces to leave as they are, ${BOX_FORM}: a found face is kept when one of these boxes covers much the same place (their overlap at least half of the area the two cover together).`,
  ),
  format: outputFormatField,
  quality: qualityField,
});

export default defineTool({
  id: "bulk-image-face-blurring",
  // Neural networks (two face detectors, a pose network for faint faces) over tiles of the whole image.
  api: { name: "face-blur", cost: 2, budget: { seconds: 30, perUnit: 5, unit: "megapixel" }, model: true },
  label: "Blur faces",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
  // TensorFlow.js' WebAssembly runs on one thread per worker. In headless Chromium on 2 cores (face
  // corpus, models cached) two workers take 3.0–3.4 s per photo, one 4.7 s; each worker adds about
  // 0.45 GB to the tab at its peak, and its heap never shrinks, so four at most. One photo per worker:
  // with two, their detections take turns on the worker's one thread, and the 7 corpus photos took
  // 22.4 s with the first result at 10.6 s, against 20.8 s and 4.8 s.
  minWorkers: 2,
  maxWorkers: 4,
});
