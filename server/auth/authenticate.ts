import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AUTH_MESSAGES, ApiError } from "../routes/api-error";
import { hashApiKey, looksLikeApiKey } from "./api-key";
import { isRevoked } from "./revoked-sessions";
import { type Session, verifySession } from "./session-token";
import type { User } from "./users";

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** Who is calling: by session token (account calls) or by API key (task calls), as spec §7 assigns them. */
export class Authenticator {
  // The rate limit and the route both ask who holds a key: one look-up per request serves both.
  private readonly keyOwners = new WeakMap<FastifyRequest, Promise<User | undefined>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessionKey: Uint8Array,
  ) {}

  private ownerOfKey(request: FastifyRequest, key: string): Promise<User | undefined> {
    let owner = this.keyOwners.get(request);
    if (!owner) {
      // Looked up by hash: the database compares digests, never the key itself.
      owner = this.db.selectFrom("users").select(["id", "email"]).where("api_key_hash", "=", hashApiKey(key)).executeTakeFirst();
      this.keyOwners.set(request, owner);
    }
    return owner;
  }

  /** The caller's session token, checked: signed by us, not expired, not ended by logout, of an account that exists. */
  async sessionOf(request: FastifyRequest): Promise<{ user: User; session: Session }> {
    const token = bearerOf(request);
    if (!token) throw new ApiError(401, AUTH_MESSAGES.missing);
    const check = await verifySession(this.sessionKey, token);
    if (!check.ok) throw new ApiError(401, check.reason === "expired" ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    // A logged-out token has ended like an expired one: the same words, so clients react alike.
    if (await isRevoked(this.db, check.session)) throw new ApiError(401, AUTH_MESSAGES.expired);
    const user = await this.db.selectFrom("users").select(["id", "email"]).where("id", "=", check.session.userId).executeTakeFirst();
    if (!user) throw new ApiError(401, AUTH_MESSAGES.invalid);
    return { user, session: check.session };
  }

  async session(request: FastifyRequest): Promise<User> {
    return (await this.sessionOf(request)).user;
  }

  async apiKey(request: FastifyRequest): Promise<User> {
    const token = bearerOf(request);
    if (!token) throw new ApiError(401, AUTH_MESSAGES.missing);
    const user = looksLikeApiKey(token) ? await this.ownerOfKey(request, token) : undefined;
    if (!user) throw new ApiError(401, AUTH_MESSAGES.noApiKey);
    return user;
  }

  /** Either kind of bearer: the upload call serves the dashboard (session) and scripts (API key). */
  either(request: FastifyRequest): Promise<User> {
    const token = bearerOf(request);
    return token && looksLikeApiKey(token) ? this.apiKey(request) : this.session(request);
  }

  /**
   * The account behind a bearer that verifies (a current API key, or a session token with a good
   * signature that has not expired), else null: only a verified bearer may be counted apart from its
   * address, or a caller could make up a new bearer per request.
   */
  async verifiedCaller(request: FastifyRequest): Promise<string | null> {
    const token = bearerOf(request);
    if (!token) return null;
    if (looksLikeApiKey(token)) return (await this.ownerOfKey(request, token))?.id ?? null;
    const check = await verifySession(this.sessionKey, token);
    return check.ok ? check.session.userId : null;
  }
}
