/**
 * One task's life on a worker: claim it, run its action, store the result, and settle. The debit was
 * taken when the task was made; a failure adds its refund, at most once. A task that is already
 * settled, or claimed by another live worker, is left alone, so a job delivered twice does nothing.
 */
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from "kysely";
import { addEntry } from "../credits/ledger";
import { isoTime } from "../db/now";
import type { Database, TaskOutputsTable, TasksTable } from "../db/schema";
import type { ActionResult, CompanionFile } from "../processing/result";
import type { RunnerPool } from "../processing/runner-pool";
import { outputKey, type Storage } from "../storage/storage";
import type { Action } from "./actions";
import { outputName } from "./output-name";

/**
 * Claims of one task before it is given up as failed (a worker that keeps dying on it); clean stops
 * count only once the task has run for its whole budget, over all its attempts.
 */
export const MAX_ATTEMPTS = 3;

export interface TaskDeps {
  db: Kysely<Database>;
  storage: Storage;
  pool: RunnerPool;
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

/** The task's second files (a mask, a reference photo), read from storage by their keys. */
async function readCompanions(deps: TaskDeps, taskId: string): Promise<Record<string, CompanionFile>> {
  const rows = await deps.db.selectFrom("task_companions").selectAll().where("task_id", "=", taskId).execute();
  const files: Record<string, CompanionFile> = {};
  for (const row of rows) files[row.key] = { bytes: await deps.storage.read(row.storage_key), name: row.file_name };
  return files;
}

/** The input and its second files are no longer needed once the task is settled by this claim (a worker that took it over still reads them). */
async function dropInput(deps: TaskDeps, task: TasksTable, settled: { numUpdatedRows: bigint }): Promise<void> {
  if (Number(settled.numUpdatedRows) === 0) return;
  const companions = await deps.db.selectFrom("task_companions").select("storage_key").where("task_id", "=", task.id).execute();
  for (const key of [task.input_key, ...companions.map((row) => row.storage_key)]) await deps.storage.remove(key).catch(() => undefined);
}

/** How long this claim's file has run in a runner, and the budget it was given. */
class RunClock {
  private startedAt: number | null = null;
  budget: number | null;

  constructor(private readonly task: TasksTable) {
    this.budget = task.budget_seconds;
  }

  readonly hooks = {
    started: () => (this.startedAt = Date.now()),
    measured: ({ seconds }: { seconds: number }) => (this.budget = seconds),
  };

  /** The task's time in runners over all its claims, this one included. */
  totalSeconds(): number {
    return this.task.run_seconds + (this.startedAt === null ? 0 : Math.ceil((Date.now() - this.startedAt) / 1000));
  }

  columns(): Pick<TasksTable, "budget_seconds" | "run_seconds"> {
    return { budget_seconds: this.budget, run_seconds: this.totalSeconds() };
  }
}

async function fail(deps: TaskDeps, task: TasksTable, message: string, clock: RunClock): Promise<void> {
  const settled = await deps.db.transaction().execute(async (trx) => {
    const failed = await trx
      .updateTable("tasks")
      .set({ status: "failed", message, finished_at: isoTime(), ...clock.columns() })
      .where(stillOurs(task))
      .executeTakeFirst();
    if (Number(failed.numUpdatedRows) > 0) {
      await addEntry(trx, { userId: task.user_id, amount: task.cost, kind: "refund", taskId: task.id, note: `${task.action} failed` });
    }
    return failed;
  });
  await dropInput(deps, task, settled);
}

/**
 * Back in the queue, unpaid for again: the worker is stopping, not failing. The stop is not counted as
 * an attempt while the task has run for less than its budget, over all its attempts; past it, a task
 * that restarts keep interrupting uses up its attempts and is given up rather than taking a worker forever.
 */
async function release(db: Kysely<Database>, task: TasksTable, clock: RunClock): Promise<TaskOutcome> {
  const columns = clock.columns();
  const pastBudget = columns.budget_seconds !== null && columns.run_seconds >= columns.budget_seconds;
  await db
    .updateTable("tasks")
    .set((eb) => ({
      status: "queued",
      started_at: null,
      owner: null,
      attempts: pastBudget ? task.attempts : eb("attempts", "-", 1),
      ...columns,
    }))
    .where(stillOurs(task))
    .execute();
  return "released";
}

/** A claim that never ran, undone: back in the queue with the attempts it had. */
async function handBack(db: Kysely<Database>, task: TasksTable): Promise<TaskOutcome> {
  await db
    .updateTable("tasks")
    .set((eb) => ({ status: "queued", started_at: null, owner: null, attempts: eb("attempts", "-", 1) }))
    .where(stillOurs(task))
    .execute();
  return "released";
}

/** Writes every result file to storage, under the names the caller downloads them by. */
async function storeFiles(deps: TaskDeps, task: TasksTable, inputName: string, result: ActionResult): Promise<TaskOutputsTable[]> {
  const rows: TaskOutputsTable[] = [];
  for (const [position, file] of result.files.entries()) {
    const key = outputKey(task.user_id, task.id, position, file.extension);
    await deps.storage.write(key, file.buffer, file.mimeType);
    rows.push({
      task_id: task.id,
      position,
      storage_key: key,
      file_name: outputName(inputName, file.extension, file.suffix),
      type: file.mimeType,
      size: file.buffer.length,
      width: file.width ?? null,
      height: file.height ?? null,
    });
  }
  return rows;
}

export async function processTask(deps: TaskDeps, taskId: string, signal: AbortSignal, rule: ClaimRule): Promise<TaskOutcome> {
  // A job taken while stopping is handed back unclaimed, so the queue wakes another worker for it.
  if (signal.aborted) return "released";
  const task = await claim(deps.db, taskId, rule);
  if (!task) {
    const now = await deps.db.selectFrom("tasks").select("status").where("id", "=", taskId).executeTakeFirst();
    return now?.status === "processing" ? "busy" : "none";
  }
  // The worker began stopping while this claim was on its way (a duplicate job fetched just before the
  // stop can claim the task another slot has just released): it never ran, so it is not an attempt.
  if (signal.aborted) return handBack(deps.db, task);
  const clock = new RunClock(task);
  if (task.attempts > MAX_ATTEMPTS) {
    await fail(deps, task, `Processing stopped ${MAX_ATTEMPTS} times on this file; it was given up.`, clock);
    return "settled";
  }
  try {
    const bytes = await deps.storage.read(task.input_key);
    const name = (JSON.parse(task.metadata) as { input_file_name?: string }).input_file_name ?? task.file_id;
    const settings = JSON.parse(task.parameters) as Record<string, unknown>;
    const companions = await readCompanions(deps, task.id);
    const result = await deps.pool.run(
      task.action as Action,
      { bytes, name, type: task.input_type, companions },
      settings,
      signal,
      clock.hooks,
    );
    const outputs = await storeFiles(deps, task, name, result);
    const completed = await deps.db.transaction().execute(async (trx) => {
      const done = await trx
        .updateTable("tasks")
        .set({
          status: "completed",
          result_data: result.data ? JSON.stringify(result.data) : null,
          message: result.note ?? null,
          finished_at: isoTime(),
          ...clock.columns(),
        })
        .where(stillOurs(task))
        .executeTakeFirst();
      if (Number(done.numUpdatedRows) > 0 && outputs.length > 0) await trx.insertInto("task_outputs").values(outputs).execute();
      return done;
    });
    await dropInput(deps, task, completed);
  } catch (error) {
    if (signal.aborted) return release(deps.db, task, clock);
    await fail(deps, task, error instanceof Error ? error.message : String(error), clock);
  }
  return "settled";
}
