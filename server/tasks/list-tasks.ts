import type { Kysely } from "kysely";
import type { Database, TaskStatus, TasksTable } from "../db/schema";
import type { Storage } from "../storage/storage";

export interface TaskView {
  task_id: string;
  file_id: string;
  action: string;
  status: TaskStatus;
  input: { key_url: string; type: string };
  parameters: Record<string, unknown>;
  metadata: Record<string, unknown>;
  cost: number;
  message: string | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** A finished task's result, with a signed download URL. */
  output: { url: string; file_name: string; type: string; size: number; width: number | null; height: number | null } | null;
}

export interface ListQuery {
  page: number;
  limit: number;
  status?: TaskStatus;
  /** Only the tasks of inputs with this SHA-256 (declared in the upload's metadata). */
  inputSha256?: string;
}

export async function viewOf(task: TasksTable, storage: Storage, ttlSeconds: number, origin: string): Promise<TaskView> {
  const output =
    task.status === "completed" && task.output_key && task.output_name && task.output_type
      ? {
          url: await storage.downloadUrl(task.output_key, task.output_name, task.output_type, ttlSeconds, origin),
          file_name: task.output_name,
          type: task.output_type,
          size: task.output_size ?? 0,
          width: task.output_width,
          height: task.output_height,
        }
      : null;
  return {
    task_id: task.id,
    file_id: task.file_id,
    action: task.action,
    status: task.status,
    input: { key_url: task.input_key, type: task.input_type },
    parameters: JSON.parse(task.parameters) as Record<string, unknown>,
    metadata: JSON.parse(task.metadata) as Record<string, unknown>,
    cost: task.cost,
    message: task.message,
    created_at: task.created_at,
    started_at: task.started_at,
    finished_at: task.finished_at,
    output,
  };
}

/** The account's tasks, newest first, a page at a time (spec §7: total, page, limit, data). */
export async function listTasks(db: Kysely<Database>, userId: string, query: ListQuery) {
  let base = db.selectFrom("tasks").where("user_id", "=", userId);
  if (query.status) base = base.where("status", "=", query.status);
  if (query.inputSha256) base = base.where("input_sha256", "=", query.inputSha256);
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<string | number>().as("total")).executeTakeFirstOrThrow(),
    base
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { total: Number(total), rows };
}
