import { useEffect, useState } from "react";
import type { LicenseEntry } from "../lib/license-state";
import { browserLicenseStore, loadLicenses } from "../lib/license-store";
import { subscribeToAccountChanges } from "../lib/storage-keys";

/** The decrypted license entries of this device, kept current; null until read (and on the server). */
export function useLicenses(): LicenseEntry[] | null {
  const [entries, setEntries] = useState<LicenseEntry[] | null>(null);
  useEffect(() => {
    const store = browserLicenseStore();
    let live = true;
    const load = () => {
      (store ? loadLicenses(store) : Promise.resolve([]))
        .then((loaded) => live && setEntries(loaded))
        .catch((error: unknown) => {
          console.warn("Licenses: could not read the stored licenses", error);
          if (live) setEntries([]);
        });
    };
    load();
    const unsubscribe = subscribeToAccountChanges(load);
    return () => {
      live = false;
      unsubscribe();
    };
  }, []);
  return entries;
}
