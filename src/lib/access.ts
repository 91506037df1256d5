import type { LicenseEntry } from "./license-state";
import { normalizePath } from "./paths";
import { type Plan, planAllowsPath, planByName } from "./plans";

/**
 * What this visitor may do (spec §6): process any number of files on the pages their licenses' plans
 * unlock, the free limit per batch everywhere else.
 */
export const DEFAULT_FREE_FILES_PER_BATCH = 20;

/** Per-tool free limits that differ from the default, keyed by tool path (e.g. "/tools/bulk-flip-image/"). */
export const FREE_FILES_PER_BATCH: Readonly<Record<string, number>> = {};

/** The plans this visitor holds, from the license entries on this device. */
export interface Grant {
  plans: readonly Plan[];
  /** A 'Solo Plus' license: the tools marked hide_solo_plus (the colorizer) are hidden and not unlocked. */
  soloPlus: boolean;
}

export const NO_GRANT: Grant = { plans: [], soloPlus: false };

const SOLO_PLUS = /\bsolo[\s_-]*plus\b/i;

/** The grant of the stored entries; an entry whose plan is not in the catalogue unlocks nothing. */
export function grantOf(entries: readonly Pick<LicenseEntry, "plan" | "variant">[], catalogue: readonly Plan[]): Grant {
  return {
    plans: entries.map((entry) => planByName(catalogue, entry.plan)).filter((plan): plan is Plan => plan !== null),
    soloPlus: entries.some((entry) => SOLO_PLUS.test(entry.variant ?? "") || SOLO_PLUS.test(entry.plan)),
  };
}

/** A tool marked hide_solo_plus is kept out of sight of a Solo Plus license holder. */
export function hiddenFor(tool: { hide_solo_plus?: boolean | null }, grant: Grant): boolean {
  return grant.soloPlus && tool.hide_solo_plus === true;
}

/** Whether the visitor's plans unlock a page; `hiddenForSoloPlus` says the page is a hide_solo_plus tool. */
export function unlocks(grant: Grant, pathname: string, hiddenForSoloPlus = false): boolean {
  if (grant.soloPlus && hiddenForSoloPlus) return false;
  return grant.plans.some((plan) => planAllowsPath(plan, pathname));
}

export interface AccessAnswer {
  /** Files allowed in one batch; Infinity when unlimited. */
  filesPerBatch: number;
  /** Where to send the visitor to lift the limit. */
  upgradeHref: string;
}

export function freeFilesPerBatch(toolPath: string, configured: string | undefined = process.env.GATSBY_FREE_FILES_PER_BATCH): number {
  const value = Number(configured);
  const fallback = Number.isInteger(value) && value > 0 ? value : DEFAULT_FREE_FILES_PER_BATCH;
  return FREE_FILES_PER_BATCH[normalizePath(toolPath)] ?? fallback;
}

/** The allowance of one batch on a tool page: unlimited where a plan unlocks it, the free limit otherwise. */
export function batchAccess(toolPath: string, grant: Grant = NO_GRANT, hiddenForSoloPlus = false): AccessAnswer {
  return {
    filesPerBatch: unlocks(grant, toolPath, hiddenForSoloPlus) ? Infinity : freeFilesPerBatch(toolPath),
    upgradeHref: `/pricing/?tool=${encodeURIComponent(normalizePath(toolPath))}`,
  };
}

/** Whether this visitor may process `files` files at once on `pathname`. */
export function mayProcess(pathname: string, files: number, grant: Grant, hiddenForSoloPlus = false): boolean {
  return files <= batchAccess(pathname, grant, hiddenForSoloPlus).filesPerBatch;
}
