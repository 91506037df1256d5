import { useSyncExternalStore } from "react";
import type { Visitor } from "../lib/header-links";
import { hasActiveLicense } from "../lib/license-state";
import { readSessionToken } from "../lib/session-state";
import { safeStorage, subscribeToAccountChanges } from "../lib/storage-keys";

const VISITORS: Record<string, Visitor> = {
  "00": { hasLicense: false, hasSession: false },
  "01": { hasLicense: false, hasSession: true },
  "10": { hasLicense: true, hasSession: false },
  "11": { hasLicense: true, hasSession: true },
};
const ANONYMOUS = VISITORS["00"]!;

// useSyncExternalStore needs the same object for the same state, hence the four shared values.
const readVisitor = (): Visitor => {
  const storage = safeStorage(() => window.localStorage);
  const key = `${Number(hasActiveLicense(storage))}${Number(readSessionToken(storage) !== null)}`;
  return VISITORS[key] ?? ANONYMOUS;
};

/** License and API session of this device; anonymous on the server, the stored state once hydrated. */
export function useVisitor(): Visitor {
  return useSyncExternalStore(subscribeToAccountChanges, readVisitor, () => ANONYMOUS);
}
