/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { productApi } from "./api-client";
import { keepSessionToken, readSessionToken } from "./session-state";
import { STORAGE_KEYS } from "./storage-keys";

const NOW = Date.UTC(2026, 10, 22);

/** A JWT-shaped token expiring at `exp` (seconds); the dashboard reads its expiry, never its signature. */
const tokenExpiringAt = (exp: number) => `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify({ sub: "u", exp })).replace(/=+$/, "")}.sig`;

/** The API's answer to every call. */
function creditsAnswer(body: unknown): typeof fetch {
  return async () => Response.json(body);
}

describe("tasks/credits (spec §7: response success, token, stored if present)", () => {
  beforeEach(() => window.localStorage.clear());

  it("stores the session token the answer carries", async () => {
    const renewed = tokenExpiringAt(Date.now() / 1000 + 3600);
    const api = productApi(creditsAnswer({ success: true, credits: 7, token: renewed }), "http://api.test/api/v1", {
      onSessionToken: (token) => keepSessionToken(window.localStorage, token),
    });
    expect((await api.credits("pb_key")).credits).toBe(7);
    expect(readSessionToken(window.localStorage)).toBe(renewed);
  });

  it("leaves the stored session alone when the answer has no token", async () => {
    const kept = tokenExpiringAt(Date.now() / 1000 + 3600);
    keepSessionToken(window.localStorage, kept);
    const seen: string[] = [];
    const api = productApi(creditsAnswer({ success: true, credits: 3 }), "http://api.test/api/v1", {
      onSessionToken: (token) => seen.push(token),
    });
    expect((await api.credits("pb_key")).credits).toBe(3);
    expect(seen).toEqual([]);
    expect(readSessionToken(window.localStorage)).toBe(kept);
  });

  it("ignores a token that is not a string", async () => {
    const seen: string[] = [];
    const api = productApi(creditsAnswer({ success: true, credits: 1, token: 42 }), "http://api.test/api/v1", {
      onSessionToken: (token) => seen.push(token),
    });
    await api.credits("pb_key");
    expect(seen).toEqual([]);
  });
});

describe("keeping a session token", () => {
  it("keeps it until its JWT expiry", () => {
    const token = tokenExpiringAt(NOW / 1000 + 60);
    expect(keepSessionToken(window.localStorage, token, NOW)).toBe(true);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.session) ?? "null")).toEqual({ token, expiresAt: NOW + 60_000 });
  });

  it("does not keep an expired token or one without an expiry", () => {
    window.localStorage.clear();
    expect(keepSessionToken(window.localStorage, tokenExpiringAt(NOW / 1000 - 1), NOW)).toBe(false);
    expect(keepSessionToken(window.localStorage, "not-a-jwt", NOW)).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
