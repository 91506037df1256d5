/** `npm run credits:grant -- <email> <credits> [note]`: grants credits to an account (made if new). */
import { randomUUID } from "node:crypto";
import path from "node:path";
import type { Kysely } from "kysely";
import { readApiConfig } from "../api-config";
import { normaliseEmail } from "../auth/access-code";
import { userOfEmail } from "../auth/users";
import { connectDatabase } from "../db/connect";
import { migrate } from "../db/migrations";
import { addEntry, balanceOf } from "./ledger";

async function main(args: string[]): Promise<void> {
  const [email, amount, ...note] = args;
  const credits = Number(amount);
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email) || !Number.isInteger(credits) || credits === 0) {
    throw new Error("usage: npm run credits:grant -- <email> <credits> [note]   (credits: a whole number; negative takes credits away)");
  }
  const config = readApiConfig();
  const { db } = await connectDatabase(config.databaseUrl, path.join(config.dataDir, "pixelbatch.sqlite"));
  try {
    await migrate(db as unknown as Kysely<unknown>);
    const user = await userOfEmail(db, normaliseEmail(email));
    await addEntry(db, {
      userId: user.id,
      amount: credits,
      kind: "grant",
      reference: `cli:${randomUUID()}`,
      note: note.join(" ") || "granted from the command line",
    });
    console.log(`${user.email}: ${credits > 0 ? "+" : ""}${credits} credits, balance ${await balanceOf(db, user.id)}`);
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
