import { SITE_PATH } from "../lib/plans";
import type { CmsField } from "./decap-types";

/**
 * Field definitions shared by the Content Manager's collections. Patterns are regular-expression
 * sources (Decap takes strings), the same rules the build and src/content.test.ts apply.
 */

export const SLUG = "^[a-z0-9]+(-[a-z0-9]+)*$";
export const PATH = SITE_PATH.source;
export const TOOL_LINK = "^/tools/[a-z0-9]+(-[a-z0-9]+)*/$";
export const SUB_TOOL_LINK = "^/tools/[a-z0-9]+(-[a-z0-9]+)*/[a-z0-9]+(-[a-z0-9]+)*/$";
export const HTTPS_URL = "^https://[^\\s/]+\\.[^\\s/]+(/\\S*)?$";
export const EMAIL = "^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$";

export const string = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField =>
  ({ name, label, widget: "string", ...extra }) as CmsField;

export const text = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField =>
  ({ name, label, widget: "text", ...extra }) as CmsField;

/** A yes/no field, "no" unless ticked, so it always has a value (`required` only says whether the file must hold the key). */
export const boolean = (name: string, label: string, { hint, required = true }: { hint?: string; required?: boolean } = {}): CmsField => ({
  name,
  label,
  widget: "boolean",
  default: false,
  required,
  ...(hint ? { hint } : {}),
});

export const integer = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField =>
  ({ name, label, widget: "number", value_type: "int", ...extra }) as CmsField;

/** A calendar day, kept as YYYY-MM-DD like the existing files. */
export const day = (name: string, label: string, extra: Partial<CmsField> = {}): CmsField =>
  ({
    name,
    label,
    widget: "datetime",
    format: "YYYY-MM-DD",
    date_format: "YYYY-MM-DD",
    time_format: false,
    picker_utc: true,
    ...extra,
  }) as CmsField;

/** A list of plain strings, one input per item (each item can carry a pattern). */
export const stringList = (name: string, label: string, item: Partial<CmsField> = {}, extra: Partial<CmsField> = {}): CmsField =>
  ({ name, label, widget: "list", field: { name: "item", label, widget: "string", ...item }, ...extra }) as CmsField;

export const objectList = (name: string, label: string, fields: CmsField[], extra: Partial<CmsField> = {}): CmsField =>
  ({ name, label, widget: "list", fields, ...extra }) as CmsField;

export const hidden = (name: string): CmsField => ({ name, label: name, widget: "hidden" });

export const title: CmsField = string("title", "Title");

export const description: CmsField = text("description", "Description", {
  hint: "The page's description for search engines and link previews (about 150 characters).",
});

export const slug = (hint: string, pattern: [string, string] = [SLUG, "Lower-case words joined by dashes"]): CmsField =>
  string("slug", "Slug", { hint, pattern });

export const body = (required = true): CmsField => ({ name: "body", label: "Body", widget: "markdown", required });

/** Tools named by their slug (the file name in content/tools), as posts, stories and reviews do. */
export const toolsBySlug = (name: string, label: string, multiple: boolean): CmsField => ({
  name,
  label,
  widget: "relation",
  collection: "tools",
  value_field: "{{slug}}",
  search_fields: ["name"],
  display_fields: ["name"],
  multiple,
  required: false,
});
