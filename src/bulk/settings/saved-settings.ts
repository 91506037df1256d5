/** Saved settings per tool (spec §3 "saved settings"), in localStorage, read back through the schema. */
import type { z } from "zod";
import { safeStorage, STORAGE_KEYS } from "../../lib/storage-keys";
import type { SettingsSchema } from "../../domain/tool";
import { parseJsonObject } from "../../lib/values";
import { coerceSettings } from "./fields";

function key(toolId: string): string {
  return `${STORAGE_KEYS.settingsPrefix}${toolId}`;
}

function storage(): Storage | null {
  return safeStorage(() => (typeof window === "undefined" ? undefined : window.localStorage));
}

export function loadSettings<S extends SettingsSchema>(toolId: string, schema: S, preset?: Record<string, unknown>): z.output<S> {
  const saved = parseJsonObject(storage()?.getItem(key(toolId))) ?? {};
  return coerceSettings(schema, { ...saved, ...preset });
}

export function saveSettings(toolId: string, settings: Record<string, unknown>): void {
  try {
    storage()?.setItem(key(toolId), JSON.stringify(settings));
  } catch {
    // A full or blocked storage only costs the visitor their saved settings.
  }
}

export function clearSettings(toolId: string): void {
  storage()?.removeItem(key(toolId));
}
