import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import type { Session } from "./session-token";

/** Ends one session token: kept on the list until its own expiry, after which the signature check refuses it anyway. */
export async function revokeSession(db: Kysely<Database>, session: Session): Promise<void> {
  await db
    .insertInto("revoked_sessions")
    .values({ token_id: session.tokenId, expires_at: isoTime(session.expiresAt) })
    .onConflict((conflict) => conflict.column("token_id").doNothing())
    .execute();
}

export async function isRevoked(db: Kysely<Database>, session: Session): Promise<boolean> {
  return (
    (await db.selectFrom("revoked_sessions").select("token_id").where("token_id", "=", session.tokenId).executeTakeFirst()) !== undefined
  );
}
