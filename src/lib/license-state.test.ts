import { hasLicensesToCheck } from "./license-state";
import { LEGACY_LICENSE_KEYS, STORAGE_KEYS } from "./storage-keys";

const storageOf = (items: Record<string, string>) => ({ getItem: (key: string) => items[key] ?? null });
const entry = { license_key: "sealed-key", instance_id: "sealed-instance", email: "", plan: "Premium", usage_stat: "", redirect_path: "/" };

describe("hasLicensesToCheck", () => {
  it("is false for a device without licenses, or without storage", () => {
    expect(hasLicensesToCheck(storageOf({}))).toBe(false);
    expect(hasLicensesToCheck(storageOf({ [STORAGE_KEYS.licenses]: "[]" }))).toBe(false);
    expect(hasLicensesToCheck(storageOf({ [STORAGE_KEYS.licenses]: "not json" }))).toBe(false);
    expect(hasLicensesToCheck(null)).toBe(false);
  });

  it("is true for a stored list with an entry, and for a legacy license still to migrate", () => {
    expect(hasLicensesToCheck(storageOf({ [STORAGE_KEYS.licenses]: JSON.stringify([entry]) }))).toBe(true);
    expect(hasLicensesToCheck(storageOf({ [LEGACY_LICENSE_KEYS.license_key]: "ABC-123" }))).toBe(true);
    expect(hasLicensesToCheck(storageOf({ [LEGACY_LICENSE_KEYS.license_key]: "  " }))).toBe(false);
  });
});
