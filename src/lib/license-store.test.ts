/** @jest-environment node */
import "fake-indexeddb/auto";
import { openDB } from "idb";
import { decryptText, encryptText, licenseCryptoKey } from "./license-crypto";
import type { LicenseEntry } from "./license-state";
import { addLicense, type LicenseStoreDeps, loadLicenses, migrateLegacyLicense, removeLicense } from "./license-store";
import { LEGACY_LICENSE_KEYS, STORAGE_KEYS } from "./storage-keys";

const entry: LicenseEntry = {
  license_key: "38b1460a-5104-4067-a91d-77b872934d51",
  instance_id: "47596ad9-a811-4ebf-ac8a-03fc7b6d2a17",
  email: "ann@example.com",
  plan: "Bulk Flip 7 Days",
  usage_stat: "1 Used / 3",
  redirect_path: "/tools/bulk-flip-image/",
  variant: "Default",
};

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

function deps(storage = memoryStorage(), key: () => Promise<CryptoKey> = licenseCryptoKey) {
  const changes = { count: 0 };
  const store: LicenseStoreDeps = { storage, cryptoKey: key, onChange: () => changes.count++ };
  return { store, storage, changes };
}

describe("license encryption", () => {
  it("keeps one non-extractable AES-GCM key in IndexedDB", async () => {
    const key = await licenseCryptoKey();
    expect(key.extractable).toBe(false);
    expect(key.algorithm).toMatchObject({ name: "AES-GCM", length: 256 });
    expect(key.usages.sort()).toEqual(["decrypt", "encrypt"]);
    await expect(crypto.subtle.exportKey("raw", key)).rejects.toThrow();
    expect(await licenseCryptoKey()).toBe(key);
    const db = await openDB("pixelbatch-keys");
    const stored = (await db.get("keys", "licenses")) as CryptoKey;
    db.close();
    expect(stored).toMatchObject({ extractable: false, type: "secret" });
  });

  it("round-trips text with a fresh IV, and refuses text it did not seal", async () => {
    const key = await licenseCryptoKey();
    const first = await encryptText(key, "ann@example.com");
    const second = await encryptText(key, "ann@example.com");
    expect(first).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await decryptText(key, first)).toBe("ann@example.com");
    const otherKey = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    await expect(decryptText(otherKey, first)).rejects.toThrow();
    await expect(decryptText(key, "ann@example.com")).rejects.toThrow("not an encrypted license value");
  });
});

describe("license store", () => {
  it("stores the key, instance and e-mail encrypted and the rest plain", async () => {
    const { store, storage, changes } = deps();
    await addLicense(store, entry);
    const raw = storage.data.get(STORAGE_KEYS.licenses)!;
    for (const secret of [entry.license_key, entry.instance_id, entry.email, "ann@"]) expect(raw).not.toContain(secret);
    const [stored] = JSON.parse(raw) as LicenseEntry[];
    expect(stored).toMatchObject({
      plan: entry.plan,
      usage_stat: entry.usage_stat,
      redirect_path: entry.redirect_path,
      variant: "Default",
    });
    expect(stored!.license_key).toMatch(/^v1\./);
    expect(await loadLicenses(store)).toEqual([entry]);
    expect(changes.count).toBe(1);
  });

  it("replaces a license activated again, and removes by instance", async () => {
    const { store } = deps();
    const other = { ...entry, license_key: "OTHER", instance_id: "i-2", plan: "Premium" };
    await addLicense(store, entry);
    await addLicense(store, other);
    await addLicense(store, { ...entry, instance_id: "i-3" });
    expect((await loadLicenses(store)).map((license) => license.instance_id)).toEqual(["i-2", "i-3"]);
    await removeLicense(store, "i-2");
    expect((await loadLicenses(store)).map((license) => license.instance_id)).toEqual(["i-3"]);
  });

  it("drops entries this device cannot decrypt", async () => {
    const { store, storage } = deps();
    await addLicense(store, entry);
    const copied = storage.data.get(STORAGE_KEYS.licenses)!;
    const elsewhere = await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, false, ["encrypt", "decrypt"]);
    const { store: otherDevice, storage: otherStorage } = deps(memoryStorage({ [STORAGE_KEYS.licenses]: copied }), async () => elsewhere);
    expect(await loadLicenses(otherDevice)).toEqual([]);
    expect(otherStorage.data.get(STORAGE_KEYS.licenses)).toBe("[]");
  });

  describe("legacy migration (spec §4)", () => {
    const legacy = {
      [LEGACY_LICENSE_KEYS.license_key]: "LEGACY-KEY",
      [LEGACY_LICENSE_KEYS.instance_id]: "legacy-instance",
      [LEGACY_LICENSE_KEYS.email]: "old@example.com",
      [LEGACY_LICENSE_KEYS.plan]: "Premium (Legacy)",
      [LEGACY_LICENSE_KEYS.usage_stat]: "1 Used / 2",
      [LEGACY_LICENSE_KEYS.redirect_path]: "/",
    };

    it("moves the single license into the encrypted list once and removes the old keys", async () => {
      const { store, storage } = deps(memoryStorage(legacy));
      expect(await loadLicenses(store)).toEqual([
        {
          license_key: "LEGACY-KEY",
          instance_id: "legacy-instance",
          email: "old@example.com",
          plan: "Premium (Legacy)",
          usage_stat: "1 Used / 2",
          redirect_path: "/",
        },
      ]);
      expect(storage.data.get(STORAGE_KEYS.licenses)).not.toContain("LEGACY-KEY");
      for (const name of Object.values(LEGACY_LICENSE_KEYS)) expect(storage.data.has(name)).toBe(false);
      // Removed later, it stays removed: the list now exists.
      await removeLicense(store, "legacy-instance");
      await migrateLegacyLicense(store);
      expect(await loadLicenses(store)).toEqual([]);
    });

    it("leaves the legacy keys alone when a list exists, and needs a key and an instance", async () => {
      const withList = deps(memoryStorage({ ...legacy, [STORAGE_KEYS.licenses]: "[]" }));
      expect(await loadLicenses(withList.store)).toEqual([]);
      expect(withList.storage.data.get(LEGACY_LICENSE_KEYS.license_key)).toBe("LEGACY-KEY");
      const incomplete = deps(memoryStorage({ [LEGACY_LICENSE_KEYS.license_key]: "LEGACY-KEY" }));
      expect(await loadLicenses(incomplete.store)).toEqual([]);
      expect(incomplete.storage.data.has(STORAGE_KEYS.licenses)).toBe(false);
    });

    it("keeps a legacy license without a plan, to learn it at revalidation", async () => {
      const { store } = deps(memoryStorage({ [LEGACY_LICENSE_KEYS.license_key]: "K", [LEGACY_LICENSE_KEYS.instance_id]: "I" }));
      expect(await loadLicenses(store)).toEqual([
        { license_key: "K", instance_id: "I", email: "", plan: "", usage_stat: "", redirect_path: "/" },
      ]);
    });
  });
});
