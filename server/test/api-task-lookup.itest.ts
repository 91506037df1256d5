/**
 * Finding a task again by its input's SHA-256, on a real server over a SQLite file: how a client that
 * was interrupted after creating tasks learns which files it has already paid for.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { after, before, describe, it } from "node:test";
import sharp from "sharp";
import { call, type RunningApi, startApi } from "./api-harness";
import { accountWithCredits, createKey, fileEntry, type FileToSend, login, put, uploadLinks } from "./api-flows";
import { startSmtp } from "./smtp-standin";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

async function photo(name: string, red: number): Promise<FileToSend> {
  const bytes = await sharp({ create: { width: 32, height: 24, channels: 3, background: { r: red, g: 90, b: 40 } } })
    .png()
    .toBuffer();
  return { bytes, type: "image/png", name };
}

interface Listed {
  total: number;
  data: { task_id: string; metadata: Record<string, unknown> }[];
}

describe("tasks found by their input's hash", () => {
  let api: RunningApi;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let key: string;

  /** Uploads the file with its hash in the metadata and makes its task; answers the task's id. */
  const taskFor = async (file: FileToSend) => {
    const entry = fileEntry(file, "compress");
    const metadata = { ...entry.metadata, input_sha256: sha256(file.bytes) };
    const links = await uploadLinks(api, key, [{ ...entry, metadata }]);
    assert.equal(links.status, 200, JSON.stringify(links.body));
    const [link] = links.body.data.successful;
    assert.ok(link);
    assert.equal((await put(link.url, file.bytes, file.type)).status, 200);
    const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
      bearer: key,
      body: { task_list: [link] },
    });
    assert.equal(created.status, 200, JSON.stringify(created.body));
    return created.body.data.tasks[0]?.task_id;
  };

  before(async () => {
    smtp = await startSmtp();
    api = await startApi({ SMTP_URL: smtp.url, WORKER_CONCURRENCY: "1" });
    ({ key } = await accountWithCredits(api, smtp, "lookup@example.com", 10));
  });

  after(async () => {
    await api.stop();
    await smtp.close();
  });

  it("lists only the tasks of the input with that hash, and no other account's", async () => {
    const first = await photo("first.png", 200);
    const second = await photo("second.png", 20);
    const firstTask = await taskFor(first);
    await taskFor(second);
    const listed = await call<Listed>(api, "GET", `/tasks?input_sha256=${sha256(first.bytes)}`, { bearer: key });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    assert.equal(listed.body.total, 1);
    assert.deepEqual(
      listed.body.data.map((task) => [task.task_id, task.metadata.input_sha256]),
      [[firstTask, sha256(first.bytes)]],
    );

    const otherKey = await createKey(api, await login(api, smtp, "other@example.com"));
    const other = await call<Listed>(api, "GET", `/tasks?input_sha256=${sha256(first.bytes)}`, { bearer: otherKey });
    assert.equal(other.body.total, 0);
  });

  it("refuses a hash that is not 64 lower-case hex digits", async () => {
    const answer = await call(api, "GET", "/tasks?input_sha256=ABC", { bearer: key });
    assert.equal(answer.status, 400);
    assert.match(String(answer.body.message), /input_sha256/);
  });
});
