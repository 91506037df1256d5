import { type ActivationVerdict, judgeActivation, judgeDeactivation } from "./license-acceptance";
import type { LicenseApi } from "./license-api";
import type { LicenseEntry } from "./license-state";
import { addLicense, type LicenseStoreDeps, removeLicense } from "./license-store";
import type { Plan } from "./plans";

export interface ActivationRequest {
  licenseKey: string;
  email: string;
  /** The page activating (spec §5: the license page is always allowed). */
  path: string;
  /** The device's OS/browser label, sent as instance_name (never personal data). */
  instanceName: string;
}

/**
 * /activate, then /validate with the new instance, then the rules of spec §5: an accepted license is
 * stored; a rejected one has its new instance deactivated so it does not use up an activation.
 */
export async function activateLicense(
  api: LicenseApi,
  store: LicenseStoreDeps,
  plans: readonly Plan[],
  request: ActivationRequest,
): Promise<ActivationVerdict> {
  const licenseKey = request.licenseKey.trim();
  const activation = await api.activate(licenseKey, request.instanceName);
  const instanceId = activation.kind === "answer" && activation.answer.activated ? activation.answer.instance?.id : undefined;
  const validation = instanceId ? await api.validate(licenseKey, instanceId) : null;
  const verdict = judgeActivation({ licenseKey, email: request.email, path: request.path, plans, activation, validation });
  if (verdict.accepted) await addLicense(store, verdict.entry);
  else if (verdict.deactivate) await api.deactivate(licenseKey, verdict.deactivate);
  return verdict;
}

/** Deactivates one entry at the provider and removes it here when spec §8 says so; the error to show otherwise. */
export async function deactivateLicense(api: LicenseApi, store: LicenseStoreDeps, entry: LicenseEntry): Promise<string | null> {
  const outcome = judgeDeactivation(await api.deactivate(entry.license_key, entry.instance_id));
  if (outcome.remove) await removeLicense(store, entry.instance_id);
  return outcome.error;
}
