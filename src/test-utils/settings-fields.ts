/** What a settings form shows, for the tools' settings tests. */
import { defaultSettings, isFieldVisible, schemaFields } from "../bulk/settings/fields";
import type { SettingsSchema } from "../domain/tool";

/** The keys of the fields shown when the defaults are changed by `values`. */
export function visibleKeys(schema: SettingsSchema, values: Record<string, unknown>): string[] {
  return schemaFields(schema)
    .filter((field) => isFieldVisible(field, { ...defaultSettings(schema), ...values }))
    .map((field) => field.key);
}

/** The label a choice field shows for one of its values. */
export function optionLabel(schema: SettingsSchema, key: string, value: string): string | undefined {
  const field = schemaFields(schema).find((each) => each.key === key);
  return field?.kind === "enum" ? field.options.find((option) => option.value === value)?.label : undefined;
}
