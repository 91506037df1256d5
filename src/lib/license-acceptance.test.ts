import { type ActivationFacts, judgeActivation, judgeDeactivation, LICENSE_ERRORS, usageStat } from "./license-acceptance";
import type { ActivatedAnswer, LicenseCallResult, ValidAnswer } from "./license-api";
import { FLIP_PASS, PREMIUM, testPlan } from "../test-utils/plans";

const PLANS = [testPlan({ ...PREMIUM, storeId: 7 }), testPlan({ ...FLIP_PASS, storeId: 7 })];

const licenseKey = { id: 1, status: "active", key: "KEY-1", activation_limit: 3, activation_usage: 2, expires_at: null, test_mode: false };
const meta = {
  store_id: 7,
  product_id: 8,
  product_name: "Bulk Flip 7 Days",
  variant_id: 80,
  variant_name: "Default",
  customer_email: "Ann@Example.com",
};
const instance = { id: "inst-1", name: "Linux / Chrome" };

const activated = (answer: Partial<ActivatedAnswer> = {}, status = 200): LicenseCallResult<ActivatedAnswer> => ({
  kind: "answer",
  status,
  answer: { activated: true, error: null, license_key: licenseKey, instance, meta, ...answer },
});
const validated = (answer: Partial<ValidAnswer> = {}, status = 200): LicenseCallResult<ValidAnswer> => ({
  kind: "answer",
  status,
  answer: { valid: true, error: null, license_key: licenseKey, instance, meta, ...answer },
});

const facts = (change: Partial<ActivationFacts> = {}): ActivationFacts => ({
  licenseKey: " KEY-1 ",
  email: " ann@example.COM ",
  path: "/license/",
  plans: PLANS,
  activation: activated(),
  validation: validated(),
  ...change,
});

