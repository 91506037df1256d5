/**
 * Output file names: the input's base name (spaces and unicode kept) run through the visitor's
 * template, with the new extension, made unique within a batch the way desktop systems do it.
 */
export const DEFAULT_NAME_TEMPLATE = "{name}";

export interface NameFields {
  /** The input's name without its extension. */
  name: string;
  width?: number;
  height?: number;
  /** 1-based position in the batch. */
  index: number;
  /** Set by tools writing several files per input. */
  suffix?: string;
  format: string;
}

export function baseName(fileName: string): string {
  const leaf = fileName.split(/[\\/]/).pop() ?? fileName;
  const dot = leaf.lastIndexOf(".");
  return dot > 0 ? leaf.slice(0, dot) : leaf;
}

/** Characters no file system accepts, and control characters, become "_". */
export function safeFileName(name: string): string {
  const cleaned = Array.from(name, (character) => (character.charCodeAt(0) < 32 || character.charCodeAt(0) === 127 ? "_" : character))
    .join("")
    .replace(/[<>:"/\\|?*]/g, "_")
    .replace(/[. ]+$/, "");
  return cleaned || "image";
}

const FIELDS = ["name", "width", "height", "index", "format"] as const;

/** Names of the fields a template may use, for the help text. */
export const TEMPLATE_FIELDS = FIELDS.map((field) => `{${field}}`);

export function validateTemplate(template: string): string | null {
  if (!template.trim()) return "The file-name template is empty.";
  const unknown = [...template.matchAll(/\{([^}]*)\}/g)].map((match) => match[1]).filter((field) => !FIELDS.includes(field as never));
  if (unknown.length > 0) return `Unknown field ${unknown.map((field) => `{${field}}`).join(", ")}; use ${TEMPLATE_FIELDS.join(", ")}.`;
  return null;
}

export function applyTemplate(template: string, fields: NameFields): string {
  const values: Record<(typeof FIELDS)[number], string> = {
    name: fields.name,
    width: fields.width === undefined ? "" : String(fields.width),
    height: fields.height === undefined ? "" : String(fields.height),
    index: String(fields.index),
    format: fields.format,
  };
  const valid = validateTemplate(template) === null ? template : DEFAULT_NAME_TEMPLATE;
  const named = valid.replace(/\{(\w+)\}/g, (_, field: (typeof FIELDS)[number]) => values[field]);
  return safeFileName(named + (fields.suffix ?? ""));
}

/** Hands out unique names: "photo.jpg", then "photo (1).jpg", "photo (2).jpg"; case-insensitive like most disks. */
export class UniqueNames {
  private readonly taken = new Set<string>();

  claim(stem: string, extension: string): string {
    const make = (counter: number) => `${stem}${counter ? ` (${counter})` : ""}${extension ? `.${extension}` : ""}`;
    let counter = 0;
    while (this.taken.has(make(counter).toLowerCase())) counter += 1;
    const name = make(counter);
    this.taken.add(name.toLowerCase());
    return name;
  }
}
