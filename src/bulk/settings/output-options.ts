/** Output choices every tool shares: the file-name template and whether metadata is kept. */
import { z } from "zod";
import { DEFAULT_NAME_TEMPLATE, validateTemplate } from "../output/names";

export const outputOptionsSchema = z.object({
  nameTemplate: z
    .string()
    .max(200)
    .default(DEFAULT_NAME_TEMPLATE)
    .refine((template) => validateTemplate(template) === null, { message: "Use only {name}, {width}, {height}, {index} and {format}." })
    .meta({
      title: "File names",
      description: "Template for output names: {name} is the original name; also {width}, {height}, {index}, {format}.",
    }),
  keepMetadata: z.boolean().default(false).meta({
    title: "Keep metadata (EXIF, colour profile)",
    description:
      "Off by default: camera details and GPS positions are removed. When on, a JPEG made from a JPEG keeps its EXIF and colour profile; other formats are written in sRGB without EXIF. Orientation is always applied to the pixels.",
  }),
});

export type OutputOptions = z.output<typeof outputOptionsSchema>;

/** Saved-settings key of a tool's output options, beside the tool's own settings. */
export function outputOptionsKey(toolId: string): string {
  return `${toolId}.output`;
}
