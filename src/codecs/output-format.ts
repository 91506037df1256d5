/** The output-format setting most tools share: keep the input's format or pick one. */
import { z } from "zod";

export const outputFormatField = z
  .enum(["same", "jpeg", "png", "webp", "avif"])
  .default("same")
  .meta({
    title: "Output format",
    description: "“Same as input” writes JPEG, PNG, WebP and AVIF back as they came; GIF, BMP and TIFF become PNG, HEIC becomes JPEG.",
    labels: { same: "Same as input", jpeg: "JPEG", png: "PNG", webp: "WebP", avif: "AVIF" },
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
