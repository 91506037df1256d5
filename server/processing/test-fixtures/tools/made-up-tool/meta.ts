import { z } from "zod";
import { defineTool } from "../../../../../src/domain/tool";
import { IMAGE_FORMATS } from "../../../../../src/domain/formats";

/** A made-up tool (see tool-discovery.test.ts): a folder of its own is all it takes to be a tool everywhere. */
export const settings = z.object({
  invert: z.boolean().default(true).meta({ title: "Invert the colours" }),
});

export default defineTool({
  id: "made-up-tool",
  api: { name: "made-up-invert", cost: 1, budget: { seconds: 5, perUnit: 1, unit: "megapixel" } },
  label: "Invert images (made up)",
  accepts: IMAGE_FORMATS,
  outputs: ["png"],
  settings,
});
