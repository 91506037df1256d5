import { useEffect } from "react";
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
  useEffect(() => {
    const run = () => revalidateStoredLicenses(plans).catch((error: unknown) => console.warn("Licenses: revalidation failed", error));
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => void run(), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => void run(), 2000);
    return () => window.clearTimeout(timer);
  }, [plans]);
}
