/** The client side of the API flows (spec §4), as a script or the dashboard would run them. */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import type { TaskOutput } from "../../src/lib/api-client";
import { addEntry } from "../credits/ledger";
import { type Answer, type ApiAddress, call, type RunningApi, startApi } from "./api-harness";
import { codeIn, startSmtp } from "./smtp-standin";

type Smtp = Awaited<ReturnType<typeof startSmtp>>;

export async function login(api: ApiAddress, smtp: Smtp, email: string): Promise<string> {
  const asked = await call(api, "POST", "/users/get-access", { body: { email } });
  if (asked.status !== 200) throw new Error(`get-access: ${JSON.stringify(asked.body)}`);
  const code = codeIn(await smtp.next(email.toLowerCase()));
  const verified = await call<{ token: string }>(api, "POST", "/users/get-access/verify", { body: { email, auth_id: code } });
  if (verified.status !== 200) throw new Error(`verify: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}

export async function createKey(api: ApiAddress, token: string): Promise<string> {
  const answer = await call<{ data: { api: string } }>(api, "POST", "/users/api", { bearer: token });
  return answer.body.data.api;
}

/** A logged-in account with an API key and `credits` granted. */
export async function accountWithCredits(api: RunningApi, smtp: Smtp, email: string, credits: number) {
  const key = await createKey(api, await login(api, smtp, email));
  const { db } = api.services.context;
  const { id: userId } = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
  await addEntry(db, { userId, amount: credits, kind: "grant", reference: `test:${email}` });
  return { key, userId };
}

/** A real server with its mail stand-in and one account holding an API key and credits: how most API tests begin. */
export async function startWithAccount(env: Record<string, string>, email: string, credits: number) {
  const smtp = await startSmtp();
  const api = await startApi({ SMTP_URL: smtp.url, ...env });
  const account = await accountWithCredits(api, smtp, email, credits);
  return {
    api,
    smtp,
    ...account,
    async stop() {
      await api.stop();
      await smtp.close();
    },
  };
}

export async function creditsLeft(api: ApiAddress, key: string): Promise<number> {
  return (await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: key })).body.credits;
}

export interface FileToSend {
  bytes: Buffer;
  type: string;
  name: string;
}

export interface UploadLink {
  url: string;
  key_url: string;
  file_id: string;
  action: string;
}

export function fileEntry(file: FileToSend, action: string, parameters: Record<string, unknown> = {}) {
  const extension = file.name.split(".").pop() ?? "";
  return {
    type: file.type,
    action,
    file_extension: extension,
    file_id: randomUUID() as string,
    size: file.bytes.length,
    parameters,
    metadata: { input_file_name: file.name, input_file_extension: extension },
  };
}

export async function uploadLinks(
  api: ApiAddress,
  bearer: string,
  entries: ReturnType<typeof fileEntry>[],
): Promise<Answer<{ message: string; data: { successful: UploadLink[] } }>> {
  return call(api, "POST", "/tasks/upload", { bearer, body: { file_list: entries } });
}

export function put(url: string, bytes: Buffer, type: string): Promise<Response> {
  return fetch(url, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": type } });
}

export interface TaskView {
  task_id: string;
  status: string;
  action: string;
  message: string | null;
  cost: number;
  output: OutputView | null;
  outputs: OutputView[];
  data: Record<string, unknown> | null;
}

/** One result file, with a signed download URL. */
export type OutputView = TaskOutput;

/** Polls a task until it is settled; a task no worker takes up fails the test instead of hanging it. */
export async function settled(api: ApiAddress, key: string, taskId: string, timeoutMs = 180_000): Promise<TaskView> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call<{ data: TaskView }>(api, "GET", `/tasks/${taskId}`, { bearer: key });
    if (answer.status !== 200) throw new Error(`task ${taskId}: ${JSON.stringify(answer.body)}`);
    if (answer.body.data.status === "completed" || answer.body.data.status === "failed") return answer.body.data;
    if (Date.now() > deadline) throw new Error(`task ${taskId} is still ${answer.body.data.status} after ${timeoutMs / 1000} s`);
    await sleep(100);
  }
}

/** The whole flow for one file: links, PUT, task, wait. */
export async function runTask(
  api: ApiAddress,
  key: string,
  file: FileToSend,
  action: string,
  parameters: Record<string, unknown> = {},
): Promise<TaskView> {
  const [task] = await runTasks(api, key, [file], action, parameters);
  if (!task) throw new Error("no task");
  return task;
}

/** The same flow for a batch: one call for the links, one for the tasks, and every task settled, in the files' order. */
export async function runTasks(
  api: ApiAddress,
  key: string,
  files: FileToSend[],
  action: string,
  parameters: Record<string, unknown> = {},
): Promise<TaskView[]> {
  const links = await uploadLinks(
    api,
    key,
    files.map((file) => fileEntry(file, action, parameters)),
  );
  if (links.status !== 200) throw new Error(`upload links: ${JSON.stringify(links.body)}`);
  const taken = links.body.data.successful;
  if (taken.length !== files.length) throw new Error(`${taken.length} upload links for ${files.length} files`);
  for (const [index, link] of taken.entries()) {
    const file = files[index] as FileToSend;
    const stored = await put(link.url, file.bytes, file.type);
    if (stored.status !== 200) throw new Error(`PUT: ${stored.status} ${await stored.text()}`);
  }
  const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
    bearer: key,
    body: { task_list: taken },
  });
  if (created.status !== 200) throw new Error(`tasks: ${JSON.stringify(created.body)}`);
  return Promise.all(created.body.data.tasks.map((task) => settled(api, key, task.task_id)));
}
