/** The API's actions as the OpenAPI document lists them (`x-actions`, parameters under `components.schemas`), for the /api/ page. */

export interface ActionParameter {
  name: string;
  title: string;
  description: string;
  /** "string", "number"…, or the allowed values with what each means. */
  type: string;
  default: unknown;
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

function typeOf(schema: ParameterSchema): string {
  if (schema.enum) {
    const labels = schema["x-labels"] ?? {};
    return schema.enum.map((value) => (labels[String(value)] ? `${String(value)} (${labels[String(value)]})` : String(value))).join(" | ");
  }
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  const bounds = [schema.minimum !== undefined && `≥ ${schema.minimum}`, schema.maximum !== undefined && `≤ ${schema.maximum}`].filter(
    Boolean,
  );
  return bounds.length > 0 ? `${type}, ${bounds.join(", ")}` : type;
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
      parameters: Object.entries(schemaAt(doc, action.parameters).properties ?? {}).map(([name, schema]) => ({
        name,
        title: schema.title ?? name,
        description: schema.description ?? "",
        type: typeOf(schema),
        default: schema.default,
      })),
      example: exampleOf(action.example),
      timeLimit: typeof action.budget?.text === "string" ? action.budget.text : "",
      maxPages: typeof action.max_pages === "number" ? action.max_pages : null,
    }));
}
