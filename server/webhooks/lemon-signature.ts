import { createHmac, timingSafeEqual } from "node:crypto";

/** Lemon Squeezy's X-Signature: the hex HMAC-SHA256 of the raw body with the signing secret (contracts a3). */
export function validLemonSignature(secret: string, rawBody: Buffer, signature: string): boolean {
  const expected = createHmac("sha256", secret).update(rawBody).digest();
  const given = Buffer.from(/^[0-9a-f]*$/i.test(signature) ? signature : "", "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
