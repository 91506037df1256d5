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

/** Adds the entry unless one of its kind for the same task or reference exists; true when it was added. */
export async function addEntry(db: Db, entry: Entry): Promise<boolean> {
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
