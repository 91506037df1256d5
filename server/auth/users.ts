import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { hashApiKey, newApiKey, sealApiKey } from "./api-key";

export interface User {
  id: string;
  email: string;
}

/** The account of an address, made on first use (a login or a purchase). */
export async function userOfEmail(db: Kysely<Database>, email: string): Promise<User> {
  await db
    .insertInto("users")
    .values({ id: randomUUID(), email, created_at: isoTime() })
    .onConflict((conflict) => conflict.column("email").doNothing())
    .execute();
  return db.selectFrom("users").select(["id", "email"]).where("email", "=", email).executeTakeFirstOrThrow();
}

/**
 * A new API key for the account, replacing the old one at once. Its hash authenticates calls; the
 * sealed copy lets the dashboard show the key again.
 */
export async function replaceApiKey(db: Kysely<Database>, sealKey: Buffer, userId: string): Promise<string> {
  const key = newApiKey();
  await db
    .updateTable("users")
    .set({ api_key_hash: hashApiKey(key), api_key_sealed: sealApiKey(sealKey, key), api_key_created_at: isoTime() })
    .where("id", "=", userId)
    .execute();
  return key;
}
