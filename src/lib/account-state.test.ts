import { hasActiveLicense, readLicenseEntries } from "./license-state";
import { readSession, readSessionToken, tokenEmail, tokenExpiry } from "./session-state";
import { STORAGE_KEYS } from "./storage-keys";

const entry = { license_key: "enc:k", instance_id: "enc:i", email: "enc:e", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" };

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    removeItem: (key: string) => void data.delete(key),
    has: (key: string) => data.has(key),
  };
}

describe("license state", () => {
  it("reads the stored entries", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.licenses]: JSON.stringify([entry]) });
    expect(readLicenseEntries(storage)).toEqual([entry]);
    expect(hasActiveLicense(storage)).toBe(true);
  });

  it("has no license without storage, with an empty list or with garbage", () => {
    expect(hasActiveLicense(null)).toBe(false);
    expect(hasActiveLicense(memoryStorage())).toBe(false);
    expect(hasActiveLicense(memoryStorage({ [STORAGE_KEYS.licenses]: "[]" }))).toBe(false);
    expect(hasActiveLicense(memoryStorage({ [STORAGE_KEYS.licenses]: "not json" }))).toBe(false);
    expect(hasActiveLicense(memoryStorage({ [STORAGE_KEYS.licenses]: '{"plan":"x"}' }))).toBe(false);
  });

  it("ignores entries without a key or an instance", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.licenses]: JSON.stringify([{ ...entry, instance_id: " " }, { plan: "Premium" }, 7]) });
    expect(readLicenseEntries(storage)).toEqual([]);
  });
});

describe("session state", () => {
  const now = Date.UTC(2026, 10, 22);

  it("returns a token that has not expired", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify({ token: "jwt", expiresAt: now + 1000 }) });
    expect(readSessionToken(storage, now)).toBe("jwt");
    expect(storage.has(STORAGE_KEYS.session)).toBe(true);
  });

  it("gives no token once expired, but leaves it for the API call that meets it to discard with the pricing prompt", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify({ token: "jwt", expiresAt: now }) });
    expect(readSessionToken(storage, now)).toBeNull();
    expect(readSession(storage, now)).toEqual({ token: "jwt", expired: true });
    expect(readSession(storage, now - 1)).toEqual({ token: "jwt", expired: false });
    expect(storage.has(STORAGE_KEYS.session)).toBe(true);
  });

  it("discards a malformed session and reads nothing without storage", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify({ token: "", expiresAt: "soon" }) });
    expect(readSessionToken(storage, now)).toBeNull();
    expect(storage.has(STORAGE_KEYS.session)).toBe(false);
    expect(readSessionToken(null, now)).toBeNull();
    expect(readSessionToken(memoryStorage(), now)).toBeNull();
  });
});

describe("session token claims", () => {
  /** An unsigned JWT with the claims, as the API's tokens carry them (base64url JSON). */
  const jwt = (claims: object) => `e30.${Buffer.from(JSON.stringify(claims)).toString("base64url")}.signature`;

  it("reads the expiry and the address the token was issued to", () => {
    const token = jwt({ sub: "u1", email: "jöns@example.com", exp: 1_800_000_000 });
    expect(tokenExpiry(token)).toBe(1_800_000_000_000);
    expect(tokenEmail(token)).toBe("jöns@example.com");
  });

  it("reads nothing from a token without those claims or that is not a JWT", () => {
    expect(tokenEmail(jwt({ sub: "u1" }))).toBeNull();
    expect(tokenExpiry(jwt({ exp: "soon" }))).toBeNull();
    expect(tokenEmail("not a token")).toBeNull();
    expect(tokenExpiry("a.%%%.b")).toBeNull();
  });
});
