import fs from "node:fs";
import path from "node:path";
import type { CmsField } from "../cms/decap-types";

/**
 * Decap's field rules applied to data read from content/ (Node only), for the configuration tests:
 * what the Content Manager would refuse or not know in a file the site already has.
 */

type Field = CmsField & Record<string, unknown>;
type Data = Record<string, unknown>;

export interface RuleContext {
  /** Values a relation field may hold: the slugs or links of the target collection's entries. */
  relationValues(field: Record<string, unknown>): ReadonlySet<string>;
  staticDir: string;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

function optionValues(field: Field): unknown[] {
  return (field.options as (string | { value: unknown })[]).map((option) => (typeof option === "string" ? option : option.value));
}

function valueProblems(field: Field, value: unknown, where: string, context: RuleContext): string[] {
  const problems: string[] = [];
  const say = (message: string) => problems.push(`${where}: ${message}`);
  const pattern = field.pattern as [string, string] | undefined;
  if (pattern && typeof value === "string" && !new RegExp(pattern[0]).test(value)) say(`"${value}" does not match ${pattern[0]}`);
  const count = (min: unknown, max: unknown, length: number) => {
    if (typeof min === "number" && length < min) say(`has ${length} items, fewer than ${min}`);
    if (typeof max === "number" && length > max) say(`has ${length} items, more than ${max}`);
  };
  switch (field.widget) {
    case "string":
    case "text":
    case "markdown":
      if (typeof value !== "string") say(`is not text`);
      break;
    case "boolean":
      if (typeof value !== "boolean") say("is not true or false");
      break;
    case "number":
      if (typeof value !== "number" || Number.isNaN(value)) say("is not a number");
      else {
        if (field.value_type === "int" && !Number.isInteger(value)) say("is not a whole number");
        if (typeof field.min === "number" && value < field.min) say(`is below ${field.min}`);
        if (typeof field.max === "number" && value > field.max) say(`is above ${field.max}`);
      }
      break;
    case "datetime":
      if (!(value instanceof Date || typeof value === "string") || Number.isNaN(new Date(value).getTime())) say("is not a date");
      break;
    case "image":
      if (typeof value !== "string" || !fs.existsSync(path.join(context.staticDir, value)))
        say(`names no file in static/: ${String(value)}`);
      break;
    case "select": {
      const values = field.multiple ? (Array.isArray(value) ? value : [value]) : [value];
      if (field.multiple) count(field.min, field.max, values.length);
      for (const item of values) if (!optionValues(field).includes(item)) say(`"${String(item)}" is not one of its options`);
      break;
    }
    case "relation": {
      const values = field.multiple ? (Array.isArray(value) ? value : [value]) : [value];
      for (const item of values)
        if (!context.relationValues(field).has(String(item))) say(`"${String(item)}" is no entry of ${String(field.collection)}`);
      break;
    }
    case "object":
      if (typeof value !== "object" || value === null || Array.isArray(value)) say("is not a group of fields");
      else problems.push(...entryProblems(field.fields as CmsField[], value as Data, context, `${where}.`));
      break;
    case "list": {
      if (!Array.isArray(value)) {
        say("is not a list");
        break;
      }
      count(field.min, field.max, value.length);
      value.forEach((item, index) => {
        if (field.fields) {
          problems.push(...entryProblems(field.fields as CmsField[], item as Data, context, `${where}[${index}].`));
        } else if (field.field) {
          problems.push(...valueProblems(field.field as Field, item, `${where}[${index}]`, context));
        } else if (typeof item !== "string") say(`item ${index} is not text`);
      });
      break;
    }
    case "hidden":
      break;
    default:
      say(`has a widget this check does not know: ${String(field.widget)}`);
  }
  return problems;
}

/**
 * Problems Decap would have with one entry's data: a required field empty, a value its widget does
 * not accept, or a key no field declares (the Content Manager would neither show nor edit it).
 */
export function entryProblems(fields: readonly CmsField[], data: Data, context: RuleContext, prefix = ""): string[] {
  const problems: string[] = [];
  const names = new Set(fields.map((field) => field.name));
  for (const key of Object.keys(data)) if (!names.has(key)) problems.push(`${prefix}${key}: no field of the Content Manager holds it`);
  for (const field of fields as Field[]) {
    const value = data[field.name];
    const where = `${prefix}${field.name}`;
    if (field.widget === "hidden") continue;
    if (isEmpty(value)) {
      if (field.required !== false) problems.push(`${where}: required but empty`);
      continue;
    }
    problems.push(...valueProblems(field, value, where, context));
  }
  return problems;
}
