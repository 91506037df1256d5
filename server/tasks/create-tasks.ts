import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { addEntry, balanceOf } from "../credits/ledger";
import type { Dialect } from "../db/connect";
import { isoTime } from "../db/now";
import type { Database, TaskCompanionsTable, TasksTable, UploadsTable } from "../db/schema";
import { ApiError } from "../routes/api-error";
import type { Storage } from "../storage/storage";
import { ACTION_TOOLS, actionCost, parseParameters } from "./actions";
import { UNUSED_UPLOAD_GRACE_MS } from "./sweep";

/** The uploaded file a task is for: its file_id and, optionally, its key_url as a check. */
export interface TaskInput {
  file_id: string;
  key_url?: string;
}

/**
 * A finished upload's task entry (spec §3: action, input, parameters, metadata); the file may also be
 * named by file_id and key_url beside the others, as the upload link has them.
 */
export interface TaskEntry extends Partial<TaskInput> {
  action?: string;
  input?: TaskInput;
  parameters?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
  /** Second files by the action's companion key (e.g. "mask"): file_ids of uploads that get no task of their own. */
  companions?: Record<string, string>;
}

/** The file an entry names, whichever way it names it. */
function inputOf(entry: TaskEntry, index: number): TaskInput {
  if (entry.input) return entry.input;
  if (entry.file_id === undefined) throw new ApiError(400, `Task ${index + 1} names no file: give its input.file_id.`);
  return { file_id: entry.file_id, key_url: entry.key_url };
}

export interface CreatedTask {
  task_id: string;
  file_id: string;
  action: string;
  status: "queued";
  cost: number;
}

type Upload = Pick<UploadsTable, "file_id" | "storage_key" | "content_type" | "metadata" | "expires_at">;

const fileNameOf = (upload: Upload) => (JSON.parse(upload.metadata) as { input_file_name: string }).input_file_name;

/**
 * The entry's second files, checked: keys the action's tool takes, each an arrived image upload of
 * this account that is no task's own file. `name` is the task's file, for the messages.
 */
async function companionRows(
  db: Kysely<Database>,
  storage: Storage,
  userId: string,
  entry: TaskEntry,
  action: string,
  name: string,
): Promise<Omit<TaskCompanionsTable, "task_id">[]> {
  const asked = Object.entries(entry.companions ?? {});
  if (asked.length === 0) return [];
  const keys = Object.keys(ACTION_TOOLS[action]?.companions ?? {});
  const rows: Omit<TaskCompanionsTable, "task_id">[] = [];
  for (const [key, fileId] of asked) {
    if (!keys.includes(key)) {
      const taken = keys.length > 0 ? `it takes ${keys.map((known) => `"${known}"`).join(", ")}` : "it takes none";
      throw new ApiError(400, `${name}: ${action} has no companion file "${key}" (${taken}).`);
    }
    const upload = await db
      .selectFrom("uploads")
      .select(["file_id", "storage_key", "content_type", "metadata", "expires_at"])
      .where("user_id", "=", userId)
      .where("file_id", "=", fileId)
      .executeTakeFirst();
    if (!upload) throw new ApiError(400, `${name}: its ${key} "${fileId}" is not a file_id of your uploads.`);
    const companion = fileNameOf(upload);
    if (!upload.content_type.startsWith("image/"))
      throw new ApiError(400, `${name}: its ${key} ${companion} is ${upload.content_type}, not an image.`);
    if ((await storage.size(upload.storage_key)) === null)
      throw new ApiError(400, `${name}: its ${key} ${companion} was not uploaded: PUT the file to its upload url first.`);
    rows.push({ key, file_id: upload.file_id, storage_key: upload.storage_key, file_name: companion });
  }
  return rows;
}

/**
 * Makes one task per uploaded file and takes their credits, all or nothing: every file must be an
 * upload of this account that has arrived, have no task yet, and name a known action with valid
 * parameters (an entry may repeat or change the action and parameters given at upload; a changed
 * action takes the entry's parameters or none, never the upload's), and the balance must cover them all.
 * An entry's second files (`companions`) are uploads too, used by its task and charged nothing.
 */
