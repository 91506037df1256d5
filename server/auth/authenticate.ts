import type { FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { AUTH_MESSAGES, ApiError } from "../routes/api-error";
import { hashApiKey, looksLikeApiKey } from "./api-key";
import type { User } from "./users";
import { verifySession } from "./session-token";

function bearerOf(request: FastifyRequest): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? "");
  return match?.[1] ?? null;
}

/** Who is calling: by session token (account calls) or by API key (task calls), as spec §7 assigns them. */
export class Authenticator {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly sessionKey: Uint8Array,
  ) {}

  async session(request: FastifyRequest): Promise<User> {
    const token = bearerOf(request);
    if (!token) throw new ApiError(401, AUTH_MESSAGES.missing);
    const check = await verifySession(this.sessionKey, token);
    if (!check.ok) throw new ApiError(401, check.reason === "expired" ? AUTH_MESSAGES.expired : AUTH_MESSAGES.invalid);
    const user = await this.db.selectFrom("users").select(["id", "email"]).where("id", "=", check.session.userId).executeTakeFirst();
    if (!user) throw new ApiError(401, AUTH_MESSAGES.invalid);
    return user;
  }

  async apiKey(request: FastifyRequest): Promise<User> {
    const token = bearerOf(request);
    if (!token) throw new ApiError(401, AUTH_MESSAGES.missing);
    // Looked up by hash: the database compares digests, never the key itself.
    const user = looksLikeApiKey(token)
      ? await this.db.selectFrom("users").select(["id", "email"]).where("api_key_hash", "=", hashApiKey(token)).executeTakeFirst()
      : undefined;
    if (!user) throw new ApiError(401, AUTH_MESSAGES.noApiKey);
    return user;
  }

  /** Either kind of bearer: the upload call serves the dashboard (session) and scripts (API key). */
  either(request: FastifyRequest): Promise<User> {
    const token = bearerOf(request);
    return token && looksLikeApiKey(token) ? this.apiKey(request) : this.session(request);
  }
}
