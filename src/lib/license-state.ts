import { LEGACY_LICENSE_KEYS, STORAGE_KEYS } from "./storage-keys";
import { parseJsonList } from "./values";

/** A license activated on this device (spec §3), as the license page and access rules read it. */
export interface LicenseEntry {
  license_key: string;
  instance_id: string;
  email: string;
  /** The plan's product_name in the catalogue. */
  plan: string;
  /** "N Used / M". */
  usage_stat: string;
  redirect_path: string;
  /** The provider's variant name: a 'Solo Plus' variant hides the tools marked hide_solo_plus. */
  variant?: string;
}

/**
 * An entry as kept in Web Storage: license_key, instance_id and email are ciphertext (license-store.ts),
 * the rest plain, so the header and the access rules can read plans without the decryption key.
 */
export type StoredLicenseEntry = LicenseEntry;

function isEntry(value: unknown): value is StoredLicenseEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  // The plan may be blank: a migrated legacy entry learns it at its next revalidation.
  return (
    ["license_key", "instance_id"].every((key) => typeof entry[key] === "string" && (entry[key] as string).trim() !== "") &&
    typeof entry.plan === "string"
  );
}

/** The license entries kept on this device; malformed storage reads as none. */
export function readLicenseEntries(storage: Pick<Storage, "getItem"> | null): StoredLicenseEntry[] {
  return parseJsonList(storage?.getItem(STORAGE_KEYS.licenses))?.filter(isEntry) ?? [];
}

export function hasActiveLicense(storage: Pick<Storage, "getItem"> | null): boolean {
  return readLicenseEntries(storage).length > 0;
}

/**
 * Whether this device keeps any license for the daily check: the list, or the legacy single license
 * the check migrates into it. Most visitors have none, and then the check's code is never loaded.
 */
export function hasLicensesToCheck(storage: Pick<Storage, "getItem"> | null): boolean {
  return hasActiveLicense(storage) || (storage?.getItem(LEGACY_LICENSE_KEYS.license_key)?.trim() ?? "") !== "";
}
