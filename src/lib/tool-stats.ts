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

function writeAll(all: AllStats): void {
  try {
    storage()?.setItem(STORAGE_KEYS.toolStats, JSON.stringify(all));
  } catch {
    // Counters are a courtesy; a full storage must not break the tool.
  }
}

/**
 * The counters under `key`. Those this browser kept under `formerKey` (the tool id, before the
 * counters were keyed by money_saved_tag) are taken over once, so no visitor's count starts again.
 */
export function readToolStats(key: string, formerKey?: string): ToolStats {
  const all = readAll();
  const former = formerKey === undefined || formerKey === key ? undefined : all[formerKey];
  if (former && !all[key]) {
    all[key] = former;
    delete all[formerKey as string];
    writeAll(all);
  }
  const entry = all[key];
  return { saved: Number(entry?.saved) || 0, downloaded: Number(entry?.downloaded) || 0 };
}

export function addToolStats(key: string, change: Partial<ToolStats>): ToolStats {
  const all = readAll();
  const current = readToolStats(key);
  const next = { saved: current.saved + (change.saved ?? 0), downloaded: current.downloaded + (change.downloaded ?? 0) };
  all[key] = next;
  writeAll(all);
  return next;
}

/** "$12.40" for 124 images at $0.10 each. */
export function moneySaved(images: number, perImage: number): string {
  return `$${(Math.max(0, images) * Math.max(0, perImage)).toFixed(2)}`;
}
