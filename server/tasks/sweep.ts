/**
 * The sweeper: what nothing else deletes. Uploads no task took (as its file or a running task's
 * second file), once their link has expired and the grace for making their task has passed; results past their retention; ended session tokens once
 * they would have expired anyway; and stray objects: a local write that died half-way (`.partial`),
 * an input whose task is settled (its deletion failed, or an S3 link was PUT again after use), a file
 * no row knows. Runs as a recurring job (the queue's `repeat`); `now` is the caller's clock.
 */
import type { Kysely } from "kysely";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { PARTIAL_SUFFIX, type Storage, type StoredObject } from "../storage/storage";

/** How long an uploaded file waits for its task after its link expired (a big upload may finish late). */
export const UNUSED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
/** Objects written more recently are left alone: a write or a task may be under way. */
export const STRAY_AGE_MS = 60 * 60 * 1000;
/** Rows and objects handled per step and run; the next run goes on with the rest. */
const BATCH = 500;

export interface SweepDeps {
  db: Kysely<Database>;
  storage: Storage;
  resultRetentionMs: number;
}

export interface SweepReport {
  unusedUploads: number;
  expiredResults: number;
  endedSessions: number;
  strayObjects: number;
}

async function removeUnusedUploads({ db, storage }: SweepDeps, now: number): Promise<number> {
  const unused = await db
    .selectFrom("uploads")
    .select(["file_id", "storage_key"])
    .where("expires_at", "<", isoTime(now - UNUSED_UPLOAD_GRACE_MS))
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom("tasks").select("id").whereRef("tasks.file_id", "=", "uploads.file_id"))))
    // A task's second file waits for its task as long as the task's own file does.
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("task_companions")
            .innerJoin("tasks", "tasks.id", "task_companions.task_id")
            .select("task_companions.task_id")
            .whereRef("task_companions.file_id", "=", "uploads.file_id")
            .where("tasks.status", "in", ["queued", "processing"]),
        ),
      ),
    )
    .limit(BATCH)
    .execute();
  for (const upload of unused) {
    await storage.remove(upload.storage_key);
    await db.deleteFrom("uploads").where("file_id", "=", upload.file_id).execute();
  }
  return unused.length;
}

/** Every result file of a task past its retention; the task stays in the history, with no `outputs` from then on. */
async function removeExpiredResults({ db, storage, resultRetentionMs }: SweepDeps, now: number): Promise<number> {
  const expired = await db
    .selectFrom("task_outputs")
    .innerJoin("tasks", "tasks.id", "task_outputs.task_id")
    .select(["task_outputs.task_id", "task_outputs.position", "task_outputs.storage_key"])
    .where("tasks.finished_at", "<", isoTime(now - resultRetentionMs))
    .limit(BATCH)
    .execute();
  for (const file of expired) {
    await storage.remove(file.storage_key);
    await db.deleteFrom("task_outputs").where("task_id", "=", file.task_id).where("position", "=", file.position).execute();
  }
  return expired.length;
}

async function forgetEndedSessions({ db }: SweepDeps, now: number): Promise<number> {
  const deleted = await db.deleteFrom("revoked_sessions").where("expires_at", "<", isoTime(now)).executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Of these input keys, the ones still needed: an upload no task has taken yet, or one whose task has not settled. */
async function inputsInUse(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const rows = await db
    .selectFrom("uploads")
    .leftJoin("tasks", "tasks.file_id", "uploads.file_id")
    .select("uploads.storage_key")
    .where("uploads.storage_key", "in", keys)
    .where((eb) => eb.or([eb("tasks.id", "is", null), eb("tasks.status", "in", ["queued", "processing"])]))
    .execute();
  return new Set(rows.map((row) => row.storage_key));
}

async function resultsInUse(db: Kysely<Database>, keys: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom("task_outputs").select("storage_key").where("storage_key", "in", keys).execute();
  return new Set(rows.map((row) => row.storage_key));
}

async function removeStrays(
  { db, storage }: SweepDeps,
  now: number,
  prefix: string,
  inUse: (db: Kysely<Database>, keys: string[]) => Promise<Set<string>>,
): Promise<number> {
  let removed = 0;
  const settle = async (batch: StoredObject[]) => {
    const whole = batch.filter((object) => !object.key.endsWith(PARTIAL_SUFFIX));
    const kept =
      whole.length > 0
        ? await inUse(
            db,
            whole.map((object) => object.key),
          )
        : new Set<string>();
    for (const object of batch) {
      if (kept.has(object.key)) continue;
      await storage.remove(object.key);
      removed += 1;
    }
  };
  let batch: StoredObject[] = [];
  for await (const object of storage.list(prefix)) {
    if (object.modifiedAt > now - STRAY_AGE_MS) continue;
    batch.push(object);
    if (batch.length === BATCH) {
      await settle(batch);
      batch = [];
    }
  }
  await settle(batch);
  return removed;
}

export async function sweep(deps: SweepDeps, now: number): Promise<SweepReport> {
  return {
    unusedUploads: await removeUnusedUploads(deps, now),
    expiredResults: await removeExpiredResults(deps, now),
    endedSessions: await forgetEndedSessions(deps, now),
    strayObjects: (await removeStrays(deps, now, "inputs/", inputsInUse)) + (await removeStrays(deps, now, "outputs/", resultsInUse)),
  };
}
