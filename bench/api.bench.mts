import { randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { deriveKeys } from "../server/auth/secrets";
import { replaceApiKey, userOfEmail } from "../server/auth/users";
import { addEntry } from "../server/credits/ledger";
import { isoTime } from "../server/db/now";
import type { TaskOutputsTable, TasksTable } from "../server/db/schema";
import { call, type RunningApi, startApi, TEST_SECRET } from "../server/test/api-harness";
import { fileEntry, put, settled, uploadLinks } from "../server/test/api-flows";
import { loadAverageLine, runBench, saveResults } from "./report-parts";

/**
 * The API on this machine (2 cores, SQLite): GET /api/v1/tasks with 10,000 tasks in the account under
 * 50 concurrent connections (autocannon), files per minute through the whole task flow for compress
 * and remove-background with two processing threads, and the API process's peak resident memory during
 * a burst of 8 upscales on 4 task threads, with and without the bound on model work in flight.
 * Writes bench/results/api.{json,md}.
 */
const TASKS = 10_000;
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.API_BENCH_SECONDS ?? 20);
const CORPUS = path.resolve(import.meta.dirname, "../../shared/corpus/photos");
const PHOTOS = [
  "colorful_cups_2560x1600.jpg",
  "dogs_in_window_portrait_2056x3088.jpg",
  "fallen_leaf_progressive_2560x1600.jpg",
  "citrus_fruits_1350x890.png",
];

async function accountWithKey(api: RunningApi, email: string): Promise<{ userId: string; key: string }> {
  const { db } = api.services.context;
  const keys = deriveKeys(TEST_SECRET);
  const user = await userOfEmail(db, email);
  return { userId: user.id, key: await replaceApiKey(db, keys.seal, user.id) };
}

async function seedTasks(api: RunningApi, userId: string): Promise<void> {
  const { db } = api.services.context;
  const start = Date.now() - TASKS * 1000;
  for (let offset = 0; offset < TASKS; offset += 500) {
    const rows: TasksTable[] = Array.from({ length: 500 }, (_, index) => {
      const id = randomUUID();
      const at = isoTime(start + (offset + index) * 1000);
      return {
        id,
        user_id: userId,
        file_id: randomUUID(),
        action: "compress",
        parameters: JSON.stringify({ mode: "quality", quality: 75, format: "same" }),
        metadata: JSON.stringify({ input_file_name: `photo-${offset + index}.jpg`, input_file_extension: "jpg" }),
        input_key: `inputs/${userId}/${id}.jpg`,
        input_type: "image/jpeg",
        input_sha256: null,
        status: "completed",
        attempts: 1,
        cost: 1,
        result_data: null,
        message: null,
        created_at: at,
        started_at: at,
        finished_at: at,
        owner: null,
        budget_seconds: 10,
        run_seconds: 1,
      };
    });
    await db.insertInto("tasks").values(rows).execute();
    const outputs: TaskOutputsTable[] = rows.map((row, index) => ({
      task_id: row.id,
      position: 0,
      storage_key: `outputs/${userId}/${row.id}-0.jpg`,
      file_name: `photo-${offset + index}.jpg`,
      type: "image/jpeg",
      size: 123456,
      width: 1600,
      height: 1000,
    }));
    await db.insertInto("task_outputs").values(outputs).execute();
  }
}

