import { useMemo, useSyncExternalStore } from "react";
import { readLicenseEntries, type StoredLicenseEntry } from "../lib/license-state";
import { safeStorage, STORAGE_KEYS, subscribeToAccountChanges } from "../lib/storage-keys";

// The raw stored list is the snapshot: a string stays equal while nothing changes.
const readStoredList = () => safeStorage(() => window.localStorage)?.getItem(STORAGE_KEYS.licenses) ?? null;

/** The license entries on this device (secret fields still encrypted); none on the server and before hydration. */
export function useStoredLicenses(): StoredLicenseEntry[] {
  const stored = useSyncExternalStore(subscribeToAccountChanges, readStoredList, () => null);
  return useMemo(() => readLicenseEntries({ getItem: () => stored }), [stored]);
}
