import { useCallback } from "react";
import { deviceLabelOf, readDeviceInfo } from "../lib/device-info";
import { LICENSE_ERRORS } from "../lib/license-acceptance";
import { activateLicense } from "../lib/license-activation";
import { licenseApi } from "../lib/license-api";
import { browserLicenseStore } from "../lib/license-store";
import type { Plan } from "../lib/plans";
import { usePlans } from "./usePlans";

/**
 * Activation as the page at `path` asks for it (spec §5: the path must be allowed for the plan, the
 * license page always is). Resolves to the error to show (spec §8), or null once the license is kept.
 */
export function useLicenseActivation(
  path: string,
  onAccepted: (plan: Plan) => void,
): (licenseKey: string, email: string) => Promise<string | null> {
  const plans = usePlans();
  return useCallback(
    async (licenseKey, email) => {
      const store = browserLicenseStore();
      if (!store) return LICENSE_ERRORS.NOT_ACTIVATED;
      try {
        const request = { licenseKey, email, path, instanceName: deviceLabelOf(readDeviceInfo()) };
        const verdict = await activateLicense(licenseApi(), store, plans, request);
        if (!verdict.accepted) return verdict.error;
        onAccepted(verdict.plan);
        return null;
      } catch (error) {
        console.warn("License activation failed", error);
        return LICENSE_ERRORS.NOT_ACTIVATED;
      }
    },
    [plans, path, onAccepted],
  );
}
