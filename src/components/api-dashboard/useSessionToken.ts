import { useSyncExternalStore } from "react";
import { keepSessionToken, readSessionToken } from "../../lib/session-state";
import { safeStorage, subscribeToAccountChanges } from "../../lib/storage-keys";

const storage = () => safeStorage(() => window.localStorage);
// An expired session is discarded on reading, by its stored expiry against the clock (spec §4).
const readToken = () => readSessionToken(storage());

export const keepToken = (token: string) => void keepSessionToken(storage(), token);

/** The stored API session token, null while logged out and during the server render. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToAccountChanges, readToken, () => null);
}
