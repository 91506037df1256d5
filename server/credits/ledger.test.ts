/** @jest-environment node */
import type { Kysely } from "kysely";
import { memoryDatabaseWithUser } from "../db/memory-database";
import type { Database } from "../db/schema";
import { addEntry, balanceOf, entryOf, MAX_ENTRY_CREDITS } from "./ledger";

describe("the credits ledger", () => {
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = await memoryDatabaseWithUser("u");
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
