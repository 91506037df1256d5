/** The rules of the e-mail login code (spec §7): six digits, 10 minutes, 5 tries, a few sends per hour. */
import { randomInt } from "node:crypto";

export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_TRIES = 5;
export const SENDS_PER_WINDOW = 5;
export const SEND_WINDOW_MS = 60 * 60 * 1000;

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, "0");
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export interface StoredCode {
  codeHash: string;
  expiresAt: number;
  attempts: number;
}

export type CodeCheck = "ok" | "none" | "expired" | "locked" | "wrong";

/** What an entered code comes to, given the stored one (null when none is stored). */
export function checkCode(stored: StoredCode | null, enteredHash: string, now: number, same: (a: string, b: string) => boolean): CodeCheck {
  if (!stored) return "none";
  if (stored.attempts >= MAX_TRIES) return "locked";
  if (stored.expiresAt <= now) return "expired";
  return same(stored.codeHash, enteredHash) ? "ok" : "wrong";
}

export function codeMessage(check: Exclude<CodeCheck, "ok">, triesLeft: number): string {
  switch (check) {
    case "none":
      return "No code is waiting for this e-mail address (codes work once): ask for a new one.";
    case "expired":
      return "This code has expired (codes last 10 minutes): ask for a new one.";
    case "locked":
      return "Too many wrong codes: ask for a new one.";
    case "wrong":
      return triesLeft > 0
        ? `Wrong code: ${triesLeft} ${triesLeft === 1 ? "try" : "tries"} left.`
        : "Too many wrong codes: ask for a new one.";
  }
}

/** Sends left in the address's window, which restarts once it is an hour old. */
export function sendsAllowed(windowStart: number | null, sentInWindow: number, now: number): { allowed: boolean; restart: boolean } {
  if (windowStart === null || now - windowStart >= SEND_WINDOW_MS) return { allowed: true, restart: true };
  return { allowed: sentInWindow < SENDS_PER_WINDOW, restart: false };
}
