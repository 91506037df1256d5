/** @jest-environment node */
import { type KyselyPlugin, UpdateQueryNode } from "kysely";
import { memoryDatabaseWithUser } from "../db/memory-database";
import type { TasksTable } from "../db/schema";
import { processTask, type TaskDeps } from "./process-task";

/** Aborts the worker's signal as the claim's UPDATE goes to the database: the stop lands while the claim is on its way. */
function stopOnClaim(stopping: AbortController): KyselyPlugin {
  return {
    transformQuery: ({ node }) => {
      if (UpdateQueryNode.is(node)) stopping.abort(new Error("the worker is stopping"));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}

const task: TasksTable = {
  id: "t",
  user_id: "u",
  file_id: "f",
  action: "compress",
  parameters: "{}",
  metadata: "{}",
  input_key: "inputs/f",
  input_type: "image/jpeg",
  input_sha256: null,
  status: "queued",
  attempts: 1,
  cost: 1,
  result_data: null,
  message: null,
  created_at: "2026-01-01",
  started_at: null,
  finished_at: null,
  owner: null,
  budget_seconds: 60,
  run_seconds: 60,
};

describe("processTask", () => {
  it("hands back a task claimed as its worker began stopping, with the attempts it had and nothing run", async () => {
    const stopping = new AbortController();
    const sqlite = await memoryDatabaseWithUser("u");
    await sqlite.insertInto("tasks").values(task).execute();
    const db = sqlite.withPlugin(stopOnClaim(stopping));
    const untouched = () => {
      throw new Error("a task claimed while stopping was run");
    };
    const deps = { db, storage: { read: untouched }, pool: { run: untouched } } as unknown as TaskDeps;

    expect(await processTask(deps, "t", stopping.signal, { owner: 7 })).toBe("released");
    expect(
      await sqlite.selectFrom("tasks").select(["status", "attempts", "owner", "started_at"]).where("id", "=", "t").executeTakeFirst(),
    ).toEqual({
      status: "queued",
      attempts: 1,
      owner: null,
      started_at: null,
    });
    await sqlite.destroy();
  });
});
