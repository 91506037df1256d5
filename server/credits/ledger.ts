/**
 * Credits as a ledger: grants and purchases add, a debit per file takes, a refund per failed file
 * gives back. The balance is the sum; unique (kind, task) and (kind, reference) pairs make each
 * charge, refund and purchase count once however often it is attempted.
 */
import { randomUUID } from "node:crypto";
import { type Kysely, sql, type Transaction } from "kysely";
import { isoTime } from "../db/now";
import type { CreditEntriesTable, Database } from "../db/schema";

type Db = Kysely<Database> | Transaction<Database>;

export async function balanceOf(db: Db, userId: string): Promise<number> {
  const row = await db
    .selectFrom("credit_entries")
    .select(sql<string | number>`coalesce(sum(amount), 0)`.as("balance"))
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return Number(row.balance);
}

export interface Entry {
  userId: string;
  amount: number;
  kind: CreditEntriesTable["kind"];
  taskId?: string;
  reference?: string;
  note?: string;
}

/**
 * The most credits one entry may move: a thousand times the largest order the webhook takes. With it,
 * an account would need millions of entries before its balance left the range of exact integers.
 */
export const MAX_ENTRY_CREDITS = 1_000_000_000;

/**
 * Adds the entry unless one of its kind for the same task or reference exists; true when it was added.
 * Refuses an amount that is not a whole number of credits within MAX_ENTRY_CREDITS: the amount column
 * is an integer, which SQLite would store 1e300 or 2.5 beside as a real, and a sum with them is no
 * balance (Infinity answered 500 from GET /tasks/credits).
 */
export async function addEntry(db: Db, entry: Entry): Promise<boolean> {
  if (!Number.isSafeInteger(entry.amount) || Math.abs(entry.amount) > MAX_ENTRY_CREDITS)
    throw new Error(`A credit entry moves a whole number of credits up to ${MAX_ENTRY_CREDITS.toLocaleString("en")}, not ${entry.amount}.`);
  const result = await db
    .insertInto("credit_entries")
    .values({
      id: randomUUID(),
      user_id: entry.userId,
      amount: entry.amount,
      kind: entry.kind,
      task_id: entry.taskId ?? null,
      reference: entry.reference ?? null,
      note: entry.note ?? null,
      created_at: isoTime(),
    })
    .onConflict((conflict) => conflict.doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** The account and amount of the entry of a kind with this reference (the grant of an order), if there is one. */
export async function entryOf(db: Db, kind: CreditEntriesTable["kind"], reference: string) {
  return db
    .selectFrom("credit_entries")
    .select(["user_id", "amount"])
    .where("kind", "=", kind)
    .where("reference", "=", reference)
    .executeTakeFirst();
}
