import { z } from "zod";
import { defineTool } from "../../domain/tool";
import { IMAGE_FORMATS } from "../../domain/formats";
import { outputFormatField, qualityField } from "../../codecs/output-format";
import { boxSettings } from "../../domain/box-settings";

export const settings = z.object({
  effect: z
    .enum(["gaussian", "pixelate"])
    .default("gaussian")
    .meta({
      title: "Effect",
      description: "A Gaussian blur smooths the image into soft shapes; pixelate turns it into square blocks of one colour each.",
      widget: "radio",
      labels: { gaussian: "Gaussian blur", pixelate: "Pixelate" },
    }),
  radius: z
    .number()
    .min(0.5)
    .max(200)
    .default(12)
    .meta({
      title: "Blur radius",
      description: "The Gaussian's standard deviation, the value CSS blur() takes. Above about 20 px, text and faces become unreadable.",
      unit: "px",
      step: 0.5,
      widget: "range",
      showWhen: { effect: ["gaussian"] },
    }),
  blockSize: z
    .number()
    .int()
    .min(2)
    .max(400)
    .default(24)
    .meta({
      title: "Block size",
      description: "Side of each square block.",
      unit: "px",
      showWhen: { effect: ["pixelate"] },
    }),
  sizing: z
    .enum(["relative", "absolute"])
    .default("relative")
    .meta({
      title: "Strength on different image sizes",
      description:
        "Relative: the radius or block size is for an image whose shorter side is 1000 px and grows with the image (12 px on a 1000 px photo is 48 px on a 4000 px one), so a mixed batch looks equally blurred. Exact: the same number of pixels on every image.",
      widget: "radio",
      labels: { relative: "Relative to the image", absolute: "Exact pixels" },
    }),
  area: z
    .enum(["whole", "region", "outside"])
    .default("whole")
    .meta({
      title: "Area",
      description: "The region is drawn on the image above and lands in the same place, relative to the size, on every image.",
      widget: "radio",
      labels: { whole: "Whole image", region: "Inside the region", outside: "Everything except the region" },
    }),
  // Drawn on the image in the options panel, not the form.
  ...boxSettings("region", "the region", 'Used when area is "region" or "outside".', { x: 0.25, y: 0.25, width: 0.5, height: 0.5 }),
  format: outputFormatField,
  quality: qualityField,
});

export default defineTool({
  id: "bulk-image-blurring",
  api: { name: "blur", cost: 1, budget: { seconds: 10, perUnit: 2, unit: "megapixel" } },
  label: "Blur images",
  accepts: IMAGE_FORMATS,
  outputs: ["jpeg", "png", "webp", "avif"],
  settings,
  metadata: true,
});
