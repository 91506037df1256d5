import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";

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
