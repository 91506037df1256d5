/** @jest-environment node */
import "fake-indexeddb/auto";
import type { LicenseCallResult, ValidAnswer } from "./license-api";
import { licenseCryptoKey } from "./license-crypto";
import type { LicenseEntry } from "./license-state";
import { addLicense, type LicenseStoreDeps, loadLicenses } from "./license-store";
import { REVALIDATE_EVERY_MS, revalidateLicenses, revalidatedEntry, revalidationDue } from "./license-revalidation";
import { PREMIUM, testPlan } from "../test-utils/plans";
import { STORAGE_KEYS } from "./storage-keys";

const premium = testPlan({ ...PREMIUM, storeId: 7 });

const entry = (instance_id: string, plan = "Premium"): LicenseEntry => ({
  license_key: `key-${instance_id}`,
  instance_id,
  email: "ann@example.com",
  plan,
  usage_stat: "1 Used / 3",
  redirect_path: "/",
});

const valid = (change: Partial<ValidAnswer> = {}): LicenseCallResult<ValidAnswer> => ({
  kind: "answer",
  status: 200,
  answer: {
    valid: true,
    error: null,
    instance: null,
    license_key: { key: "k", activation_usage: 2, activation_limit: 5, test_mode: false },
    meta: { store_id: 7, product_id: 1, variant_name: "Solo Plus" },
    ...change,
  },
});
const notValid: LicenseCallResult<ValidAnswer> = {
  kind: "answer",
  status: 400,
  answer: { valid: false, error: "This license key is disabled.", instance: null, license_key: null, meta: null },
};
const unknown: LicenseCallResult<ValidAnswer> = { kind: "unknown", reason: "offline" };

describe("revalidationDue", () => {
  const now = Date.UTC(2026, 5, 1);
  it("runs at most once a day", () => {
    expect(revalidationDue(null, now)).toBe(true);
    expect(revalidationDue("garbage", now)).toBe(true);
    expect(revalidationDue(String(now - REVALIDATE_EVERY_MS + 1), now)).toBe(false);
    expect(revalidationDue(String(now - REVALIDATE_EVERY_MS), now)).toBe(true);
    // A clock set back must not postpone the check forever.
    expect(revalidationDue(String(now + 1000), now)).toBe(true);
  });
});

describe("revalidatedEntry", () => {
  it("keeps the entry on an unknown answer and drops it when the provider says not valid", () => {
    expect(revalidatedEntry(entry("a"), unknown, [premium])).toEqual(entry("a"));
    expect(revalidatedEntry(entry("a"), notValid, [premium])).toBeNull();
  });

  it("refreshes usage, and plan and redirect from the catalogue, with the variant", () => {
    expect(revalidatedEntry(entry("a", ""), valid(), [premium])).toEqual({ ...entry("a"), usage_stat: "2 Used / 5", variant: "Solo Plus" });
    expect(revalidatedEntry(entry("a", "Old name"), valid({ meta: { store_id: 7, product_id: 99 } }), [premium])).toEqual({
      ...entry("a", "Old name"),
      usage_stat: "2 Used / 5",
    });
  });
});

describe("revalidateLicenses", () => {
  const now = Date.UTC(2026, 5, 1);

  function setup() {
    const data = new Map<string, string>();
    const store: LicenseStoreDeps = {
      storage: {
        getItem: (key) => data.get(key) ?? null,
        setItem: (key, value) => void data.set(key, value),
        removeItem: (key) => void data.delete(key),
      },
      cryptoKey: licenseCryptoKey,
      onChange: () => undefined,
    };
    return { data, store };
  }

  it("removes what the provider rejects, keeps the rest, and records the day", async () => {
    const { data, store } = setup();
    await addLicense(store, entry("good"));
    await addLicense(store, entry("disabled"));
    const asked: string[] = [];
    const answers: Record<string, LicenseCallResult<ValidAnswer>> = { "key-good": valid(), "key-disabled": notValid };
    await revalidateLicenses(
      store,
      { validate: async (key, instance) => (asked.push(`${key}/${instance}`), answers[key]!) },
      [premium],
      now,
    );
    expect(asked).toEqual(["key-good/good", "key-disabled/disabled"]);
    expect((await loadLicenses(store)).map((license) => [license.instance_id, license.usage_stat])).toEqual([["good", "2 Used / 5"]]);
    expect(data.get(STORAGE_KEYS.licensesCheckedAt)).toBe(String(now));

    asked.length = 0;
    await revalidateLicenses(store, { validate: async () => notValid }, [premium], now + REVALIDATE_EVERY_MS - 1);
    expect(asked).toEqual([]);
    expect(await loadLicenses(store)).toHaveLength(1);
  });

  it("tries again on the next page when an answer was unknown", async () => {
    const { data, store } = setup();
    await addLicense(store, entry("a"));
    await revalidateLicenses(store, { validate: async () => unknown }, [premium], now);
    expect(await loadLicenses(store)).toHaveLength(1);
    expect(data.has(STORAGE_KEYS.licensesCheckedAt)).toBe(false);
  });
});
