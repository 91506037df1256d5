/** @jest-environment node */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "../db/migrations";
import type { Database } from "../db/schema";
import { addEntry, balanceOf, entryOf, MAX_ENTRY_CREDITS } from "./ledger";

describe("the credits ledger", () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrate(db as unknown as Kysely<unknown>);
    await db
      .insertInto("users")
      .values({
        id: "u",
        email: "a@example.com",
        api_key_hash: null,
        api_key_sealed: null,
        api_key_created_at: null,
        created_at: "2026-01-01",
      })
      .execute();
  });
  afterAll(() => db.destroy());

  const grant = (amount: number, reference: string) => addEntry(db, { userId: "u", amount, kind: "grant", reference });

  it("refuses an amount that is not a whole number of credits within its bound, and stores nothing for it", async () => {
    for (const amount of [1e300, Infinity, -Infinity, NaN, 2.5, -0.5, 2 ** 53, MAX_ENTRY_CREDITS + 1, -MAX_ENTRY_CREDITS - 1])
      await expect(grant(amount, `bad:${amount}`)).rejects.toThrow(
        `A credit entry moves a whole number of credits up to 1,000,000,000, not ${amount}.`,
      );
    expect(await db.selectFrom("credit_entries").selectAll().execute()).toEqual([]);
  });

  it("adds whole amounts up to its bound, each reference once, and finds an entry by its reference", async () => {
    expect(await grant(MAX_ENTRY_CREDITS, "order:1")).toBe(true);
    expect(await grant(MAX_ENTRY_CREDITS, "order:1")).toBe(false);
    expect(await grant(-MAX_ENTRY_CREDITS + 5, "refund:1")).toBe(true);
    expect(await balanceOf(db, "u")).toBe(5);
    expect(await entryOf(db, "grant", "order:1")).toEqual({ user_id: "u", amount: MAX_ENTRY_CREDITS });
    expect(await entryOf(db, "purchase", "order:1")).toBeUndefined();
  });
});
