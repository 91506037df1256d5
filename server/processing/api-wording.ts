/**
 * The tools' own notes and messages, shared by the browser and the API, name a setting the way its
 * page shows it (“Allow enlarging”, "in the options"). Over the API the caller sets parameters, so the
 * same text is reworded to name the parameter, found by the title its zod schema gives it: no table
 * of messages to keep in step with the tools.
 */
import type { z } from "zod";
import type { SettingsSchema } from "../../src/domain/tool";

interface FieldMeta {
  title?: string;
}

/** Each setting's name by its title, lower-cased; a title's bracketed aside ("(lossy)") may be left out when quoted. */
function namesByTitle(schema: SettingsSchema): Map<string, string> {
  const names = new Map<string, string>();
  for (const [name, field] of Object.entries(schema.shape)) {
    const title = ((field as z.ZodType).meta() as FieldMeta | undefined)?.title;
    if (!title) continue;
    names.set(title.toLowerCase(), name);
    names.set(title.replace(/\s*\(.*\)$/, "").toLowerCase(), name);
  }
  return names;
}

export function inApiWords(text: string, schema: SettingsSchema): string {
  const names = namesByTitle(schema);
  const parameter = (title: string) => names.get(title.toLowerCase());
  return text
    .replace(
      /\bdraw (a box|boxes) on (it|them) (?:under Options|in the options) \(“([^”]+)”\)/gi,
      (whole, _boxes, one: string, title: string) => {
        // The page's panel draws boxes into a setting; over the API the caller gives them.
        const name = parameter(title);
        return name ? `${whole.startsWith("D") ? "Give" : "give"} ${one === "it" ? "its box" : "their boxes"} in "${name}"` : whole;
      },
    )
    .replace(/\b(turn on|tick) “([^”]+)”/gi, (whole, verb: string, title: string) => {
      const name = parameter(title);
      if (!name) return whole;
      return `${verb[0] === verb[0]!.toUpperCase() ? "Set" : "set"} "${name}" to true`;
    })
    .replace(/“([^”]+)”/g, (whole, title: string) => {
      const name = parameter(title);
      return name ? `"${name}"` : whole;
    })
    .replace(/\b(in the options|under Options)\b/g, "in the parameters");
}
