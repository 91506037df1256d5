/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { hashApiKey, looksLikeApiKey, newApiKey, openApiKey, sealApiKey } from "./api-key";

describe("API keys", () => {
  const seal = randomBytes(32);

  it("are random, prefixed and sealed so that only the seal key opens them", () => {
    const key = newApiKey();
    expect(key).toMatch(/^pb_[A-Za-z0-9_-]{43}$/);
    expect(newApiKey()).not.toBe(key);
    expect(looksLikeApiKey(key)).toBe(true);
    const sealed = sealApiKey(seal, key);
    expect(sealed).not.toContain(key.slice(3));
    expect(openApiKey(seal, sealed)).toBe(key);
    expect(() => openApiKey(randomBytes(32), sealed)).toThrow();
  });

  it("are found by their SHA-256", () => {
    expect(hashApiKey("pb_x")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashApiKey("pb_x")).not.toBe(hashApiKey("pb_y"));
  });
});
