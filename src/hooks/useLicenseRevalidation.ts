import { useEffect } from "react";
import { licenseApi } from "../lib/license-api";
import { revalidateLicenses } from "../lib/license-revalidation";
import { browserLicenseStore } from "../lib/license-store";
import { usePlans } from "./usePlans";

/** Once per page load, when the browser is idle: the daily check of the stored licenses with the provider. */
export function useLicenseRevalidation(): void {
  const plans = usePlans();
  useEffect(() => {
    const store = browserLicenseStore();
    if (!store) return;
    const run = () =>
      revalidateLicenses(store, licenseApi(), plans, Date.now()).catch((error: unknown) =>
        console.warn("Licenses: revalidation failed", error),
      );
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => void run(), { timeout: 5000 });
      return () => window.cancelIdleCallback(id);
    }
    const timer = window.setTimeout(() => void run(), 2000);
    return () => window.clearTimeout(timer);
  }, [plans]);
}
