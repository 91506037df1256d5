import fs from "node:fs";
import path from "node:path";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import type { Database } from "./schema";

export type Dialect = "sqlite" | "postgres";

export interface Connected {
  db: Kysely<Database>;
  dialect: Dialect;
}

/** PostgreSQL when a URL is given, else a SQLite file (WAL, so the worker's writes do not block reads). */
export async function connectDatabase(databaseUrl: string | null, sqliteFile: string): Promise<Connected> {
  if (databaseUrl) {
    const { Pool } = await import("pg");
    return {
      db: new Kysely<Database>({ dialect: new PostgresDialect({ pool: new Pool({ connectionString: databaseUrl, max: 10 }) }) }),
      dialect: "postgres",
    };
  }
  const { default: SQLite } = await import("better-sqlite3");
  fs.mkdirSync(path.dirname(sqliteFile), { recursive: true });
  const database = new SQLite(sqliteFile);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  return { db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }), dialect: "sqlite" };
}
