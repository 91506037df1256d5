/** Per-tool counters (spec §3 save statistics): files processed ("saved") and downloaded, in localStorage. */
import { safeStorage, STORAGE_KEYS } from "./storage-keys";
import { parseJsonObject } from "./values";

export interface ToolStats {
  saved: number;
  downloaded: number;
}

type AllStats = Record<string, ToolStats>;

function storage(): Storage | null {
  return safeStorage(() => (typeof window === "undefined" ? undefined : window.localStorage));
}

function readAll(): AllStats {
  return parseJsonObject<AllStats>(storage()?.getItem(STORAGE_KEYS.toolStats)) ?? {};
}

/** The key of a tool's counters: the catalogue's money_saved_tag (README, "How to add a tool"), else the tool id. */
export function statsKeyOf(tool: { money_saved_tag?: string | null }, toolId: string): string {
  return tool.money_saved_tag?.trim() || toolId;
}

export function readToolStats(toolId: string): ToolStats {
  const entry = readAll()[toolId];
  return { saved: Number(entry?.saved) || 0, downloaded: Number(entry?.downloaded) || 0 };
}

export function addToolStats(toolId: string, change: Partial<ToolStats>): ToolStats {
  const all = readAll();
  const current = readToolStats(toolId);
  const next = { saved: current.saved + (change.saved ?? 0), downloaded: current.downloaded + (change.downloaded ?? 0) };
  all[toolId] = next;
  try {
    storage()?.setItem(STORAGE_KEYS.toolStats, JSON.stringify(all));
  } catch {
    // Counters are a courtesy; a full storage must not break the tool.
  }
  return next;
}

/** "$12.40" for 124 images at $0.10 each. */
export function moneySaved(images: number, perImage: number): string {
  return `$${(Math.max(0, images) * Math.max(0, perImage)).toFixed(2)}`;
}
