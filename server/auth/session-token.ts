import { errors, jwtVerify, SignJWT } from "jose";

const ISSUER = "pixelbatch-api";
const AUDIENCE = "pixelbatch-session";

export interface Session {
  userId: string;
  email: string;
  expiresAt: number;
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
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ttlSeconds)
    .sign(key);
  return { token, expiresAt: (issuedAt + ttlSeconds) * 1000 };
}

export type SessionCheck = { ok: true; session: Session } | { ok: false; reason: "expired" | "invalid" };

export async function verifySession(key: Uint8Array, token: string): Promise<SessionCheck> {
  try {
    const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.email !== "string" || typeof payload.exp !== "number")
      return { ok: false, reason: "invalid" };
    return { ok: true, session: { userId: payload.sub, email: payload.email, expiresAt: payload.exp * 1000 } };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? "expired" : "invalid" };
  }
}
