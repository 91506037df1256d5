/** @jest-environment node */
import { existsSync, readdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { loaderFor, RunnerPool, TaskLimitError } from "./runner-pool";
import { budgetSeconds, maxUnits, tooMuchWorkMessage } from "./task-budget";
import { ACTION_TOOLS } from "../tasks/actions";

/**
 * The pool's limits, on a runner that misbehaves as each job asks (test-fixtures/misbehaving-runner.ts)
 * under the budget of "compress" scaled down: every way a file can hold or end a runner, and the pool
 * going on with the next file afterwards.
 */
const RUNNER = path.join(__dirname, "test-fixtures", "misbehaving-runner.ts");
const SCALE = 0.05;
const compressBudget = ACTION_TOOLS.compress!.api!.budget;
/** The most work a compress file may hold. */
const MOST = maxUnits(compressBudget);

function poolOf(memoryMb = 400, timeScale = SCALE) {
  return new RunnerPool({ size: 1, memoryMb, timeScale, runner: RUNNER });
}

const input = { bytes: Buffer.from("a file"), name: "file.jpg", type: "image/jpeg" };
const run = (pool: RunnerPool, settings: Record<string, unknown>, signal = new AbortController().signal) =>
  pool.run("compress", input, settings, signal);

/** The pid of the runner that answered, which the fixture puts in its note. */
const runnerOf = async (pool: RunnerPool) => (await run(pool, { behaviour: "echo" })).note;

// A runner starts in about a second; one filling its memory takes a few more on a busy machine.
jest.setTimeout(60_000);

describe("the runner pool", () => {
  let pool: RunnerPool;
  afterEach(() => pool.close());

  it("gives back the runner's files and leaves no job folder behind", async () => {
    pool = poolOf();
    const before = readdirSync(os.tmpdir()).filter((name) => name.startsWith("pb-task-")).length;
    const result = await run(pool, { behaviour: "echo" });
    expect(result.files.map((file) => file.buffer.toString())).toEqual(["a file"]);
    expect(readdirSync(os.tmpdir()).filter((name) => name.startsWith("pb-task-"))).toHaveLength(before);
    await expect(run(pool, { behaviour: "fail" })).rejects.toThrow("the file says no");
    // A file's own failure is an answer, not a reason to replace the runner.
    expect(await runnerOf(pool)).toBe(result.note);
  });

  it("stops a file at its action's budget before it is measured, and the next file runs", async () => {
    pool = poolOf();
    const seconds = budgetSeconds(compressBudget, 0, SCALE);
    const started = Date.now();
    const hung = run(pool, { behaviour: "hang" });
    await expect(hung).rejects.toThrow(new TaskLimitError(`this file took longer than this action allows (${seconds} s for 0 megapixels)`));
    expect(Date.now() - started).toBeLessThan(seconds * 1000 + 3000);
    await expect(runnerOf(pool)).resolves.toMatch(/^\d+$/);
  });

  it("refuses a file whose measured work would need more than any task may take, before it runs", async () => {
    pool = poolOf();
    const units = MOST * 3;
    const seconds = budgetSeconds(compressBudget, units, SCALE);
    const started = Date.now();
    // The runner would never answer: the refusal comes from the measure alone.
    await expect(run(pool, { behaviour: "hang", units })).rejects.toThrow(tooMuchWorkMessage(compressBudget, units, seconds, SCALE));
    expect(Date.now() - started).toBeLessThan(budgetSeconds(compressBudget, 0, SCALE) * 1000);
  });

  it("gives a file the time its measured work allows", async () => {
    pool = poolOf();
    const units = 40;
    const allowed = budgetSeconds(compressBudget, units, SCALE);
    const measuredTimes: number[] = [];
    // Longer than an unmeasured file may take, well inside what 40 megapixels allow.
    const slow = budgetSeconds(compressBudget, 0, SCALE) + 0.5;
    expect(allowed).toBeGreaterThan(slow + 1);
    await pool.run("compress", input, { behaviour: "slow", units, seconds: slow }, new AbortController().signal, {
      measured: (work) => measuredTimes.push(work.seconds),
    });
    expect(measuredTimes).toEqual([allowed]);
  });

  it("stops a file past the task memory, which V8's heap limit does not see", async () => {
    pool = poolOf(300);
    await expect(run(pool, { behaviour: "buffers", units: MOST })).rejects.toThrow(
      "this file needed more than 300 MB of memory, the most one task may use, so it was stopped",
    );
    await expect(runnerOf(pool)).resolves.toMatch(/^\d+$/);
  });

  it("fails a file whose runner V8 aborts for memory, and only that file", async () => {
    // Decoding 600 MB as Windows-1252 takes V8 several seconds before it gives up: the full budget, unscaled.
    pool = poolOf(3000, 1);
    await expect(run(pool, { behaviour: "string", units: MOST })).rejects.toThrow(
      "this file ran out of memory while being processed (a task may use 3000 MB), so it was stopped",
    );
    await expect(runnerOf(pool)).resolves.toMatch(/^\d+$/);
  });

  it("fails a file whose runner crashes, saying so, and goes on", async () => {
    pool = poolOf();
    const crash = run(pool, { behaviour: "crash" });
    await expect(crash).rejects.toThrow("this file stopped the processing unexpectedly (signal SIGSEGV), so it was not tried again");
    await expect(crash).rejects.toBeInstanceOf(TaskLimitError);
    await expect(runnerOf(pool)).resolves.toMatch(/^\d+$/);
  });

  it("ends a cancelled file's runner at once with the signal's reason", async () => {
    pool = poolOf();
    const first = await runnerOf(pool);
    const stop = new AbortController();
    const hung = run(pool, { behaviour: "hang", units: MOST }, stop.signal);
    setTimeout(() => stop.abort(new Error("the server is stopping")), 300);
    await expect(hung).rejects.toThrow("the server is stopping");
    const next = await runnerOf(pool);
    expect(next).not.toBe(first);
    expect(existsSync(`/proc/${first}`)).toBe(false);
  });

  it("starts its runners ahead of the files when asked, and runs the files on them", async () => {
    pool = new RunnerPool({ size: 2, memoryMb: 400, timeScale: SCALE, runner: RUNNER });
    expect(() => pool.prestart("sharpen")).toThrow('"sharpen" has no time budget');
    pool.prestart("compress");
    const pids = await Promise.all([1, 2, 3, 4].map(() => runnerOf(pool)));
    expect(new Set(pids).size).toBeLessThanOrEqual(2);
    expect(pool.inFlight()).toEqual({ all: 0, models: 0 });
  });

  it("keeps a file waiting for a runner while every runner is busy", async () => {
    pool = poolOf();
    const slow = run(pool, { behaviour: "slow", units: MOST, seconds: 0.5 });
    const next = run(pool, { behaviour: "echo" });
    expect(pool.inFlight()).toEqual({ all: 1, models: 0 });
    await Promise.all([slow, next]);
  });
});

describe("the runner's loader", () => {
  it("is tsx for a TypeScript runner (from source) and none for a JavaScript one (the CLI's bundle, whose users have no tsx)", () => {
    expect(loaderFor("/repo/server/processing/runner-process.ts")).toEqual(["--require", require.resolve("tsx/cjs")]);
    expect(loaderFor("/usr/lib/node_modules/pixelbatch-cli/dist/runner-process.js")).toEqual([]);
  });
});
