import { ACCOUNT_CHANGE_EVENT, STORAGE_KEYS } from "./storage-keys";
import { parseJsonObject } from "./values";

/** The API session (spec §3, §4): a token saved after e-mail verification, with its expiry. */
export interface StoredSession {
  token: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

function isSession(value: unknown): value is StoredSession {
  const session = value as Partial<StoredSession> | null;
  return typeof session?.token === "string" && session.token.trim() !== "" && typeof session.expiresAt === "number";
}

/**
 * The stored session, expired or not; a malformed one is discarded. An expired one is discarded by
 * the API call that meets it (spec §4, §5: that call shows the pricing prompt), so reading it, as the
 * header does on every page, must leave it for that call.
 */
export function readSession(
  storage: Pick<Storage, "getItem" | "removeItem"> | null,
  now: number = Date.now(),
): { token: string; expired: boolean } | null {
  const session = parseJsonObject(storage?.getItem(STORAGE_KEYS.session));
  if (session === null) return null;
  if (!isSession(session)) {
    storage?.removeItem(STORAGE_KEYS.session);
    return null;
  }
  return { token: session.token, expired: session.expiresAt <= now };
}

/** The session token if one is stored and still valid. */
export function readSessionToken(storage: Pick<Storage, "getItem" | "removeItem"> | null, now: number = Date.now()): string | null {
  const session = readSession(storage, now);
  return session && !session.expired ? session.token : null;
}

/** Keeps the token from a verified login with its expiry, and tells this tab's listeners (the header's user icon). */
export function saveSession(storage: Pick<Storage, "setItem"> | null, session: StoredSession): void {
  storage?.setItem(STORAGE_KEYS.session, JSON.stringify(session));
  if (typeof window !== "undefined") window.dispatchEvent(new Event(ACCOUNT_CHANGE_EVENT));
}

export function clearSession(storage: Pick<Storage, "removeItem"> | null): void {
  storage?.removeItem(STORAGE_KEYS.session);
  if (typeof window !== "undefined") window.dispatchEvent(new Event(ACCOUNT_CHANGE_EVENT));
}

/** A JWT's expiry (its `exp` claim) in milliseconds, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  try {
    const payload = token.split(".")[1] ?? "";
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { exp?: unknown };
    return typeof claims.exp === "number" ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * Keeps a session token the API hands out (at login, or with the credits, spec §7) until its JWT
 * expiry; a token without a future expiry is not kept, as it would be discarded on the next reading.
 */
export function keepSessionToken(storage: Pick<Storage, "setItem"> | null, token: string, now: number = Date.now()): boolean {
  const expiresAt = tokenExpiry(token);
  if (expiresAt === null || expiresAt <= now) return false;
  saveSession(storage, { token, expiresAt });
  return true;
}
