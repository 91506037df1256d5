/**
 * API keys: random, looked up by their SHA-256 and kept sealed with AES-256-GCM, so the dashboard can
 * show a key again while a copy of the database alone reveals none.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

export const API_KEY_PREFIX = "pb_";

export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(32).toString("base64url");
}

export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_PREFIX);
}

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

export function sealApiKey(sealKey: Buffer, key: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", sealKey, iv);
  const sealed = Buffer.concat([cipher.update(key, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

export function openApiKey(sealKey: Buffer, sealed: string): string {
  const bytes = Buffer.from(sealed, "base64url");
  const decipher = createDecipheriv("aes-256-gcm", sealKey, bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
}
