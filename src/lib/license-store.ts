import { decryptText, encryptText, licenseCryptoKey } from "./license-crypto";
import { type LicenseEntry, readLicenseEntries, type StoredLicenseEntry } from "./license-state";
import { ACCOUNT_CHANGE_EVENT, LEGACY_LICENSE_KEYS, safeStorage, STORAGE_KEYS } from "./storage-keys";

/**
 * The license entries of this device (spec §3, §4) in Web Storage, with license_key, instance_id and
 * email encrypted (license-crypto.ts). Every change is announced so the header and the tool pages
 * re-read their access.
 */

export interface LicenseStoreDeps {
  storage: Pick<Storage, "getItem" | "setItem" | "removeItem">;
  cryptoKey: () => Promise<CryptoKey>;
  onChange: () => void;
}

const SECRET_FIELDS = ["license_key", "instance_id", "email"] as const;

async function seal(entry: LicenseEntry, key: CryptoKey): Promise<StoredLicenseEntry> {
  const sealed = { ...entry };
  for (const field of SECRET_FIELDS) sealed[field] = await encryptText(key, entry[field]);
  return sealed;
}

/** The plain entry, or null when it cannot be decrypted here (the key is gone, or it was copied from elsewhere). */
async function unseal(stored: StoredLicenseEntry, key: CryptoKey): Promise<LicenseEntry | null> {
  try {
    const entry = { ...stored };
    for (const field of SECRET_FIELDS) entry[field] = await decryptText(key, stored[field]);
    return entry;
  } catch {
    return null;
  }
}

async function write(entries: readonly LicenseEntry[], deps: LicenseStoreDeps): Promise<void> {
  const key = await deps.cryptoKey();
  const sealed = await Promise.all(entries.map((entry) => seal(entry, key)));
  deps.storage.setItem(STORAGE_KEYS.licenses, JSON.stringify(sealed));
  deps.onChange();
}

/** The single legacy license, as an entry, when there is one to migrate. */
function readLegacy(storage: LicenseStoreDeps["storage"]): LicenseEntry | null {
  const value = (name: keyof typeof LEGACY_LICENSE_KEYS) => storage.getItem(LEGACY_LICENSE_KEYS[name])?.trim() ?? "";
  if (value("license_key") === "" || value("instance_id") === "") return null;
  return {
    license_key: value("license_key"),
    instance_id: value("instance_id"),
    email: value("email"),
    plan: value("plan"),
    usage_stat: value("usage_stat"),
    redirect_path: value("redirect_path") || "/",
  };
}

/** Spec §4: the legacy single-license keys become the list once, when no list exists; they are then removed. */
export async function migrateLegacyLicense(deps: LicenseStoreDeps): Promise<void> {
  if (deps.storage.getItem(STORAGE_KEYS.licenses) !== null) return;
  const legacy = readLegacy(deps.storage);
  if (!legacy) return;
  await write([legacy], deps);
  for (const name of Object.values(LEGACY_LICENSE_KEYS)) deps.storage.removeItem(name);
}

/** The decrypted entries; entries that cannot be decrypted on this device are dropped from storage. */
export async function loadLicenses(deps: LicenseStoreDeps): Promise<LicenseEntry[]> {
  await migrateLegacyLicense(deps);
  const stored = readLicenseEntries(deps.storage);
  if (stored.length === 0) return [];
  const key = await deps.cryptoKey();
  const opened = await Promise.all(stored.map((entry) => unseal(entry, key)));
  const readable = opened.filter((entry): entry is LicenseEntry => entry !== null);
  if (readable.length !== stored.length) await write(readable, deps);
  return readable;
}

/** Applies `change` to the current entries and stores the result. */
export async function updateLicenses(deps: LicenseStoreDeps, change: (entries: LicenseEntry[]) => LicenseEntry[]): Promise<LicenseEntry[]> {
  const next = change(await loadLicenses(deps));
  await write(next, deps);
  return next;
}

/** Adds a newly activated license; one activated again on this device replaces its older entry. */
export const addLicense = (deps: LicenseStoreDeps, entry: LicenseEntry) =>
  updateLicenses(deps, (entries) => [...entries.filter((other) => other.license_key !== entry.license_key), entry]);

export const removeLicense = (deps: LicenseStoreDeps, instanceId: string) =>
  updateLicenses(deps, (entries) => entries.filter((entry) => entry.instance_id !== instanceId));

/** The browser's storage and key; null where there is no storage (server render, storage blocked). */
export function browserLicenseStore(): LicenseStoreDeps | null {
  const storage = safeStorage(() => window.localStorage);
  if (!storage) return null;
  return { storage, cryptoKey: licenseCryptoKey, onChange: () => window.dispatchEvent(new Event(ACCOUNT_CHANGE_EVENT)) };
}
