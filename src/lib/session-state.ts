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

/** A JWT's claims, unverified (the API checks the signature); none when the token cannot be read. */
function tokenClaims(token: string): Record<string, unknown> {
  try {
    const bytes = atob((token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/"));
    // The payload is UTF-8: percent-escaped bytes decode as such, an address's non-ASCII letters included.
    const text = decodeURIComponent(Array.from(bytes, (char) => `%${char.charCodeAt(0).toString(16).padStart(2, "0")}`).join(""));
    return parseJsonObject(text) ?? {};
  } catch {
    return {};
  }
}

/** A JWT's expiry (its `exp` claim) in milliseconds, or null when the token carries none. */
export function tokenExpiry(token: string): number | null {
  const { exp } = tokenClaims(token);
  return typeof exp === "number" ? exp * 1000 : null;
}

/** The e-mail address a session token was issued to (its `email` claim), or null when it carries none. */
export function tokenEmail(token: string): string | null {
  const { email } = tokenClaims(token);
  return typeof email === "string" && email !== "" ? email : null;
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
