import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { checkCode, CODE_TTL_MS, codeMessage, MAX_TRIES, newCode, sendsAllowed } from "./access-code";
import { hmacHex, sameSecret } from "./secrets";

const hashCode = (key: Buffer, email: string, code: string) => hmacHex(key, email, code);

/** A new code for the address, replacing any earlier one; null when the address has had its sends for the hour. */
export async function issueCode(db: Kysely<Database>, key: Buffer, email: string, now = Date.now()): Promise<string | null> {
  const code = newCode();
  const issued = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom("access_codes")
      .select(["window_start", "sent_in_window"])
      .where("email", "=", email)
      .executeTakeFirst();
    const { allowed, restart } = sendsAllowed(row ? Date.parse(row.window_start) : null, row?.sent_in_window ?? 0, now);
    if (!allowed) return false;
    const values = {
      code_hash: hashCode(key, email, code),
      expires_at: isoTime(now + CODE_TTL_MS),
      attempts: 0,
      sent_in_window: restart ? 1 : (row?.sent_in_window ?? 0) + 1,
      window_start: restart ? isoTime(now) : (row?.window_start ?? isoTime(now)),
    };
    if (row) await trx.updateTable("access_codes").set(values).where("email", "=", email).execute();
    else
      await trx
        .insertInto("access_codes")
        .values({ email, ...values })
        .execute();
    return true;
  });
  return issued ? code : null;
}

export type Redeemed = { ok: true } | { ok: false; message: string };

/**
 * Checks an entered code. A right one is spent (a replay fails); a wrong one costs a try, and the
 * fifth wrong one spends the code.
 */
export async function redeemCode(db: Kysely<Database>, key: Buffer, email: string, code: string, now = Date.now()): Promise<Redeemed> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom("access_codes").selectAll().where("email", "=", email).executeTakeFirst();
    const stored = row && row.code_hash ? { codeHash: row.code_hash, expiresAt: Date.parse(row.expires_at), attempts: row.attempts } : null;
    const check = checkCode(stored, hashCode(key, email, code), now, sameSecret);
    if (check === "ok") {
      // The row stays for the hourly send count; its hash is cleared so the code cannot be used again.
      await trx.updateTable("access_codes").set({ code_hash: "", attempts: MAX_TRIES }).where("email", "=", email).execute();
      return { ok: true };
    }
    const attempts = (row?.attempts ?? 0) + 1;
    if (check === "wrong") await trx.updateTable("access_codes").set({ attempts }).where("email", "=", email).execute();
    return { ok: false, message: codeMessage(check, MAX_TRIES - attempts) };
  });
}
