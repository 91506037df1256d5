import { useSyncExternalStore } from "react";
import { SESSION_EXPIRED } from "../../lib/api-errors";
import { keepSessionToken, readSession } from "../../lib/session-state";
import { safeStorage, subscribeToAccountChanges } from "../../lib/storage-keys";

const storage = () => safeStorage(() => window.localStorage);
// An expired token is handed out too: the dashboard's first API call meets it and shows the pricing prompt (spec §5).
const readToken = () => readSession(storage())?.token ?? null;

export const keepToken = (token: string) => void keepSessionToken(storage(), token);

/** Spec §5: an API call needs an unexpired session; the API's own words for one without it. */
export function sessionProblem(): string | null {
  return readSession(storage())?.expired === false ? null : SESSION_EXPIRED;
}

/** The stored API session token, expired or not; null while logged out and during the server render. */
export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribeToAccountChanges, readToken, () => null);
}
