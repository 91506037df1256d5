/** The output-format setting most tools share: keep the input's format or pick one. */
import { z } from "zod";

const SAME_AS_INPUT =
  "“Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP, TIFF and JPEG XL become PNG, HEIC becomes JPEG.";
const LABELS = { same: "Same as input", jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" };

export const outputFormatField = z
  .enum(["same", "jpeg", "png", "webp", "avif"])
  .default("same")
  .meta({ title: "Output format", description: SAME_AS_INPUT, labels: LABELS });

/** Said wherever JPEG XL is offered: a visitor who sends such a file on may find it does not open. */
export const JXL_LABEL = "JPEG XL (not every browser opens it yet)";
export const JXL_SUPPORT_NOTE =
  "Not every browser opens JPEG XL files yet (Safari does; most others do not without a setting), so keep JPEG, WebP or AVIF for pages and messages.";

/** The output-format setting of the tools that also write JPEG XL, which keep a JPEG XL input as one (see sameFormat). */
export const outputFormatWithJxlField = z
  .enum(["same", "jpeg", "png", "webp", "avif", "jxl"])
  .default("same")
  .meta({
    title: "Output format",
    description: `“Same as input” writes JPEG, PNG, WebP, AVIF and JPEG XL back as they came; GIF, BMP and TIFF become PNG, HEIC becomes JPEG. ${JXL_SUPPORT_NOTE}`,
    labels: { ...LABELS, jxl: JXL_LABEL },
  });

export const qualityField = z.number().int().min(1).max(100).default(90).meta({
  title: "Quality",
  description: "For JPEG, WebP and AVIF output: higher keeps more detail in larger files.",
  widget: "range",
});

/** The output-format setting of tools whose results keep transparency. */
export const transparentFormatField = z
  .enum(["png", "webp"])
  .default("png")
  .meta({
    title: "Output format",
    description: "Both keep transparency; JPEG cannot.",
    widget: "radio",
    labels: { png: "PNG", webp: "WebP" },
  });

/**
 * The @jsquash/jxl WebAssembly encoder takes pixels only: it has no lossless JPEG transcoding (cjxl's
 * repacking of a JPEG's own coefficients, about 20% smaller with the JPEG recoverable bit for bit), so
 * this mode keeps the decoded pixels exactly, and the visitor is told the file usually grows.
 */
export const jxlLosslessField = z
  .boolean()
  .default(false)
  .meta({
    title: "Lossless JPEG XL",
    description:
      "Exact pixels back when the file is opened. From a JPEG it is usually larger than the JPEG (1.3–3.5× on our test photos): this mode keeps the decoded pixels, it does not repack the JPEG's own data.",
    showWhen: { format: ["jxl"] },
  });
