import { usageStat } from "./license-acceptance";
import type { LicenseApi, LicenseCallResult, ValidAnswer } from "./license-api";
import type { LicenseEntry } from "./license-state";
import { type LicenseStoreDeps, loadLicenses, updateLicenses } from "./license-store";
import { type Plan, planForProduct } from "./plans";
import { STORAGE_KEYS } from "./storage-keys";

/** Entries are checked with the provider in the background at most once a day (spec §4). */
export const REVALIDATE_EVERY_MS = 24 * 60 * 60 * 1000;

export function revalidationDue(checkedAt: string | null, now: number): boolean {
  const last = Number(checkedAt);
  return !Number.isFinite(last) || last <= 0 || last > now || now - last >= REVALIDATE_EVERY_MS;
}

/**
 * One entry after the provider's /validate answer: unchanged when the answer is unknown (kept until
 * the next check), null when the provider says it is not valid, otherwise with the current usage and,
 * when the product is in the catalogue, its plan name and redirect.
 */
export function revalidatedEntry(entry: LicenseEntry, result: LicenseCallResult<ValidAnswer>, plans: readonly Plan[]): LicenseEntry | null {
  if (result.kind === "unknown") return entry;
  const { answer } = result;
  if (!answer.valid) return null;
  const plan = planForProduct(plans, answer.meta?.store_id, answer.meta?.product_id);
  return {
    ...entry,
    usage_stat: answer.license_key ? usageStat(answer.license_key) : entry.usage_stat,
    ...(plan ? { plan: plan.product_name, redirect_path: plan.redirect_path } : {}),
    ...(answer.meta?.variant_name ? { variant: answer.meta.variant_name } : {}),
  };
}

/**
 * Validates every stored entry when a day has passed since the last complete check, and stores the
 * outcome: invalid entries removed, the others refreshed. A check with any unknown answer (offline,
 * provider down) is not counted, so it runs again on the next page.
 */
export async function revalidateLicenses(
  deps: LicenseStoreDeps,
  api: Pick<LicenseApi, "validate">,
  plans: readonly Plan[],
  now: number,
): Promise<void> {
  if (!revalidationDue(deps.storage.getItem(STORAGE_KEYS.licensesCheckedAt), now)) return;
  const entries = await loadLicenses(deps);
  const results = await Promise.all(
    entries.map(async (entry) => ({ entry, result: await api.validate(entry.license_key, entry.instance_id) })),
  );
  const outcome = new Map(results.map(({ entry, result }) => [entry.instance_id, revalidatedEntry(entry, result, plans)]));
  // Merged by instance, so a license activated in another tab meanwhile is kept.
  if (results.length > 0) {
    await updateLicenses(deps, (current) =>
      current.flatMap((entry) => {
        const next = outcome.has(entry.instance_id) ? outcome.get(entry.instance_id) : entry;
        return next ? [next] : [];
      }),
    );
  }
  if (results.every(({ result }) => result.kind === "answer")) deps.storage.setItem(STORAGE_KEYS.licensesCheckedAt, String(now));
}
