/**
 * The API's actions and the browser tool each one runs like: task parameters are that tool's own
 * settings, checked by its own zod schema (src/tools/<id>/meta.ts), so the two never drift apart.
 */
import type { SettingsSchema, ToolMeta } from "../../src/domain/tool";
import { formatName, OUTPUT_FORMATS, type OutputFormat } from "../../src/domain/formats";
import { canWrite } from "../processing/image-io";
import { toolMetas } from "./tool-metas";

/**
 * Every tool whose meta names an API action: no hand-kept list. Without a prototype, so that a caller's
 * action name such as "constructor" or "toString" finds nothing rather than Object.prototype's members.
 */
function discoverActionTools(): Record<string, ToolMeta> {
  const found: Record<string, ToolMeta> = Object.create(null) as Record<string, ToolMeta>;
  for (const meta of toolMetas()) {
    if (!meta.api) continue;
    const claimed = found[meta.api.name];
    if (claimed) throw new Error(`Two tools claim the API action "${meta.api.name}": ${claimed.id} and ${meta.id}.`);
    found[meta.api.name] = meta;
  }
  return found;
}

export const ACTION_TOOLS: Readonly<Record<string, ToolMeta>> = discoverActionTools();

export type Action = string;

export const ACTIONS: readonly Action[] = Object.keys(ACTION_TOOLS).sort();

/** Credits one file of the action costs (the tool's meta sets it). */
export function actionCost(action: Action): number {
  const api = ACTION_TOOLS[action]?.api;
  if (!api) throw new Error(`Unknown action "${action}".`);
  return api.cost;
}

/** Whether the action runs a neural network, and so counts against the bound on model work in flight. */
export function isModelAction(action: Action): boolean {
  return ACTION_TOOLS[action]?.api?.model === true;
}

export function isAction(value: string): value is Action {
  return Object.hasOwn(ACTION_TOOLS, value);
}

export type Parsed = { ok: true; settings: Record<string, unknown> } | { ok: false; message: string };

/**
 * The action's settings from the caller's parameters, defaults filled in. Unknown names are refused
 * rather than ignored, so a misspelt parameter never silently runs with its default.
 */
export function parseParameters(action: string, parameters: unknown): Parsed {
  const tool = isAction(action) ? ACTION_TOOLS[action] : undefined;
  if (!tool) return { ok: false, message: `Unknown action "${action}". Actions: ${ACTIONS.join(", ")}.` };
  const schema: SettingsSchema = tool.settings;
  const parsed = schema.strict().safeParse(parameters ?? {});
  if (parsed.success) {
    const unwritable = unwritableFormats(parsed.data);
    if (unwritable.length === 0) return { ok: true, settings: parsed.data };
    const problems = unwritable.map(
      ([name, format]) => `"${name}": ${formatName(format)} output is not available from the API (the browser tool writes it)`,
    );
    return { ok: false, message: `Parameters of ${action}: ${problems.join("; ")}.` };
  }
  const problems = parsed.error.issues.map((issue) => {
    if (issue.code === "unrecognized_keys")
      return `unknown parameter${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`;
    const name = issue.path.map(String).join(".");
    return name ? `"${name}": ${issue.message}` : issue.message;
  });
  return { ok: false, message: `Parameters of ${action}: ${problems.join("; ")}.` };
}

/** Settings that name an output format the tools write in the browser but the server's sharp cannot. */
function unwritableFormats(settings: Record<string, unknown>): [string, OutputFormat][] {
  const isOutputFormat = (value: unknown): value is OutputFormat => (OUTPUT_FORMATS as readonly unknown[]).includes(value);
  return Object.entries(settings).flatMap(([name, value]) => (isOutputFormat(value) && !canWrite(value) ? [[name, value]] : []));
}
