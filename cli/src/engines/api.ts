/**
 * --api: each file through the API's client flow (spec §4) with the typed client: upload link, PUT,
 * task, poll, download. A file whose task an earlier, interrupted run already created (found by the
 * file's SHA-256, with the same action and settings) is not paid for again: that task is waited for.
 */
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { isDeepStrictEqual } from "node:util";
import createClient from "openapi-fetch";
import { outputName } from "../../../server/tasks/output-name";
import type { paths } from "../../../src/lib/api/schema";
import type { Engine, EngineInput, MadeFile } from "./engine";

type TaskView = NonNullable<paths["/api/v1/tasks/{taskId}"]["get"]["responses"][200]["content"]["application/json"]["data"]>;

export interface ApiEngineOptions {
  /** The API's origin, e.g. https://example.com. */
  url: string;
  key: string;
  action: string;
  settings: Record<string, unknown>;
  /** Between two looks at a task's status. */
  pollMs?: number;
  /** Told when a task is created (the credits are taken then) or found again. */
  onTask?: (input: string, task: { task_id: string; reused: boolean }) => void;
}

/** The API's own message for a refused call, else its status. */
function failure(what: string, error: unknown, response: Response): Error {
  const message = typeof error === "object" && error !== null && "message" in error ? String(error.message) : `HTTP ${response.status}`;
  return new Error(`${what}: ${message}`);
}

export function apiEngine({ url, key, action, settings, pollMs = 250, onTask }: ApiEngineOptions): Engine {
  const client = createClient<paths>({ baseUrl: url.replace(/\/+$/, ""), headers: { Authorization: `Bearer ${key}` } });

  /** A task an earlier run made for the same bytes, action and settings, unless it failed. */
  async function earlierTask(sha256: string): Promise<TaskView | undefined> {
    const { data, error, response } = await client.GET("/api/v1/tasks", { params: { query: { input_sha256: sha256, limit: 100 } } });
    if (!data) throw failure("Looking up earlier tasks", error, response);
    return data.data?.find((task) => task.action === action && task.status !== "failed" && isDeepStrictEqual(task.parameters, settings));
  }

  async function createTask(input: EngineInput, sha256: string): Promise<string> {
    const name = path.basename(input.path);
    const extension = path.extname(name).slice(1);
    const links = await client.POST("/api/v1/tasks/upload", {
      body: {
        file_list: [
          {
            type: input.contentType,
            action,
            file_extension: extension,
            file_id: randomUUID(),
            size: input.bytes.length,
            parameters: settings,
            metadata: { input_file_name: name, input_file_extension: extension, input_sha256: sha256 },
          },
        ],
      },
    });
    const link = links.data?.data?.successful?.[0];
    if (!link?.url || !link.file_id) throw failure("Upload link", links.error, links.response);
    const stored = await fetch(link.url, {
      method: "PUT",
      body: new Uint8Array(input.bytes),
      headers: { "Content-Type": input.contentType },
    });
    if (!stored.ok) throw new Error(`Upload: HTTP ${stored.status} ${await stored.text()}`);
    const created = await client.POST("/api/v1/tasks", {
      body: {
        task_list: [{ action, input: { file_id: link.file_id, key_url: link.key_url }, parameters: settings, metadata: link.metadata }],
      },
    });
    const taskId = created.data?.data?.tasks?.[0]?.task_id;
    if (!taskId) throw failure("Creating the task", created.error, created.response);
    return taskId;
  }

  async function settled(taskId: string, signal: AbortSignal): Promise<TaskView> {
    for (;;) {
      const { data, error, response } = await client.GET("/api/v1/tasks/{taskId}", { params: { path: { taskId } }, signal });
      const task = data?.data;
      if (!task) throw failure(`Task ${taskId}`, error, response);
      if (task.status === "completed" || task.status === "failed") return task;
      await sleep(pollMs, undefined, { signal });
    }
  }

  /** Every result file of a finished task; a file's suffix (e.g. "-page-3") is what its name adds to the input's. */
  async function download(task: TaskView, inputName: string): Promise<MadeFile[]> {
    const outputs = task.outputs ?? [];
    if (outputs.length === 0) throw new Error(`Task ${task.task_id} finished without a result file (results expire after a while).`);
    return Promise.all(
      outputs.map(async (output) => {
        if (!output.url || !output.file_name) throw new Error(`Task ${task.task_id} lists a result without its address.`);
        const answer = await fetch(output.url);
        if (!answer.ok) throw new Error(`Downloading ${output.file_name}: HTTP ${answer.status}`);
        const extension = path.extname(output.file_name).slice(1);
        const plain = path.basename(outputName(inputName, extension), `.${extension}`);
        const stem = path.basename(output.file_name, `.${extension}`);
        return {
          bytes: Buffer.from(await answer.arrayBuffer()),
          extension,
          width: output.width ?? undefined,
          height: output.height ?? undefined,
          suffix: stem.startsWith(plain) && stem !== plain ? stem.slice(plain.length) : undefined,
        };
      }),
    );
  }

  return {
    async run(input, signal) {
      const sha256 = createHash("sha256").update(input.bytes).digest("hex");
      const earlier = await earlierTask(sha256);
      const taskId = earlier?.task_id ?? (await createTask(input, sha256));
      onTask?.(input.path, { task_id: taskId, reused: earlier !== undefined });
      const task = await settled(taskId, signal);
      if (task.status === "failed") throw new Error(task.message ?? "The task failed.");
      return download(task, path.basename(input.path));
    },
  };
}
