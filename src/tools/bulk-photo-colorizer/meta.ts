import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { PICTURE_FORM, pictureField } from "../../codecs/picture-setting";
import { parseHints } from "./hints";

export const settings = z.object({
  mode: z
    .enum(["hints", "reference", "automatic"])
    .default("hints")
    .meta({
      title: "Colour from",
      description:
        "Your hints are clicked on each photo (or set once for every photo). A reference photo lends its colours to every photo of a similar scene; where it matches too little of a photo (under 10 %), skin on confirmed faces and blue in a clear sky colour it instead, as in automatic. Automatic places hints itself where it is sure: skin on confirmed faces, blue in a clear sky, grey elsewhere; a starting point to add hints to. Your hints are used in every mode.",
      widget: "radio",
      labels: { hints: "Your colour hints", reference: "A reference photo", automatic: "Automatic (a starting point)" },
    }),
  hints: z
    .string()
    .default("")
    .refine((text) => parseHints(text) !== null, "use hints of the form “0.25,0.4,#7a9cc6”, separated by ;")
    .meta({
      title: "Colour hints",
      description:
        "Colours set at points of the photo, as x,y,#rrggbb separated by ; where x and y are fractions of the photo's width and height from its top-left corner (0.25,0.4,#7a9cc6 is a quarter across and 40 % down). They are used in every mode.",
    }),
  reference: pictureField.meta({
    description: `The photo whose colours every photo takes in reference mode, as ${PICTURE_FORM}. A photo's own reference uploaded beside it (photo.reference.jpg) comes first.`,
  }),
  replaceColour: z.boolean().default(false).meta({
    title: "Replace existing colour",
    description:
      "Photos that already have colour (faded prints, sepia, colour photos) are left as they are unless this is on; then only their lightness is kept and they are coloured like grey ones.",
  }),
  format: outputFormatField,
  quality: qualityField,
});

export type Settings = z.output<typeof settings>;

export default defineTool({
  id: "bulk-photo-colorizer",
  // The solve is seconds of one core; automatic mode also runs two networks (the face detector and FaceMesh).
  api: {
    name: "colorize",
    cost: 2,
    budget: { seconds: 30, perUnit: 5, unit: "megapixel" },
    model: true,
    example: { parameters: { mode: "automatic", replaceColour: true } },
  },
  label: "Colorize photos",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
  dropNote: "Nothing is coloured until you click colour hints on a photo, or choose a reference photo or automatic colour in the options.",
  // A reference photo for one photo alone (mode "reference"): `old.reference.jpg` dropped beside `old.jpg`.
  companions: { reference: ".reference.jpg" },
  // The solve is single-threaded; automatic mode also holds the face detector and FaceMesh per worker.
  minWorkers: 2,
  maxWorkers: 2,
});
