import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "pixelbatch-api";
const AUDIENCE = "pixelbatch-session";

export interface Session {
  userId: string;
  email: string;
  expiresAt: number;
  /** The token's own id (its jti), by which logout revokes it alone. */
  tokenId: string;
}

export async function signSession(
  key: Uint8Array,
  userId: string,
  email: string,
  ttlSeconds: number,
  now = Date.now(),
): Promise<{ token: string; expiresAt: number }> {
  const issuedAt = Math.floor(now / 1000);
  const token = await new SignJWT({ email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setJti(randomUUID())
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
  return { token, expiresAt: (issuedAt + ttlSeconds) * 1000 };
}

export type SessionCheck = { ok: true; session: Session } | { ok: false; reason: "expired" | "invalid" };

export async function verifySession(key: Uint8Array, token: string): Promise<SessionCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    // A token without an id (made before logout existed) could not be revoked, so it is not taken.
    if (
      typeof payload.sub !== "string" ||
      typeof payload.email !== "string" ||
      typeof payload.exp !== "number" ||
      typeof payload.jti !== "string"
    )
      return { ok: false, reason: "invalid" };
    return { ok: true, session: { userId: payload.sub, email: payload.email, expiresAt: payload.exp * 1000, tokenId: payload.jti } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
