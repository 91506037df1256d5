import { STORAGE_KEYS } from "./storage-keys";
import { parseJsonObject } from "./values";

/**
 * A stored license entry (spec §3). license_key, instance_id and email are stored encrypted by the
 * license feature; the header only needs to know that an entry exists and which plan it is.
 */
export interface StoredLicenseEntry {
  license_key: string;
  instance_id: string;
  email: string;
  plan: string;
  usage_stat: string;
  redirect_path: string;
}

function isEntry(value: unknown): value is StoredLicenseEntry {
  if (typeof value !== "object" || value === null) return false;
  const entry = value as Record<string, unknown>;
  return ["license_key", "instance_id", "plan"].every((key) => typeof entry[key] === "string" && (entry[key] as string).trim() !== "");
}

/** The license entries kept on this device; malformed storage reads as none. */
export function readLicenseEntries(storage: Pick<Storage, "getItem"> | null): StoredLicenseEntry[] {
  const list = parseJsonObject<unknown[]>(storage?.getItem(STORAGE_KEYS.licenses));
  return Array.isArray(list) ? list.filter(isEntry) : [];
}

export function hasActiveLicense(storage: Pick<Storage, "getItem"> | null): boolean {
  return readLicenseEntries(storage).length > 0;
}
