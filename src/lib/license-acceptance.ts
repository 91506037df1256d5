import type { ActivatedAnswer, DeactivatedAnswer, LicenseCallResult, LicenseKeyInfo, ValidAnswer } from "./license-api";
import type { LicenseEntry } from "./license-state";
import { normalizePath } from "./paths";
import { type Plan, planAllowsPath, planForProduct } from "./plans";

/** Spec §8, word for word (the two full stops of NOT_ALLOWED included). */
export const LICENSE_ERRORS = {
  /** Test mode, unknown product, or a path the plan does not allow. */
  NOT_ALLOWED: "Error: Not activated..",
  NO_EMAIL_MATCH: "Error: No email match",
  NO_INSTANCE_ID: "Error: No instanceId",
  NOT_ACTIVATED: "Error: Not activated",
  NOT_VALID: "Error: Not valid",
  NOT_DEACTIVATED: "Error: Not deactivated",
} as const;

/**
 * Not a spec §8 text: when the provider cannot be reached or answers 5xx, its verdict is unknown, and
 * 'Error: Not activated' would wrongly say the key was refused.
 */
export const LICENSE_SERVICE_UNREACHABLE = "The license service could not be reached, so nothing was changed. Please try again.";

/** Activation is always allowed here, whatever the plan covers (spec §5). */
export const LICENSE_PAGE_PATH = "/license/";

/** The provider's text when the key is unknown to it, or the instance is. */
export const INSTANCE_NOT_FOUND = "instance_id not found.";

export interface ActivationFacts {
  /** What the visitor typed. */
  licenseKey: string;
  email: string;
  /** The page the activation happens on. */
  path: string;
  plans: readonly Plan[];
  activation: LicenseCallResult<ActivatedAnswer>;
  /** The /validate call made with the new instance; null when activation gave no instance to validate. */
  validation: LicenseCallResult<ValidAnswer> | null;
}

export type ActivationVerdict =
  | { accepted: true; entry: LicenseEntry; plan: Plan }
  /** `deactivate` is the instance the activation created, which must not stay counted against the key. */
  | { accepted: false; error: string; deactivate: string | null };

/** "N Used / M" (spec §3); a key without a limit shows Unlimited. */
export function usageStat(key: Pick<LicenseKeyInfo, "activation_usage" | "activation_limit"> | null): string {
  return `${key?.activation_usage ?? 0} Used / ${key?.activation_limit ?? "Unlimited"}`;
}

const sameEmail = (a: string | null | undefined, b: string) => (a ?? "").trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Spec §5: whether an activation is accepted, from the provider's answers to /activate and /validate.
 * Every rule must hold: activated, an instance id, validated, not test mode, a known store and product,
 * the current path allowed by the plan (the license page always is), and the license's e-mail equal
 * to the entered one ignoring case. A rejection after the instance exists names it for deactivation.
 */
export function judgeActivation(facts: ActivationFacts): ActivationVerdict {
  const { activation, validation } = facts;
  if (activation.kind === "unknown") return { accepted: false, error: LICENSE_SERVICE_UNREACHABLE, deactivate: null };
  const activated = activation.answer;
  if (!activated.activated) return { accepted: false, error: activated.error ?? LICENSE_ERRORS.NOT_ACTIVATED, deactivate: null };
  const instanceId = activated.instance?.id;
  if (!instanceId) return { accepted: false, error: LICENSE_ERRORS.NO_INSTANCE_ID, deactivate: null };

  const reject = (error: string): ActivationVerdict => ({ accepted: false, error, deactivate: instanceId });
  if (validation?.kind === "unknown") return reject(LICENSE_SERVICE_UNREACHABLE);
  if (validation === null) return reject(LICENSE_ERRORS.NOT_VALID);
  const valid = validation.answer;
  if (!valid.valid) return reject(valid.error ?? LICENSE_ERRORS.NOT_VALID);

  const licenseKey = valid.license_key ?? activated.license_key;
  const meta = valid.meta ?? activated.meta;
  if (licenseKey?.test_mode === true) return reject(LICENSE_ERRORS.NOT_ALLOWED);
  const plan = planForProduct(facts.plans, meta?.store_id, meta?.product_id);
  if (!plan) return reject(LICENSE_ERRORS.NOT_ALLOWED);
  if (normalizePath(facts.path) !== LICENSE_PAGE_PATH && !planAllowsPath(plan, facts.path)) return reject(LICENSE_ERRORS.NOT_ALLOWED);
  if (!sameEmail(meta?.customer_email, facts.email)) return reject(LICENSE_ERRORS.NO_EMAIL_MATCH);

  return {
    accepted: true,
    plan,
    entry: {
      license_key: licenseKey?.key ?? facts.licenseKey.trim(),
      instance_id: instanceId,
      email: facts.email.trim(),
      plan: plan.product_name,
      usage_stat: usageStat(licenseKey),
      redirect_path: plan.redirect_path,
      variant: meta?.variant_name ?? "",
    },
  };
}

/**
 * Spec §4, §8: after /deactivate the entry goes when the provider deactivated the instance or does not
 * know it ('instance_id not found'); otherwise it stays and the page says 'Error: Not deactivated', or
 * that the provider could not be reached.
 */
export function judgeDeactivation(result: LicenseCallResult<DeactivatedAnswer>): { remove: boolean; error: string | null } {
  if (result.kind === "answer") {
    if (result.answer.deactivated) return { remove: true, error: null };
    if (result.answer.error?.trim().replace(/\.$/, "") === INSTANCE_NOT_FOUND.replace(/\.$/, "")) return { remove: true, error: null };
  }
  return { remove: false, error: result.kind === "unknown" ? LICENSE_SERVICE_UNREACHABLE : LICENSE_ERRORS.NOT_DEACTIVATED };
}