describe("judgeActivation (spec §5)", () => {
  it("accepts when every rule holds, and builds the entry", () => {
    expect(judgeActivation(facts())).toEqual({
      accepted: true,
      plan: PLANS[1],
      entry: {
        license_key: "KEY-1",
        instance_id: "inst-1",
        email: "ann@example.COM",
        plan: "Bulk Flip 7 Days",
        usage_stat: "2 Used / 3",
        redirect_path: "/tools/bulk-flip-image/",
        variant: "Default",
      },
    });
  });

  describe("the response says activated", () => {
    it("passes the provider's error text to the screen, with no instance to deactivate", () => {
      const activation = activated({ activated: false, error: "This license key has reached the activation limit.", instance: null }, 400);
      expect(judgeActivation(facts({ activation, validation: null }))).toEqual({
        accepted: false,
        error: "This license key has reached the activation limit.",
        deactivate: null,
      });
      const notFound = activated({ activated: false, error: "license_key not found.", instance: null, license_key: null, meta: null }, 404);
      expect(judgeActivation(facts({ activation: notFound, validation: null }))).toMatchObject({ error: "license_key not found." });
    });

    it("says 'Error: Not activated' for a refusal without a provider text", () => {
      expect(judgeActivation(facts({ activation: activated({ activated: false, instance: null }), validation: null }))).toEqual({
        accepted: false,
        error: "Error: Not activated",
        deactivate: null,
      });
    });

    it("says the service could not be reached and nothing changed when there is no answer (network failure, 5xx)", () => {
      for (const reason of ["the license server could not be reached (fetch failed)", "the license server answered 503"])
        expect(judgeActivation(facts({ activation: { kind: "unknown", reason }, validation: null }))).toEqual({
          accepted: false,
          error: "The license service could not be reached, so nothing was changed. Please try again.",
          deactivate: null,
        });
    });
  });

  it("needs an instance id: 'Error: No instanceId'", () => {
    expect(judgeActivation(facts({ activation: activated({ instance: null }), validation: null }))).toEqual({
      accepted: false,
      error: "Error: No instanceId",
      deactivate: null,
    });
  });

  describe("the new instance validates", () => {
    it("passes the provider's error, else 'Error: Not valid' or that it could not be reached, and deactivates the instance", () => {
      expect(judgeActivation(facts({ validation: validated({ valid: false, error: "This license key is disabled." }, 400) }))).toEqual({
        accepted: false,
        error: "This license key is disabled.",
        deactivate: "inst-1",
      });
      expect(judgeActivation(facts({ validation: validated({ valid: false }) }))).toEqual({
        accepted: false,
        error: "Error: Not valid",
        deactivate: "inst-1",
      });
      expect(judgeActivation(facts({ validation: { kind: "unknown", reason: "503" } }))).toEqual({
        accepted: false,
        error: "The license service could not be reached, so nothing was changed. Please try again.",
        deactivate: "inst-1",
      });
      expect(judgeActivation(facts({ validation: null }))).toMatchObject({ error: "Error: Not valid", deactivate: "inst-1" });
    });
  });

  it("rejects a test-mode license: 'Error: Not activated..'", () => {
    const testKey = { ...licenseKey, test_mode: true };
    expect(judgeActivation(facts({ validation: validated({ license_key: testKey }) }))).toEqual({
      accepted: false,
      error: "Error: Not activated..",
      deactivate: "inst-1",
    });
    // A key whose answer leaves test_mode out (the docs' sample) is not taken for a test key.
    expect(judgeActivation(facts({ validation: validated({ license_key: { ...licenseKey, test_mode: null } }) }))).toMatchObject({
      accepted: true,
    });
  });

  it("needs the store and the product of a known plan: 'Error: Not activated..'", () => {
    for (const other of [
      { ...meta, product_id: 999 },
      { ...meta, store_id: 8 },
    ]) {
      expect(judgeActivation(facts({ validation: validated({ meta: other }) }))).toEqual({
        accepted: false,
        error: "Error: Not activated..",
        deactivate: "inst-1",
      });
    }
    expect(judgeActivation(facts({ activation: activated({ meta: null }), validation: validated({ meta: null }) }))).toMatchObject({
      error: "Error: Not activated..",
    });
  });

  it("needs the current path allowed by the plan, the license page always: 'Error: Not activated..'", () => {
    expect(judgeActivation(facts({ path: "/tools/bulk-flip-image/" }))).toMatchObject({ accepted: true });
    expect(judgeActivation(facts({ path: "/license" }))).toMatchObject({ accepted: true });
    expect(judgeActivation(facts({ path: "/tools/bulk-image-cropper/" }))).toEqual({
      accepted: false,
      error: "Error: Not activated..",
      deactivate: "inst-1",
    });
  });

  it("needs the license's e-mail, ignoring case: 'Error: No email match'", () => {
    expect(judgeActivation(facts({ email: "someone@example.com" }))).toEqual({
      accepted: false,
      error: "Error: No email match",
      deactivate: "inst-1",
    });
    expect(judgeActivation(facts({ validation: validated({ meta: { ...meta, customer_email: null } }) }))).toMatchObject({
      error: "Error: No email match",
    });
  });

  it("keeps the exact texts of spec §8", () => {
    expect(LICENSE_ERRORS).toEqual({
      NOT_ALLOWED: "Error: Not activated..",
      NO_EMAIL_MATCH: "Error: No email match",
      NO_INSTANCE_ID: "Error: No instanceId",
      NOT_ACTIVATED: "Error: Not activated",
      NOT_VALID: "Error: Not valid",
      NOT_DEACTIVATED: "Error: Not deactivated",
    });
  });
});

describe("usageStat", () => {
  it("reads N Used / M", () => {
    expect(usageStat({ activation_usage: 1, activation_limit: 5 })).toBe("1 Used / 5");
    expect(usageStat({ activation_usage: 2, activation_limit: null })).toBe("2 Used / Unlimited");
    expect(usageStat(null)).toBe("0 Used / Unlimited");
  });
});

describe("judgeDeactivation (spec §8)", () => {
  const answer = (deactivated: boolean, error: string | null, status = 200) =>
    ({ kind: "answer", status, answer: { deactivated, error, license_key: null, meta: null } }) as const;

  it("removes the entry when deactivated, or when the provider does not know the instance", () => {
    expect(judgeDeactivation(answer(true, null))).toEqual({ remove: true, error: null });
    expect(judgeDeactivation(answer(false, "instance_id not found.", 404))).toEqual({ remove: true, error: null });
    expect(judgeDeactivation(answer(false, "instance_id not found", 404))).toEqual({ remove: true, error: null });
  });

  it("keeps it with 'Error: Not deactivated' otherwise", () => {
    expect(judgeDeactivation(answer(false, "license_key not found.", 404))).toEqual({ remove: false, error: "Error: Not deactivated" });
    expect(judgeDeactivation(answer(false, null, 400))).toEqual({ remove: false, error: "Error: Not deactivated" });
  });

  it("keeps it, saying the service could not be reached, when there is no answer", () => {
    expect(judgeDeactivation({ kind: "unknown", reason: "the license server answered 502" })).toEqual({
      remove: false,
      error: "The license service could not be reached, so nothing was changed. Please try again.",
    });
  });
});
