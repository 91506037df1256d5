import type { SettingsSchema, ToolMeta } from "./types";

/** Types a tool's meta against its own settings schema (presets and `generate` see the real settings type). */
export function defineTool<S extends SettingsSchema>(meta: ToolMeta<S>): ToolMeta<S> {
  return meta;
}
