import { STORAGE_KEYS } from "./storage-keys";
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

/** The session token if one is stored and still valid; an expired or malformed one is discarded (spec §4). */
export function readSessionToken(storage: Pick<Storage, "getItem" | "removeItem"> | null, now: number = Date.now()): string | null {
  const session = parseJsonObject(storage?.getItem(STORAGE_KEYS.session));
  if (session === null) return null;
  if (!isSession(session) || session.expiresAt <= now) {
    storage?.removeItem(STORAGE_KEYS.session);
    return null;
  }
  return session.token;
}
