/**
 * One task's life on a worker: claim it, run its action, store the result, and settle. The debit was
 * taken when the task was made; a failure adds its refund, at most once. A task that is already
 * settled, or claimed by another live worker, is left alone, so a job delivered twice does nothing.
 */
import type { Kysely } from "kysely";
import { EXTENSIONS, MIME_TYPES } from "../../src/codecs/encode";
import { addEntry } from "../credits/ledger";
import { isoTime } from "../db/now";
import type { Database, TasksTable } from "../db/schema";
import type { ThreadPool } from "../processing/thread-pool";
import { outputKey, type Storage } from "../storage/storage";
import type { Action } from "./actions";
import { outputName } from "./output-name";

/** A task "processing" for longer than this lost its worker (a crash): another may take it over. */
export const STALE_AFTER_MS = 30 * 60 * 1000;
/** Claims of one task before it is given up as failed (a file that keeps killing its worker). */
export const MAX_ATTEMPTS = 3;

export interface TaskDeps {
  db: Kysely<Database>;
  storage: Storage;
  pool: ThreadPool;
}

async function claim(db: Kysely<Database>, taskId: string): Promise<TasksTable | null> {
  const now = Date.now();
  const claimed = await db
    .updateTable("tasks")
    .set((eb) => ({ status: "processing", started_at: isoTime(now), attempts: eb("attempts", "+", 1) }))
    .where("id", "=", taskId)
    .where((eb) =>
      eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "processing"), eb("started_at", "<", isoTime(now - STALE_AFTER_MS))])]),
    )
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) === 0) return null;
  return (await db.selectFrom("tasks").selectAll().where("id", "=", taskId).executeTakeFirst()) ?? null;
}

async function fail(deps: TaskDeps, task: TasksTable, message: string): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const settled = await trx
      .updateTable("tasks")
      .set({ status: "failed", message, finished_at: isoTime() })
      .where("id", "=", task.id)
      .where("status", "=", "processing")
      .executeTakeFirst();
    if (Number(settled.numUpdatedRows) > 0) {
      await addEntry(trx, { userId: task.user_id, amount: task.cost, kind: "refund", taskId: task.id, note: `${task.action} failed` });
    }
  });
  await deps.storage.remove(task.input_key).catch(() => undefined);
}

/** Back in the queue, unpaid for again: the worker is stopping and another (or this one, restarted) takes it up. */
async function release(db: Kysely<Database>, taskId: string): Promise<void> {
  await db
    .updateTable("tasks")
    .set({ status: "queued", started_at: null })
    .where("id", "=", taskId)
    .where("status", "=", "processing")
    .execute();
}

export async function processTask(deps: TaskDeps, taskId: string, signal: AbortSignal): Promise<void> {
  const task = await claim(deps.db, taskId);
  if (!task) return;
  if (task.attempts > MAX_ATTEMPTS) return fail(deps, task, `Processing stopped ${MAX_ATTEMPTS} times on this file; it was given up.`);
  try {
    const input = await deps.storage.read(task.input_key);
    const result = await deps.pool.run(task.action as Action, input, JSON.parse(task.parameters) as Record<string, unknown>, signal);
    const key = outputKey(task.user_id, task.id, EXTENSIONS[result.format]);
    await deps.storage.write(key, result.buffer, MIME_TYPES[result.format]);
    const metadata = JSON.parse(task.metadata) as { input_file_name?: string };
    await deps.db
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
      .where("id", "=", task.id)
      .where("status", "=", "processing")
      .execute();
    await deps.storage.remove(task.input_key).catch(() => undefined);
  } catch (error) {
    if (signal.aborted) return release(deps.db, task.id);
    await fail(deps, task, error instanceof Error ? error.message : String(error));
  }
}
