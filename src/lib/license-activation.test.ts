/** @jest-environment node */
import "fake-indexeddb/auto";
import type { ActivatedAnswer, DeactivatedAnswer, LicenseApi, LicenseCallResult, ValidAnswer } from "./license-api";
import { activateLicense, deactivateLicense } from "./license-activation";
import { licenseCryptoKey } from "./license-crypto";
import { type LicenseStoreDeps, loadLicenses } from "./license-store";
import { FLIP_PASS, testPlan } from "../test-utils/plans";

const flip = testPlan({ ...FLIP_PASS, storeId: 7 });

const licenseKey = { key: "KEY", activation_usage: 1, activation_limit: 2, test_mode: false };
const meta = { store_id: 7, product_id: 8, customer_email: "ann@example.com" };
const instance = { id: "inst-9" };

function fakeApi(
  validate: LicenseCallResult<ValidAnswer>,
  deactivate: LicenseCallResult<DeactivatedAnswer> = { kind: "unknown", reason: "-" },
) {
  const calls: string[] = [];
  const activated: LicenseCallResult<ActivatedAnswer> = {
    kind: "answer",
    status: 200,
    answer: { activated: true, error: null, license_key: licenseKey, instance, meta },
  };
  const api: LicenseApi = {
    activate: async (key, name) => (calls.push(`activate ${key} ${name}`), activated),
    validate: async (key, id) => (calls.push(`validate ${key} ${id}`), validate),
    deactivate: async (key, id) => (calls.push(`deactivate ${key} ${id}`), deactivate),
  };
  return { api, calls };
}

function memoryStore(): LicenseStoreDeps {
  const data = new Map<string, string>();
  return {
    storage: {
      getItem: (key) => data.get(key) ?? null,
      setItem: (key, value) => void data.set(key, value),
      removeItem: (key) => void data.delete(key),
    },
    cryptoKey: licenseCryptoKey,
    onChange: () => undefined,
  };
}

const valid = (email: string): LicenseCallResult<ValidAnswer> => ({
  kind: "answer",
  status: 200,
  answer: { valid: true, error: null, license_key: licenseKey, instance, meta: { ...meta, customer_email: email } },
});
const request = { licenseKey: " KEY ", email: "ANN@example.com", path: "/license/", instanceName: "Linux Chrome" };

describe("activateLicense", () => {
  it("activates, validates the new instance and stores the accepted license", async () => {
    const { api, calls } = fakeApi(valid("ann@example.com"));
    const store = memoryStore();
    const verdict = await activateLicense(api, store, [flip], request);
    expect(verdict).toMatchObject({ accepted: true, plan: flip });
    expect(calls).toEqual(["activate KEY Linux Chrome", "validate KEY inst-9"]);
    expect(await loadLicenses(store)).toEqual([
      {
        license_key: "KEY",
        instance_id: "inst-9",
        email: "ANN@example.com",
        plan: "Bulk Flip 7 Days",
        usage_stat: "1 Used / 2",
        redirect_path: "/tools/bulk-flip-image/",
        variant: "",
      },
    ]);
  });

  it("deactivates the new instance of a rejected license and stores nothing", async () => {
    const { api, calls } = fakeApi(valid("bob@example.com"));
    const store = memoryStore();
    expect(await activateLicense(api, store, [flip], request)).toEqual({
      accepted: false,
      error: "Error: No email match",
      deactivate: "inst-9",
    });
    expect(calls).toEqual(["activate KEY Linux Chrome", "validate KEY inst-9", "deactivate KEY inst-9"]);
    expect(await loadLicenses(store)).toEqual([]);
  });
});

describe("deactivateLicense", () => {
  const entry = {
    license_key: "KEY",
    instance_id: "inst-9",
    email: "a@b.c",
    plan: "Bulk Flip 7 Days",
    usage_stat: "1 Used / 2",
    redirect_path: "/",
  };

  it("removes the entry when the provider deactivates it or does not know the instance", async () => {
    for (const answer of [
      { deactivated: true, error: null },
      { deactivated: false, error: "instance_id not found." },
    ]) {
      const store = memoryStore();
      const { api: seed } = fakeApi(valid("ann@example.com"));
      await activateLicense(seed, store, [flip], request);
      const { api } = fakeApi(valid("x"), { kind: "answer", status: 200, answer: { ...answer, license_key: null, meta: null } });
      expect(await deactivateLicense(api, store, entry)).toBeNull();
      expect(await loadLicenses(store)).toEqual([]);
    }
  });

  it("keeps it and says 'Error: Not deactivated' when the provider refuses, or that it could not be reached", async () => {
    const store = memoryStore();
    const { api: seed } = fakeApi(valid("ann@example.com"));
    await activateLicense(seed, store, [flip], request);
    const refused: LicenseCallResult<DeactivatedAnswer> = {
      kind: "answer",
      status: 400,
      answer: { deactivated: false, error: null, license_key: null, meta: null },
    };
    expect(await deactivateLicense(fakeApi(valid("x"), refused).api, store, entry)).toBe("Error: Not deactivated");
    expect(await deactivateLicense(fakeApi(valid("x")).api, store, entry)).toBe(
      "The license service could not be reached, so nothing was changed. Please try again.",
    );
    expect(await loadLicenses(store)).toHaveLength(1);
  });
});
