/**
 * Reads a tool's zod settings schema into the list of form fields the options panel draws, so the
 * schema stays the one place where a setting's type, default, bounds and wording live.
 */
import { z } from "zod";
import type { SettingsSchema } from "../../domain/tool";

/** The `.meta({...})` keys a tool may set on a settings field. */
export interface FieldMeta {
  title?: string;
  description?: string;
  widget?: "range" | "color" | "radio" | "textarea";
  step?: number;
  unit?: string;
  /** Labels for enum values, keyed by value. */
  labels?: Record<string, string>;
  /** Shown only while another setting has one of these values. */
  showWhen?: Record<string, readonly unknown[]>;
}

interface BaseField {
  key: string;
  title: string;
  description?: string;
  showWhen?: FieldMeta["showWhen"];
  defaultValue: unknown;
}

export type Field =
  | (BaseField & { kind: "enum"; options: { value: string; label: string }[]; widget: "select" | "radio" })
  | (BaseField & { kind: "number"; min?: number; max?: number; step: number; unit?: string; widget: "number" | "range" })
  | (BaseField & { kind: "boolean" })
  | (BaseField & { kind: "string"; widget: "text" | "color" | "textarea"; maxLength?: number });

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while ("innerType" in inner.def) inner = inner.def.innerType as z.ZodType;
  return inner;
}

function metaOf(schema: z.ZodType): FieldMeta {
  const own = (schema.meta() ?? {}) as FieldMeta;
  const inner = unwrap(schema);
  return inner === schema ? own : { ...((inner.meta() ?? {}) as FieldMeta), ...own };
}

function humanise(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function schemaFields(schema: SettingsSchema): Field[] {
  const defaults = defaultSettings(schema);
  return Object.entries(schema.shape).map(([key, value]) => {
    const field = value as z.ZodType;
    const meta = metaOf(field);
    const inner = unwrap(field);
    const base: BaseField = {
      key,
      title: meta.title ?? humanise(key),
      description: meta.description ?? field.description,
      showWhen: meta.showWhen,
      defaultValue: defaults[key],
    };
    if (inner instanceof z.ZodEnum) {
      const options = (inner.options as string[]).map((option) => ({ value: option, label: meta.labels?.[option] ?? option }));
      return { ...base, kind: "enum", options, widget: meta.widget === "radio" ? "radio" : "select" };
    }
    if (inner instanceof z.ZodNumber) {
      const finite = (bound: number | null) => (bound !== null && Number.isFinite(bound) ? bound : undefined);
      return {
        ...base,
        kind: "number",
        min: finite(inner.minValue),
        max: finite(inner.maxValue),
        step: meta.step ?? (inner.isInt ? 1 : 0.1),
        unit: meta.unit,
        widget: meta.widget === "range" ? "range" : "number",
      };
    }
    if (inner instanceof z.ZodBoolean) return { ...base, kind: "boolean" };
    if (inner instanceof z.ZodString) {
      const widget = meta.widget === "color" || meta.widget === "textarea" ? meta.widget : "text";
      return { ...base, kind: "string", widget, maxLength: inner.maxLength ?? undefined };
    }
    throw new Error(`Setting "${key}" has a type the options panel cannot draw.`);
  });
}

/**
 * A settings object is read a few times per page, never in a loop: zod's fast path, which first
 * writes and compiles a parser per object schema, cost the tool page most of its first render
 * (about 10 ms in Chromium) for nothing.
 */
const ONCE = { jitless: true } as const;

const defaultsBySchema = new WeakMap<SettingsSchema, string>();

/**
 * Every field at its default; worked out once per schema (a tool page asks several times as it
 * starts), and handed out as a copy. Settings are JSON (they are saved as such).
 */
export function defaultSettings<S extends SettingsSchema>(schema: S): z.output<S> {
  let defaults = defaultsBySchema.get(schema);
  if (defaults === undefined) {
    defaults = JSON.stringify(schema.parse({}, ONCE));
    defaultsBySchema.set(schema, defaults);
  }
  return JSON.parse(defaults) as z.output<S>;
}

/** Whether a field applies under the current settings (its `showWhen` holds). */
export function isFieldVisible(field: Pick<Field, "showWhen">, settings: Record<string, unknown>): boolean {
  if (!field.showWhen) return true;
  return Object.entries(field.showWhen).every(([key, values]) => values.includes(settings[key]));
}

/**
 * Settings from any source (saved, a preset, an API body): each valid field is kept, each invalid
 * or missing one falls back to its default, so one stale field never throws away the rest.
 */
export function coerceSettings<S extends SettingsSchema>(schema: S, candidate: unknown): z.output<S> {
  const defaults = defaultSettings(schema) as Record<string, unknown>;
  const source = candidate && typeof candidate === "object" ? (candidate as Record<string, unknown>) : {};
  const merged: Record<string, unknown> = { ...defaults };
  let taken = 0;
  for (const [key, field] of Object.entries(schema.shape)) {
    if (!(key in source)) continue;
    const parsed = (field as z.ZodType).safeParse(source[key], ONCE);
    if (parsed.success) {
      merged[key] = parsed.data;
      taken += 1;
    }
  }
  if (taken === 0) return defaults as z.output<S>;
  const whole = schema.safeParse(merged, ONCE);
  return whole.success ? whole.data : (defaults as z.output<S>);
}

/** The first problem with a candidate, worded for the visitor, or null. */
export function settingsProblem(schema: SettingsSchema, candidate: unknown): string | null {
  const parsed = schema.safeParse(candidate);
  if (parsed.success) return null;
  const [issue] = parsed.error.issues;
  if (!issue) return null;
  const key = String(issue.path[0] ?? "");
  const field = schema.shape[key] as z.ZodType | undefined;
  const title = field ? (metaOf(field).title ?? humanise(key)) : "Settings";
  return `${title}: ${issue.message}`;
}
