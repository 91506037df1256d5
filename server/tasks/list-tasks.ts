import type { Kysely } from "kysely";
import type { Database, TaskOutputsTable, TaskStatus, TasksTable } from "../db/schema";
import type { TaskOutput as OutputView } from "../../src/lib/api-client";
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
  /** A finished task's first result file (the only one of most actions), until the sweeper removes it. */
  output: OutputView | null;
  /** Every result file of a finished task, in the action's order (a PDF's pages, the extracted images). */
  outputs: OutputView[];
  /** The result's small JSON (e.g. placeholder strings), when its action gives any. */
  data: Record<string, unknown> | null;
}

export interface ListQuery {
  page: number;
  limit: number;
  status?: TaskStatus;
}

/** The result files of these tasks, by task id, each task's in order. */
export async function outputsOf(db: Kysely<Database>, taskIds: string[]): Promise<Map<string, TaskOutputsTable[]>> {
  const byTask = new Map<string, TaskOutputsTable[]>();
  if (taskIds.length === 0) return byTask;
  const rows = await db.selectFrom("task_outputs").selectAll().where("task_id", "in", taskIds).orderBy("position").execute();
  for (const row of rows) byTask.set(row.task_id, [...(byTask.get(row.task_id) ?? []), row]);
  return byTask;
}

export async function viewOf(
  task: TasksTable,
  files: readonly TaskOutputsTable[],
  storage: Storage,
  ttlSeconds: number,
  origin: string,
): Promise<TaskView> {
  const outputs = await Promise.all(
    files.map(async (file) => ({
      url: await storage.downloadUrl(file.storage_key, file.file_name, file.type, ttlSeconds, origin),
      file_name: file.file_name,
      type: file.type,
      size: file.size,
      width: file.width,
      height: file.height,
    })),
  );
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
    output: outputs[0] ?? null,
    outputs,
    data: task.result_data ? (JSON.parse(task.result_data) as Record<string, unknown>) : null,
  };
}

/** The account's tasks, newest first, a page at a time (spec §7: total, page, limit, data). */
export async function listTasks(db: Kysely<Database>, userId: string, query: ListQuery) {
  let base = db.selectFrom("tasks").where("user_id", "=", userId);
  if (query.status) base = base.where("status", "=", query.status);
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