export async function createTasks(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: Storage,
  userId: string,
  entries: TaskEntry[],
): Promise<CreatedTask[]> {
  const inputs = entries.map(inputOf);
  const fileIds = inputs.map((input) => input.file_id);
  if (new Set(fileIds).size !== fileIds.length) throw new ApiError(400, "A file_id appears twice in task_list.");
  const uploads = await db.selectFrom("uploads").selectAll().where("user_id", "=", userId).where("file_id", "in", fileIds).execute();
  const byId = new Map(uploads.map((upload) => [upload.file_id, upload]));
  const rows: TasksTable[] = [];
  const companions: TaskCompanionsTable[] = [];
  const now = isoTime();
  for (const [index, entry] of entries.entries()) {
    const input = inputs[index] as TaskInput;
    const upload = byId.get(input.file_id);
    if (!upload || (input.key_url !== undefined && input.key_url !== upload.storage_key)) {
      throw new ApiError(404, `Unknown file_id "${input.file_id}": request upload links with POST /api/v1/tasks/upload first.`);
    }
    const metadata = JSON.parse(upload.metadata) as { input_file_name: string; input_sha256?: string };
    // The sweeper may delete it from then on: refused here whether or not it has yet.
    if (Date.parse(upload.expires_at) + UNUSED_UPLOAD_GRACE_MS <= Date.parse(now)) {
      throw new ApiError(
        404,
        `${metadata.input_file_name}: its upload expired (a task must follow within an hour of the link's expiry): upload it again.`,
      );
    }
    const action = entry.action ?? upload.action;
    // The upload's parameters are its action's settings: another action starts from its own defaults.
    const uploaded = action === upload.action ? (JSON.parse(upload.parameters) as Record<string, unknown>) : {};
    const parsed = parseParameters(action, entry.parameters ?? uploaded);
    if (!parsed.ok) throw new ApiError(400, `${metadata.input_file_name}: ${parsed.message}`);
    if ((await storage.size(upload.storage_key)) === null) {
      throw new ApiError(409, `${metadata.input_file_name} was not uploaded: PUT the file to its upload url first.`);
    }
    const id = randomUUID();
    for (const companion of await companionRows(db, storage, userId, entry, action, metadata.input_file_name)) {
      if (fileIds.includes(companion.file_id)) {
        throw new ApiError(
          400,
          `${companion.file_name} is a second file of ${metadata.input_file_name}: it cannot have a task of its own.`,
        );
      }
      companions.push({ ...companion, task_id: id });
    }
    rows.push({
      id,
      user_id: userId,
      file_id: upload.file_id,
      action,
      parameters: JSON.stringify(parsed.settings),
      metadata: upload.metadata,
      input_key: upload.storage_key,
      input_type: upload.content_type,
      input_sha256: metadata.input_sha256 ?? null,
      status: "queued",
      attempts: 0,
      cost: actionCost(action),
      result_data: null,
      message: null,
      created_at: now,
      started_at: null,
      finished_at: null,
      owner: null,
      budget_seconds: null,
      run_seconds: 0,
    });
  }
  const shared = companions.find((companion, index) => companions.findIndex((other) => other.file_id === companion.file_id) !== index);
  if (shared) throw new ApiError(400, `${shared.file_name} is named as a second file of two tasks: upload it once per task.`);
  const cost = rows.reduce((total, row) => total + row.cost, 0);
  await db.transaction().execute(async (trx) => {
    // Concurrent calls of one account are serialised on its row, so two cannot both spend the same credits.
    let lock = trx.selectFrom("users").select("id").where("id", "=", userId);
    if (dialect === "postgres") lock = lock.forUpdate();
    await lock.executeTakeFirst();
    const balance = await balanceOf(trx, userId);
    if (balance < cost) {
      throw new ApiError(
        402,
        `Not enough credits: ${rows.length === 1 ? "this task needs" : `these ${rows.length} tasks need`} ${cost} and you have ${balance}.`,
      );
    }
    const usedIds = [...fileIds, ...companions.map((companion) => companion.file_id)];
    const taken = await trx.selectFrom("tasks").select("file_id").where("file_id", "in", usedIds).executeTakeFirst();
    if (taken) throw new ApiError(409, `File ${taken.file_id} already has a task.`);
    const used = await trx.selectFrom("task_companions").select("file_name").where("file_id", "in", usedIds).executeTakeFirst();
    if (used) throw new ApiError(409, `${used.file_name} is already a second file of another task.`);
    await trx.insertInto("tasks").values(rows).execute();
    if (companions.length > 0) await trx.insertInto("task_companions").values(companions).execute();
    for (const row of rows) await addEntry(trx, { userId, amount: -row.cost, kind: "debit", taskId: row.id, note: row.action });
  });
  return rows.map((row) => ({ task_id: row.id, file_id: row.file_id, action: row.action, status: "queued", cost: row.cost }));
}
