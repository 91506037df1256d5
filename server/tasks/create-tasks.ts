import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import { addEntry, balanceOf } from "../credits/ledger";
import type { Dialect } from "../db/connect";
import { isoTime } from "../db/now";
import type { Database, TasksTable } from "../db/schema";
import { ApiError } from "../routes/api-error";
import type { Storage } from "../storage/storage";
import { actionCost, parseParameters } from "./actions";
import { UNUSED_UPLOAD_GRACE_MS } from "./sweep";

export interface TaskEntry {
  file_id: string;
  key_url?: string;
  action?: string;
  parameters?: Record<string, unknown>;
  metadata?: Record<string, unknown>;
}

export interface CreatedTask {
  task_id: string;
  file_id: string;
  action: string;
  status: "queued";
  cost: number;
}

/**
 * Makes one task per uploaded file and takes their credits, all or nothing: every file must be an
 * upload of this account that has arrived, have no task yet, and name a known action with valid
 * parameters (an entry may repeat or change the action and parameters given at upload; a changed
 * action takes the entry's parameters or none, never the upload's), and the balance must cover them all.
 */
export async function createTasks(
  db: Kysely<Database>,
  dialect: Dialect,
  storage: Storage,
  userId: string,
  entries: TaskEntry[],
): Promise<CreatedTask[]> {
  const fileIds = entries.map((entry) => entry.file_id);
  if (new Set(fileIds).size !== fileIds.length) throw new ApiError(400, "A file_id appears twice in task_list.");
  const uploads = await db.selectFrom("uploads").selectAll().where("user_id", "=", userId).where("file_id", "in", fileIds).execute();
  const byId = new Map(uploads.map((upload) => [upload.file_id, upload]));
  const rows: TasksTable[] = [];
  const now = isoTime();
  for (const entry of entries) {
    const upload = byId.get(entry.file_id);
    if (!upload || (entry.key_url !== undefined && entry.key_url !== upload.storage_key)) {
      throw new ApiError(404, `Unknown file_id "${entry.file_id}": request upload links with POST /api/v1/tasks/upload first.`);
    }
    const metadata = JSON.parse(upload.metadata) as { input_file_name: string };
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
    rows.push({
      id: randomUUID(),
      user_id: userId,
      file_id: upload.file_id,
      action,
      parameters: JSON.stringify(parsed.settings),
      metadata: upload.metadata,
      input_key: upload.storage_key,
      input_type: upload.content_type,
      status: "queued",
      attempts: 0,
      cost: actionCost(action),
      result_data: null,
      message: null,
      created_at: now,
      started_at: null,
      finished_at: null,
      owner: null,
    });
  }
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
    const taken = await trx.selectFrom("tasks").select("file_id").where("file_id", "in", fileIds).executeTakeFirst();
    if (taken) throw new ApiError(409, `File ${taken.file_id} already has a task.`);
    await trx.insertInto("tasks").values(rows).execute();
    for (const row of rows) await addEntry(trx, { userId, amount: -row.cost, kind: "debit", taskId: row.id, note: row.action });
  });
  return rows.map((row) => ({ task_id: row.id, file_id: row.file_id, action: row.action, status: "queued", cost: row.cost }));
}
