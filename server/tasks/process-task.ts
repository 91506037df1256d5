/**
 * One task's life on a worker: claim it, run its action, store the result, and settle. The debit was
 * taken when the task was made; a failure adds its refund, at most once. A task that is already
 * settled, or claimed by another live worker, is left alone, so a job delivered twice does nothing.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { EXTENSIONS, MIME_TYPES } from "../../src/codecs/encode";
import { addEntry } from "../credits/ledger";
import { isoTime } from "../db/now";
import type { Database, TasksTable } from "../db/schema";
import type { ThreadPool } from "../processing/thread-pool";
import { outputKey, type Storage } from "../storage/storage";
import type { Action } from "./actions";
import { outputName } from "./output-name";

/** Claims of one task before it is given up as failed (a file that keeps killing its worker); clean stops do not count. */
export const MAX_ATTEMPTS = 3;

export interface TaskDeps {
  db: Kysely<Database>;
  storage: Storage;
  pool: ThreadPool;
}

/** How a queue's worker claims tasks: its mark on them, and which tasks still "processing" it may take over. */
export interface ClaimRule {
  owner: number | null;
  /** True for a running task whose worker is gone; without it only queued tasks are claimed. */
  ownerGone?: (eb: ExpressionBuilder<Database, "tasks">) => Expression<SqlBool>;
}

/**
 * settled: completed or failed here; released: back in the queue, to be woken for again (this
 * worker is stopping); busy: a live worker is running it; none: nothing left to do (settled before).
 */
export type TaskOutcome = "settled" | "released" | "busy" | "none";

async function claim(db: Kysely<Database>, taskId: string, rule: ClaimRule): Promise<TasksTable | null> {
  const claimed = await db
    .updateTable("tasks")
    .set((eb) => ({ status: "processing", started_at: isoTime(), attempts: eb("attempts", "+", 1), owner: rule.owner }))
    .where("id", "=", taskId)
    .where((eb) => {
      const queued = eb("status", "=", "queued");
      return rule.ownerGone ? eb.or([queued, eb.and([eb("status", "=", "processing"), rule.ownerGone(eb)])]) : queued;
    })
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  return (await db.selectFrom("tasks").selectAll().where("id", "=", taskId).executeTakeFirst()) ?? null;
}

/** The task as this claim left it: another worker that took it over since (its claim counted an attempt) is not overwritten. */
const stillOurs = (task: TasksTable) => (eb: ExpressionBuilder<Database, "tasks">) =>
  eb.and([eb("id", "=", task.id), eb("status", "=", "processing"), eb("attempts", "=", task.attempts)]);

/** The input is no longer needed once its task is settled by this claim (a worker that took it over still reads it). */
async function dropInput(deps: TaskDeps, task: TasksTable, settled: { numUpdatedRows: bigint }): Promise<void> {
  if (Number(settled.numUpdatedRows) > 0) await deps.storage.remove(task.input_key).catch(() => undefined);
}

async function fail(deps: TaskDeps, task: TasksTable, message: string): Promise<void> {
  const settled = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable("tasks")
      .set({ status: "failed", message, finished_at: isoTime() })
      .where(stillOurs(task))
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) {
      await addEntry(trx, { userId: task.user_id, amount: task.cost, kind: "refund", taskId: task.id, note: `${task.action} failed` });
    }
    return failed;
  });
  await dropInput(deps, task, settled);
}

/** Back in the queue, unpaid for again and not counted as an attempt: the worker is stopping, not failing. */
async function release(db: Kysely<Database>, task: TasksTable): Promise<TaskOutcome> {
  await db
    .updateTable("tasks")
    .set((eb) => ({ status: "queued", started_at: null, owner: null, attempts: eb("attempts", "-", 1) }))
    .where(stillOurs(task))
    .execute();
  return "released";
}

export async function processTask(deps: TaskDeps, taskId: string, signal: AbortSignal, rule: ClaimRule): Promise<TaskOutcome> {
  // A job taken while stopping is handed back unclaimed, so the queue wakes another worker for it.
  if (signal.aborted) return "released";
  const task = await claim(deps.db, taskId, rule);
  if (!task) {
    const now = await deps.db.selectFrom("tasks").select("status").where("id", "=", taskId).executeTakeFirst();
    return now?.status === "processing" ? "busy" : "none";
  }
  if (task.attempts > MAX_ATTEMPTS) {
    await fail(deps, task, `Processing stopped ${MAX_ATTEMPTS} times on this file; it was given up.`);
    return "settled";
  }
  try {
    const input = await deps.storage.read(task.input_key);
    const result = await deps.pool.run(task.action as Action, input, JSON.parse(task.parameters) as Record<string, unknown>, signal);
    const key = outputKey(task.user_id, task.id, EXTENSIONS[result.format]);
    await deps.storage.write(key, result.buffer, MIME_TYPES[result.format]);
    const metadata = JSON.parse(task.metadata) as { input_file_name?: string };
    const completed = await deps.db
      .updateTable("tasks")
      .set({
        status: "completed",
        output_key: key,
        output_name: outputName(metadata.input_file_name ?? task.file_id, EXTENSIONS[result.format]),
        output_type: MIME_TYPES[result.format],
        output_size: result.buffer.length,
        output_width: result.width,
        output_height: result.height,
        message: result.note ?? null,
        finished_at: isoTime(),
      })
      .where(stillOurs(task))
      .executeTakeFirst();
    await dropInput(deps, task, completed);
  } catch (error) {
    if (signal.aborted) return release(deps.db, task);
    await fail(deps, task, error instanceof Error ? error.message : String(error));
  }
  return "settled";
}
