/**
 * The API's actions and the browser tool each one runs like: task parameters are that tool's own
 * settings, checked by its own zod schema (src/tools/<id>/meta.ts), so the two never drift apart.
 */
import type { z } from "zod";
import type { SettingsSchema, ToolMeta } from "../../src/domain/tool";
import flip from "../../src/tools/bulk-flip-image/meta";
import removeBackground from "../../src/tools/bulk-image-background-removal/meta";
import blur from "../../src/tools/bulk-image-blurring/meta";
import compress from "../../src/tools/bulk-image-compressor/meta";
import convert from "../../src/tools/bulk-image-converter/meta";
import crop from "../../src/tools/bulk-image-cropper/meta";
import resize from "../../src/tools/bulk-image-resizer/meta";
import upscale from "../../src/tools/bulk-image-upscaler/meta";
import transparent from "../../src/tools/bulk-transparent-image-maker/meta";

export const ACTION_TOOLS = {
  compress,
  convert,
  resize,
  crop,
  flip,
  blur,
  transparent,
  "remove-background": removeBackground,
  upscale,
} as const satisfies Record<string, ToolMeta>;

export type Action = keyof typeof ACTION_TOOLS;
export type SettingsOf<A extends Action> = z.output<(typeof ACTION_TOOLS)[A]["settings"]>;

export const ACTIONS = Object.keys(ACTION_TOOLS) as Action[];

/** Credits one file of the action costs. */
export const ACTION_COST: Record<Action, number> = {
  compress: 1,
  convert: 1,
  resize: 1,
  crop: 1,
  flip: 1,
  blur: 1,
  transparent: 1,
  // The AI actions run a neural network over the whole image: tens of times the work of the others.
  "remove-background": 2,
  upscale: 2,
};

export function isAction(value: string): value is Action {
  return Object.hasOwn(ACTION_TOOLS, value);
}

export type Parsed = { ok: true; settings: Record<string, unknown> } | { ok: false; message: string };

/**
 * The action's settings from the caller's parameters, defaults filled in. Unknown names are refused
 * rather than ignored, so a misspelt parameter never silently runs with its default.
 */
export function parseParameters(action: string, parameters: unknown): Parsed {
  if (!isAction(action)) return { ok: false, message: `Unknown action "${action}". Actions: ${ACTIONS.join(", ")}.` };
  const schema: SettingsSchema = ACTION_TOOLS[action].settings;
  const parsed = schema.strict().safeParse(parameters ?? {});
  if (parsed.success) return { ok: true, settings: parsed.data };
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys")
      return `unknown parameter${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    const name = issue.path.map(String).join(".");
    return name ? `"${name}": ${issue.message}` : issue.message;
  });
  return { ok: false, message: `Parameters of ${action}: ${problems.join("; ")}.` };
}
