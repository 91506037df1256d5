/**
 * An action's parameters as command-line flags, read from its tool's settings schema: each setting
 * `jpegEncoding` becomes `--jpeg-encoding <value>`, with the schema's title, description, choices and
 * default as its help. The values are checked by the same schema the server checks a task with.
 */
import { Option } from "commander";
import { z } from "zod";
import type { SettingsSchema } from "../../src/domain/tool";

interface Property {
  type?: string;
  enum?: unknown[];
  title?: string;
  description?: string;
  default?: unknown;
  minimum?: number;
  maximum?: number;
}

/** The flag of a setting: `maxWidth` → `max-width`. */
export function flagName(setting: string): string {
  return setting.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function propertiesOf(schema: SettingsSchema): Record<string, Property> {
  // Input side: a setting's default is what the caller may leave out, not part of the value's type.
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as { properties?: Record<string, Property> };
  return json.properties ?? {};
}

function helpOf(property: Property): string {
  const range = property.minimum !== undefined && property.maximum !== undefined ? ` (${property.minimum}–${property.maximum})` : "";
  return [property.title && `${property.title}${range}.`, property.description].filter(Boolean).join(" ");
}

/** A typed value from the text typed on the command line; the schema then says whether it is allowed. */
function valueOf(property: Property, text: string): unknown {
  if (property.type === "number" || property.type === "integer") return text.trim() === "" ? text : Number(text);
  if (property.type === "boolean") return text === "true" ? true : text === "false" ? false : text;
  return text;
}

export function settingOptions(schema: SettingsSchema): Option[] {
  return Object.entries(propertiesOf(schema)).map(([setting, property]) => {
    const value =
      property.type === "boolean"
        ? "<true|false>"
        : `<${property.type === "string" && !property.enum ? "text" : (property.type ?? "value")}>`;
    const option = new Option(`--${flagName(setting)} ${value}`, helpOf(property)).argParser((text) => valueOf(property, text));
    if (property.enum) option.choices(property.enum.map(String));
    if (property.default !== undefined) option.default(property.default);
    return option;
  });
}

/**
 * The settings the flags given on the command line ask for (commander's camelCase names are the
 * settings' own names); untouched ones are left to the schema's defaults.
 */
export function settingsFrom(schema: SettingsSchema, flags: Record<string, unknown>, given: (setting: string) => boolean) {
  return Object.fromEntries(Object.keys(propertiesOf(schema)).flatMap((setting) => (given(setting) ? [[setting, flags[setting]]] : [])));
}
