import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Separate keys for each use of the one configured secret, so that no signature can stand in for another. */
export interface Keys {
  session: Uint8Array;
  urls: Buffer;
  codes: Buffer;
  seal: Buffer;
}

const derive = (secret: string, use: string) => Buffer.from(hkdfSync("sha256", secret, "pixelbatch-api", use, 32));

export function deriveKeys(secret: string): Keys {
  return {
    session: new Uint8Array(derive(secret, "session-token")),
    urls: derive(secret, "signed-url"),
    codes: derive(secret, "access-code"),
    seal: derive(secret, "api-key-seal"),
  };
}

/**
 * API_SECRET, or on a machine without one a secret generated once and kept beside the database, so
 * that a restart keeps sessions and API keys working. Several machines must share API_SECRET.
 */
export function loadSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, "secret");
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  fs.writeFileSync(file, secret, { mode: 0o600, flag: "wx" });
  return secret;
}

export function hmacHex(key: Buffer, ...parts: string[]): string {
  return createHmac("sha256", key).update(parts.join("\n")).digest("hex");
}

/** Equality of two strings that takes as long whatever their contents. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
