/** The API's actions as the OpenAPI document lists them (`x-actions`, parameters under `components.schemas`), for the /api/ page. */

export interface ActionParameter {
  name: string;
  /** What the browser tool's page calls it; empty for a setting the page draws on the image (a box, marks). */
  title: string;
  description: string;
  /** The JSON type: "integer", "number", "string", "boolean". */
  type: string;
  /** The values it may take, in words ("25 to 90 %", "#rrggbb", "up to 200 characters"); empty for an enum, whose `values` say it. */
  range: string;
  /** An enum's values, each with what it means where its label says more than the value itself. */
  values: { value: unknown; label: string }[];
  /** Undefined where it has none (the tool then decides, as a profile picture's frame). */
  default: unknown;
  /** The other settings' values under which the tool uses it (all must hold); empty: always. */
  usedWhen: { name: string; values: unknown[] }[];
}

export interface ActionExample {
  /** Parameters the example sends; null: two of the defaults, to show the shape. */
  parameters: Record<string, unknown> | null;
  /** Second files the example uploads beside the input, named by the input's name and the suffix. */
  companions: { key: string; suffix: string }[];
}

export interface ApiActionView {
  name: string;
  tool: string;
  label: string;
  credits: number;
  accepts: string[];
  /** The content types an upload for it may declare. */
  types: string[];
  outputs: string[];
  parameters: ActionParameter[];
  example: ActionExample;
  /** How long one file may run on the server, in words (e.g. "10 s + 2 s per megapixel of the input: …"); empty when the document gives none. */
  timeLimit: string;
  /** Pages of one PDF a task takes at most; null where the action has no such limit. */
  maxPages: number | null;
}

interface ParameterSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  pattern?: string;
  /** The tool's own keys of `.meta()`, which the document keeps: the unit of a number, and when the page shows the setting. */
  unit?: string;
  showWhen?: Record<string, unknown[]>;
  "x-labels"?: Record<string, string>;
}

interface RawAction {
  name?: unknown;
  tool?: unknown;
  label?: unknown;
  credits?: unknown;
  accepts?: unknown;
  types?: unknown;
  outputs?: unknown;
  parameters?: unknown;
  example?: { parameters?: unknown; companions?: unknown };
  budget?: { text?: unknown };
  max_pages?: unknown;
}

function exampleOf(raw: RawAction["example"]): ActionExample {
  const parameters = raw?.parameters;
  const companions = Array.isArray(raw?.companions) ? (raw.companions as { key?: unknown; suffix?: unknown }[]) : [];
  return {
    parameters: parameters && typeof parameters === "object" && !Array.isArray(parameters) ? (parameters as Record<string, unknown>) : null,
    companions: companions.flatMap(({ key, suffix }) => (typeof key === "string" && typeof suffix === "string" ? [{ key, suffix }] : [])),
  };
}

/** The colour pattern of the tools' colour settings (`#rrggbb`). */
const COLOUR_PATTERN = "^#[0-9a-f]{6}$";

const number = (value: number) => value.toLocaleString("en", { maximumFractionDigits: 6 });

function rangeOf(schema: ParameterSchema, type: string): string {
  if (schema.enum) return "";
  if (type === "boolean") return "true or false";
  if (type === "integer" || type === "number") {
    const unit = schema.unit?.trim() ? ` ${schema.unit.trim()}` : "";
    const { minimum: min, maximum: max } = schema;
    if (min !== undefined && max !== undefined) return `${number(min)} to ${number(max)}${unit}`;
    if (min !== undefined) return `at least ${number(min)}${unit}`;
    if (max !== undefined) return `at most ${number(max)}${unit}`;
    return unit ? `any${unit}` : "any";
  }
  if (type === "string") {
    if (schema.pattern === COLOUR_PATTERN) return "a colour, #rrggbb";
    return schema.maxLength !== undefined ? `up to ${number(schema.maxLength)} characters` : "any length";
  }
  return "";
}

function valuesOf(schema: ParameterSchema): ActionParameter["values"] {
  const labels = schema["x-labels"] ?? {};
  return (schema.enum ?? []).map((value) => {
    const label = labels[String(value)] ?? "";
    return { value, label: label.toLowerCase() === String(value).toLowerCase() ? "" : label };
  });
}

function parameterOf(name: string, schema: ParameterSchema): ActionParameter {
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  return {
    name,
    title: schema.title ?? "",
    description: schema.description ?? "",
    type,
    range: rangeOf(schema, type),
    values: valuesOf(schema),
    default: schema.default,
    usedWhen: Object.entries(schema.showWhen ?? {}).map(([setting, values]) => ({ name: setting, values: [...values] })),
  };
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

function schemaAt(document: Record<string, unknown>, ref: unknown): { properties?: Record<string, ParameterSchema> } {
  if (typeof ref !== "string" || !ref.startsWith("#/")) return {};
  let node: unknown = document;
  for (const key of ref.slice(2).split("/")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined;
  return node && typeof node === "object" ? (node as { properties?: Record<string, ParameterSchema> }) : {};
}

export function actionsOf(document: unknown): ApiActionView[] {
  if (!document || typeof document !== "object") return [];
  const doc = document as Record<string, unknown>;
  const raw = Array.isArray(doc["x-actions"]) ? (doc["x-actions"] as RawAction[]) : [];
  return raw
    .filter((action) => typeof action.name === "string")
    .map((action) => ({
      name: String(action.name),
      tool: String(action.tool ?? ""),
      label: String(action.label ?? action.name),
      credits: typeof action.credits === "number" ? action.credits : 0,
      accepts: strings(action.accepts),
      types: strings(action.types),
      outputs: strings(action.outputs),
      parameters: Object.entries(schemaAt(doc, action.parameters).properties ?? {}).map(([name, schema]) => parameterOf(name, schema)),
      example: exampleOf(action.example),
      timeLimit: typeof action.budget?.text === "string" ? action.budget.text : "",
      maxPages: typeof action.max_pages === "number" ? action.max_pages : null,
    }));
}
