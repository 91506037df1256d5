/** @jest-environment node */
import { randomBytes } from "node:crypto";
import { checkSignedUrl, type SignedFields, signedQuery, signUrl } from "./url-signature";

describe("signed URLs", () => {
  const key = randomBytes(32);
  const put: SignedFields = { method: "PUT", key: "inputs/u/f.jpg", expires: 2000, type: "image/jpeg", size: 1234, name: "" };

  it("hold until they expire", () => {
    const signature = signUrl(key, put);
    expect(checkSignedUrl(key, put, signature, 1_999_999)).toBe("ok");
    expect(checkSignedUrl(key, put, signature, 2_000_000)).toBe("expired");
  });

  it("break when any bound field changes", () => {
    const signature = signUrl(key, put);
    for (const changed of [
      { size: 1235 },
      { type: "image/png" },
      { key: "inputs/u/g.jpg" },
      { expires: 3000 },
      { method: "GET" as const },
    ]) {
      expect(checkSignedUrl(key, { ...put, ...changed }, signature, 0)).toBe("forged");
    }
    expect(checkSignedUrl(randomBytes(32), put, signature, 0)).toBe("forged");
  });

  it("carry size for uploads and the file name for downloads", () => {
    expect(signedQuery(key, put)).toMatch(/^expires=2000&type=image%2Fjpeg&size=1234&signature=[0-9a-f]{64}$/);
    expect(signedQuery(key, { ...put, method: "GET", size: 0, name: "été.png" })).toMatch(/name=%C3%A9t%C3%A9.png&signature=/);
  });
});