async function listLoad(api: RunningApi, key: string, query: string) {
  const result = await autocannon({
    url: `${api.base}/tasks?${query}`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    headers: { authorization: `Bearer ${key}` },
  });
  return {
    query,
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

const BURST_PHOTO = "lowres_x4_colorful_cups_640x400.jpg";
const BURST_FILES = 8;
const BURST_THREADS = 4;

async function filesPerMinute(
  api: RunningApi,
  key: string,
  action: string,
  parameters: Record<string, unknown>,
  files: number,
  photos: readonly string[] = PHOTOS,
) {
  const inputs = Array.from({ length: files }, (_, index) => {
    const name = photos[index % photos.length] as string;
    return { bytes: fs.readFileSync(path.join(CORPUS, name)), type: name.endsWith(".png") ? "image/png" : "image/jpeg", name };
  });
  const links = await uploadLinks(
    api,
    key,
    inputs.map((input) => fileEntry(input, action, parameters)),
  );
  if (links.status !== 200) throw new Error(JSON.stringify(links.body));
  await Promise.all(
    links.body.data.successful.map((link, index) =>
      put(link.url, (inputs[index] as (typeof inputs)[number]).bytes, (inputs[index] as (typeof inputs)[number]).type),
    ),
  );
  const started = Date.now();
  const created = await call<{ data: { tasks: { task_id: string }[] } }>(api, "POST", "/tasks", {
    bearer: key,
    body: { task_list: links.body.data.successful },
  });
  const settledTasks = await Promise.all(created.body.data.tasks.map((task) => settled(api, key, task.task_id)));
  const seconds = (Date.now() - started) / 1000;
  const failed = settledTasks.filter((task) => task.status !== "completed").length;
  return { action, files, seconds: Math.round(seconds * 10) / 10, filesPerMinute: Math.round((files / seconds) * 60 * 10) / 10, failed };
}

/** Peak resident memory of this process (the API and its processing threads) since the last reset, in bytes. */
function peakRss(): number {
  return Number(/^VmHWM:\s+(\d+) kB/m.exec(fs.readFileSync("/proc/self/status", "utf8"))?.[1] ?? 0) * 1024;
}

/** Linux starts the peak again from the current resident memory when "5" is written to clear_refs. */
function resetPeakRss(): void {
  fs.writeFileSync("/proc/self/clear_refs", "5");
}

/** 8 upscales at once on 4 task threads, `bound` of them allowed to run their network at the same time. */
async function upscaleBurst(bound: number) {
  const api = await startApi({
    RATE_LIMIT_PER_MINUTE: "10000000",
    WORKER_CONCURRENCY: String(BURST_THREADS),
    MODEL_TASKS_IN_FLIGHT: String(bound),
  });
  try {
    const worker = await accountWithKey(api, "bench-burst@example.com");
    await addEntry(api.services.context.db, { userId: worker.userId, amount: 100, kind: "grant", reference: "bench" });
    const before = process.memoryUsage.rss();
    resetPeakRss();
    const run = await filesPerMinute(api, worker.key, "upscale", { scale: "2" }, BURST_FILES, [BURST_PHOTO]);
    return { bound, ...run, rssBeforeMb: Math.round(before / 2 ** 20), peakRssMb: Math.round(peakRss() / 2 ** 20) };
  } finally {
    await api.stop();
  }
}

runBench(async () => {
  const load = { start: os.loadavg()[0] ?? 0, end: 0 };
  const api = await startApi({ RATE_LIMIT_PER_MINUTE: "10000000", WORKER_CONCURRENCY: "2" });
  try {
    const lister = await accountWithKey(api, "bench-list@example.com");
    await seedTasks(api, lister.userId);
    const lists = [
      await listLoad(api, lister.key, "page=1&limit=20"),
      await listLoad(api, lister.key, "page=250&limit=20&status=completed"),
    ];

    const worker = await accountWithKey(api, "bench-work@example.com");
    await addEntry(api.services.context.db, { userId: worker.userId, amount: 1000, kind: "grant", reference: "bench" });
    // A first file loads each action's model and code in both threads; the rate is of the steady state after it.
    await filesPerMinute(api, worker.key, "remove-background", {}, 2);
    const processing = [
      await filesPerMinute(api, worker.key, "compress", { quality: 75 }, 16),
      await filesPerMinute(api, worker.key, "remove-background", {}, 8),
    ];
    const bursts = [await upscaleBurst(1), await upscaleBurst(BURST_THREADS)];
    load.end = os.loadavg()[0] ?? 0;
    const markdown = [
      "# Product API",
      "",
      `${os.cpus().length} cores, SQLite, local-disk storage, ${new Date().toISOString().slice(0, 10)}.`,
      "",
      `## GET /api/v1/tasks, ${TASKS.toLocaleString("en")} tasks in the account, ${CONNECTIONS} connections, ${DURATION_S} s (autocannon)`,
      "",
      "| Query | Requests/s | p50 latency | p99 latency | Errors | Non-2xx |",
      "|---|---|---|---|---|---|",
      ...lists.map(
        (list) =>
          `| \`${list.query}\` | ${list.requestsPerSecond} | ${list.p50Ms} ms | ${list.p99Ms} ms | ${list.errors} | ${list.non2xx} |`,
      ),
      "",
      "## Files through the whole flow (upload links, PUT, task, result), 2 processing threads",
      "",
      "| Action | Files | Seconds | Files/minute | Failed |",
      "|---|---|---|---|---|",
      ...processing.map((run) => `| ${run.action} | ${run.files} | ${run.seconds} | ${run.filesPerMinute} | ${run.failed} |`),
      "",
      `Photos: ${PHOTOS.join(", ")} (1.2–6.3 MP), in turn.`,
      "",
      `## A burst of ${BURST_FILES} upscales (2×, fast model, ${BURST_PHOTO}), ${BURST_THREADS} task threads`,
      "",
      "| Models in flight (MODEL_TASKS_IN_FLIGHT) | Seconds | Failed | RSS before | Peak RSS of the API process |",
      "|---|---|---|---|---|",
      ...bursts.map((burst) => `| ${burst.bound} | ${burst.seconds} | ${burst.failed} | ${burst.rssBeforeMb} MB | ${burst.peakRssMb} MB |`),
      "",
      loadAverageLine(load),
      "",
    ].join("\n");
    console.log(saveResults("api", { lists, processing, bursts, load }, markdown));
    const errors = [
      ...lists.filter((list) => list.errors > 0 || list.non2xx > 0).map((list) => `${list.query}: errors`),
      ...[...processing, ...bursts].filter((run) => run.failed > 0).map((run) => `${run.action}: failed files`),
    ];
    return { errors };
  } finally {
    await api.stop();
  }
});
