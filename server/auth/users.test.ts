/** @jest-environment node */
import { randomBytes } from "node:crypto";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "../db/migrations";
import type { Database } from "../db/schema";
import { hashApiKey, openApiKey } from "./api-key";
import { replaceApiKey, userOfEmail } from "./users";

describe("replaceApiKey", () => {
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
  const seal = randomBytes(32);

  beforeAll(() => migrate(db as Kysely<unknown>));
  afterAll(() => db.destroy());

  it("keeps the new key hashed and sealed, in place of the old one", async () => {
    const user = await userOfEmail(db, "ada@example.com");
    const first = await replaceApiKey(db, seal, user.id);
    const second = await replaceApiKey(db, seal, user.id);
    expect(second).not.toBe(first);
    const row = await db.selectFrom("users").selectAll().where("id", "=", user.id).executeTakeFirstOrThrow();
    expect(row.api_key_hash).toBe(hashApiKey(second));
    expect(openApiKey(seal, row.api_key_sealed as string)).toBe(second);
    expect(row.api_key_created_at).toEqual(expect.any(String));
  });
});
