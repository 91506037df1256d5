/** @jest-environment node */
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect } from "kysely";
import { migrate } from "./migrations";
import type { Database } from "./schema";

describe("the task-outputs migration", () => {
  it("moves each finished task's result into its list of result files, and keeps tasks without one", async () => {
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: new SQLite(":memory:") }) });
    await migrate(db as unknown as Kysely<unknown>, "0004-upload-use");
    const at = "2026-11-27T12:00:00.000Z";
    await db
      .insertInto("users")
      .values({ id: "u", email: "a@example.com", api_key_hash: null, api_key_sealed: null, api_key_created_at: null, created_at: at })
      .execute();
    const task = (id: string, output: Record<string, unknown>) => ({
      id,
      user_id: "u",
      file_id: `file-${id}`,
      action: "resize",
      parameters: "{}",
      metadata: "{}",
      input_key: `inputs/u/${id}.jpg`,
      input_type: "image/jpeg",
      status: "completed",
      attempts: 1,
      cost: 1,
      created_at: at,
      ...output,
    });
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    await old
      .insertInto("tasks")
      .values([
        task("done", {
          output_key: "outputs/u/done.png",
          output_name: "cups.png",
          output_type: "image/png",
          output_size: 900,
          output_width: 64,
          output_height: 48,
        }),
        task("swept", { output_key: null }),
      ])
      .execute();

    await migrate(db as unknown as Kysely<unknown>);

    expect(await db.selectFrom("task_outputs").selectAll().execute()).toEqual([
      {
        task_id: "done",
        position: 0,
        storage_key: "outputs/u/done.png",
        file_name: "cups.png",
        type: "image/png",
        size: 900,
        width: 64,
        height: 48,
      },
    ]);
    const tasks = await db.selectFrom("tasks").selectAll().orderBy("id").execute();
    expect(tasks.map((row) => [row.id, row.result_data, "output_key" in row])).toEqual([
      ["done", null, false],
      ["swept", null, false],
    ]);
    await db.destroy();
  });
});
