import { useEffect } from "react";
import { whenIdle } from "../lib/idle";
import { hasLicensesToCheck } from "../lib/license-state";
import { safeStorage } from "../lib/storage-keys";
import { usePlans } from "./usePlans";

/** The provider client, the store and its encryption load only when the check runs, not with every page. */
async function revalidateStoredLicenses(plans: ReturnType<typeof usePlans>): Promise<void> {
  if (!hasLicensesToCheck(safeStorage(() => window.localStorage))) return;
  const [{ licenseApi }, { revalidateLicenses }, { browserLicenseStore }] = await Promise.all([
    import("../lib/license-api"),
    import("../lib/license-revalidation"),
    import("../lib/license-store"),
  ]);
  const store = browserLicenseStore();
  if (store) await revalidateLicenses(store, licenseApi(), plans, Date.now());
}

/** Once per page load, when the browser is idle: the daily check of the stored licenses with the provider. */
export function useLicenseRevalidation(): void {
  const plans = usePlans();
  useEffect(
    () =>
      whenIdle(
        window,
        () => void revalidateStoredLicenses(plans).catch((error: unknown) => console.warn("Licenses: revalidation failed", error)),
      ),
    [plans],
  );
}
