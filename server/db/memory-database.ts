import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrations";
import type { Database } from "./schema";

/**
 * A migrated SQLite database in memory with one account, `userId`, for the unit tests of code that
 * reads and writes the real schema (the integration tests run whole servers on files and PostgreSQL).
 */
export async function memoryDatabaseWithUser(userId: string): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  await migrate(db as unknown as Kysely<unknown>);
  await db
    .insertInto("users")
    .values({
      id: userId,
      email: `${userId}@example.com`,
      api_key_hash: null,
      api_key_sealed: null,
      api_key_created_at: null,
      created_at: "2026-01-01",
    })
    .execute();
  return db;
}
