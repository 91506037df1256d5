/**
 * Runs actions in runner processes (runner-process.ts), each file under its action's time budget
 * and the memory limit of a task. A process, not a worker thread: a file that makes V8 abort (a
 * string past its largest size, a heap past its limit) or crashes native code takes its whole
 * process with it, and a thread's process is the server's. A runner handles one file at a time and
 * keeps its loaded models for the next; one whose file is stopped (cancelled, over its budget or its
 * memory) is killed and replaced. Model actions are held to fewer runners than the pool has, so a
 * burst of them waits its turn instead of loading a network in every runner.
 */
import { type ChildProcess, fork } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { type Action, ACTION_TOOLS, isModelAction } from "../tasks/actions";
import { residentMegabytes } from "./resident-memory";
import type { ActionInput, ActionResult } from "./result";
import type { RunnerJob, RunnerReply } from "./runner-protocol";
import { budgetSeconds, maxTaskSeconds, overBudgetMessage, tooMuchWorkMessage } from "./task-budget";

/** A file stopped for what it cost (time, memory) or for ending its runner: failed, never tried again. */
export class TaskLimitError extends Error {}

export interface PoolOptions {
  /** Runners at most, each running one file at a time. */
  size: number;
  /** Of those, how many may run a model action at once. */
  modelSlots?: number;
  /** Memory one runner may hold while it runs a file: its V8 heap limit, and its resident size, checked as it runs. */
  memoryMb: number;
  /** Each budget times this (default 1): for a machine slower or busier than the 2-core one the budgets are set for. */
  timeScale?: number;
  /** The runner's script; the pool's tests give one that misbehaves on purpose. */
  runner?: string;
}

/** The work a file holds, in its action's budget units, and the seconds they allow. */
export interface MeasuredWork {
  units: number;
  seconds: number;
}

export interface RunHooks {
  /** Told when a runner takes the file: its time runs from here. */
  started?(): void;
  /** Told once the file's work is measured, with the time it is allowed. */
  measured?(work: MeasuredWork): void;
}

interface Pending {
  id: number;
  action: Action;
  /** The job once its files are written to its folder; the runner gets it then. */
  job: RunnerJob | null;
  resolve: (result: ActionResult) => void;
  reject: (error: Error) => void;
  signal: AbortSignal;
  hooks: RunHooks;
}

interface Runner {
  child: ChildProcess;
  ready: boolean;
  busy: Pending | null;
  /** When the file now running was sent, and when it must end. */
  sentAt: number;
  deadline: NodeJS.Timeout | null;
  measured: MeasuredWork | null;
  residentMb: number;
  /** The last of what the runner wrote to stderr, which tells a V8 abort from another crash. */
  stderrTail: string;
}

// Resolved, not joined to __dirname: tsx gives a module imported from an ES module a __dirname of "data:text".
// In the CLI's bundle this finds the runner's own bundle beside it (cli/build.ts writes both).
const RUNNER_ENTRY = require.resolve("./runner-process");
/** How often a busy runner's resident memory is read. */
const MEMORY_CHECK_MS = 200;
/** A runner idle above this share of the task memory is replaced, so one file's high water does not stay for the next. */
const RECYCLE_SHARE = 0.6;
const STDERR_TAIL = 4096;
/** What V8 prints when it aborts for memory: a heap past its limit, or a string or array past its largest size. */
const OUT_OF_MEMORY = /heap out of memory|Reached heap limit|Allocation failed|Invalid string length|Empty MaybeLocal|out of memory/i;

export class RunnerPool {
  private readonly runners: Runner[] = [];
  private readonly waiting: Pending[] = [];
  private readonly modelSlots: number;
  private readonly timeScale: number;
  private nextId = 0;
  private closed = false;
  private memoryCheck: NodeJS.Timeout | null = null;

  constructor(private readonly options: PoolOptions) {
    this.modelSlots = options.modelSlots ?? options.size;
    this.timeScale = options.timeScale ?? 1;
  }

  /** Files running now, all and those of model actions. */
  inFlight(): { all: number; models: number } {
    const running = this.runners.flatMap((runner) => (runner.busy ? [runner.busy.action] : []));
    return { all: running.length, models: running.filter(isModelAction).length };
  }

  async run(
    action: Action,
    input: ActionInput,
    settings: Record<string, unknown>,
    signal: AbortSignal,
    hooks: RunHooks = {},
  ): Promise<ActionResult> {
    if (this.closed) throw new Error("the processing pool is closed");
    signal.throwIfAborted();
    budgetOf(action);
    const id = this.nextId++;
    const folder = mkdtempSync(path.join(os.tmpdir(), "pb-task-"));
    try {
      return await new Promise<ActionResult>((resolve, reject) => {
        const onAbort = () => this.abort(pending);
        // The stop signal is shared by every file of a worker: each file's listener leaves with it.
        const settle =
          <T>(finish: (value: T) => void) =>
          (value: T) => {
            signal.removeEventListener("abort", onAbort);
            finish(value);
          };
        const pending: Pending = { id, action, job: null, resolve: settle(resolve), reject: settle(reject), signal, hooks };
        signal.addEventListener("abort", onAbort, { once: true });
        // Queued at once, so the pool's count of files in flight is right as soon as run is called.
        this.waiting.push(pending);
        this.dispatch();
        writeJob(folder, id, action, input, settings).then(
          (job) => {
            pending.job = job;
            this.sendWhenReady(pending);
          },
          (error: unknown) => this.abandon(pending, error instanceof Error ? error : new Error(String(error))),
        );
      });
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  /** The first waiting file that may start: a model action only while a model slot is free. */
  private nextStartable(): number {
    const modelsFull = this.inFlight().models >= this.modelSlots;
    return this.waiting.findIndex((pending) => !modelsFull || !isModelAction(pending.action));
  }

  private dispatch(): void {
    if (this.closed) return;
    for (let next = this.nextStartable(); next >= 0; next = this.nextStartable()) {
      const runner = this.runners.find((candidate) => !candidate.busy) ?? (this.runners.length < this.options.size ? this.spawn() : null);
      if (!runner) return;
      const [pending] = this.waiting.splice(next, 1) as [Pending];
      runner.busy = pending;
      this.sendWhenReady(pending);
    }
    this.watchMemory();
  }

  /**
   * Starts every runner now, each loading the action's code before it says it is ready: a run that
   * knows its action and has files waiting (the CLI's) does not wait for them at its first files.
   */
  prestart(action: Action): void {
    budgetOf(action);
    while (!this.closed && this.runners.length < this.options.size) this.spawn(action);
  }

  private spawn(preload?: Action): Runner {
    const script = this.options.runner ?? RUNNER_ENTRY;
    const child = fork(script, preload ? [preload] : [], {
      execArgv: [...loaderFor(script), `--max-old-space-size=${this.options.memoryMb}`],
      serialization: "advanced",
      stdio: ["ignore", "inherit", "pipe", "ipc"],
    });
    const runner: Runner = { child, ready: false, busy: null, sentAt: 0, deadline: null, measured: null, residentMb: 0, stderrTail: "" };
    child.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      runner.stderrTail = (runner.stderrTail + chunk.toString("utf8")).slice(-STDERR_TAIL);
    });
    child.on("message", (message: RunnerReply) => this.receive(runner, message));
    child.on("exit", (code, signal) => this.exited(runner, code, signal));
    child.on("error", () => this.exited(runner, null, null));
    this.runners.push(runner);
    return runner;
  }

  /** Sends the file to its runner once both are ready: the runner started, the file's job written. */
  private sendWhenReady(pending: Pending): void {
    const runner = this.runners.find((candidate) => candidate.busy === pending);
    if (runner?.ready && pending.job) this.send(runner, pending, pending.job);
  }

  private send(runner: Runner, pending: Pending, job: RunnerJob): void {
    runner.sentAt = Date.now();
    runner.measured = null;
    runner.stderrTail = "";
    // Until the file is measured, it has what any file of its action has.
    this.armDeadline(runner, budgetSeconds(budgetOf(pending.action), 0, this.timeScale));
    runner.child.send(job);
    pending.hooks.started?.();
  }

  private armDeadline(runner: Runner, seconds: number): void {
    if (runner.deadline) clearTimeout(runner.deadline);
    const left = runner.sentAt + seconds * 1000 - Date.now();
    runner.deadline = setTimeout(
      () => {
        const action = runner.busy?.action;
        if (!action) return;
        this.stop(runner, overBudgetMessage(seconds, runner.measured?.units ?? null, budgetOf(action).unit));
      },
      Math.max(0, left),
    );
  }

  private receive(runner: Runner, message: RunnerReply): void {
    if (message.kind === "ready") {
      runner.ready = true;
      if (runner.busy) this.sendWhenReady(runner.busy);
      return;
    }
    const pending = runner.busy;
    if (!pending || pending.id !== message.id) return;
    if (message.kind === "measured") {
      const budget = budgetOf(pending.action);
      const work = { units: message.units, seconds: budgetSeconds(budget, message.units, this.timeScale) };
      runner.measured = work;
      pending.hooks.measured?.(work);
      if (work.seconds > maxTaskSeconds(this.timeScale))
        this.stop(runner, tooMuchWorkMessage(budget, work.units, work.seconds, this.timeScale));
      else this.armDeadline(runner, work.seconds);
      return;
    }
    this.release(runner);
    if (message.kind === "failed") pending.reject(new Error(message.message));
    else
      void Promise.all(message.files.map(async ({ path: written, ...file }) => ({ ...file, buffer: await readFile(written) }))).then(
        (files) => pending.resolve({ files, note: message.note, data: message.data }),
        pending.reject,
      );
    if (runner.residentMb > this.options.memoryMb * RECYCLE_SHARE) this.retire(runner);
    this.dispatch();
  }

  /** The runner is free again: no deadline, no file. */
  private release(runner: Runner): void {
    if (runner.deadline) clearTimeout(runner.deadline);
    runner.deadline = null;
    runner.busy = null;
  }

  /** Out of the pool, and killed: the pool forgets it before its exit is heard. */
  private retire(runner: Runner): void {
    const index = this.runners.indexOf(runner);
    if (index >= 0) this.runners.splice(index, 1);
    this.release(runner);
    runner.child.removeAllListeners("exit");
    runner.child.kill("SIGKILL");
  }

  /** Ends the file now running on this runner, which fails with the message, and the runner with it. */
  private stop(runner: Runner, message: string): void {
    const pending = runner.busy;
    this.retire(runner);
    pending?.reject(new TaskLimitError(message));
    this.dispatch();
  }

  private exited(runner: Runner, code: number | null, signal: NodeJS.Signals | null): void {
    const pending = runner.busy;
    const index = this.runners.indexOf(runner);
    if (index < 0) return;
    this.runners.splice(index, 1);
    this.release(runner);
    pending?.reject(new TaskLimitError(this.crashMessage(runner, code, signal)));
    this.dispatch();
  }

  private crashMessage(runner: Runner, code: number | null, signal: NodeJS.Signals | null): string {
    if (OUT_OF_MEMORY.test(runner.stderrTail))
      return `this file ran out of memory while being processed (a task may use ${this.options.memoryMb} MB), so it was stopped`;
    return `this file stopped the processing unexpectedly (${signal ? `signal ${signal}` : `exit code ${code}`}), so it was not tried again`;
  }

  /** While files run, reads each busy runner's resident memory and stops the one past the limit. */
  private watchMemory(): void {
    if (this.memoryCheck || this.closed) return;
    this.memoryCheck = setInterval(() => {
      const busy = this.runners.filter((runner) => runner.busy && runner.child.pid);
      if (busy.length === 0) {
        clearInterval(this.memoryCheck!);
        this.memoryCheck = null;
        return;
      }
      for (const runner of busy)
        void residentMegabytes(runner.child.pid!).then((megabytes) => {
          if (megabytes === null) return;
          runner.residentMb = megabytes;
          if (megabytes > this.options.memoryMb && runner.busy)
            this.stop(
              runner,
              `this file needed more than ${this.options.memoryMb} MB of memory, the most one task may use, so it was stopped`,
            );
        });
    }, MEMORY_CHECK_MS);
  }

  private abort(pending: Pending): void {
    this.abandon(pending, pending.signal.reason instanceof Error ? pending.signal.reason : new Error("cancelled"));
  }

  /** Takes the file out of the queue or off its runner (which is killed) and fails it with the error. */
  private abandon(pending: Pending, error: Error): void {
    const queued = this.waiting.indexOf(pending);
    if (queued >= 0) this.waiting.splice(queued, 1);
    const runner = this.runners.find((candidate) => candidate.busy === pending);
    if (runner) this.retire(runner);
    pending.reject(error);
    this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.memoryCheck) clearInterval(this.memoryCheck);
    for (const pending of this.waiting.splice(0)) pending.reject(new Error("the processing pool is closed"));
    for (const runner of [...this.runners]) {
      const pending = runner.busy;
      this.retire(runner);
      pending?.reject(new Error("the processing pool is closed"));
    }
  }
}

/**
 * Node's flags to load the runner's script: tsx for TypeScript (the source, which the server, its
 * tests and the CLI run from); none for the CLI's bundled runner, plain JavaScript, whose users have no
 * tsx. Told by the script found rather than by a setting, so that no way of starting either can get it wrong.
 */
export function loaderFor(script: string): string[] {
  return /\.[cm]?ts$/.test(script) ? ["--require", require.resolve("tsx/cjs")] : [];
}

function budgetOf(action: Action) {
  const budget = ACTION_TOOLS[action]?.api?.budget;
  if (!budget) throw new Error(`"${action}" has no time budget`);
  return budget;
}

/** The file and its second files in the job's folder, for the runner to read. */
async function writeJob(
  folder: string,
  id: number,
  action: Action,
  input: ActionInput,
  settings: Record<string, unknown>,
): Promise<RunnerJob> {
  const inputPath = path.join(folder, "input");
  await writeFile(inputPath, input.bytes);
  const companions: RunnerJob["companions"] = {};
  for (const [key, file] of Object.entries(input.companions ?? {})) {
    const written = path.join(folder, `companion-${Object.keys(companions).length}`);
    await writeFile(written, file.bytes);
    companions[key] = { path: written, name: file.name };
  }
  return { id, action, folder, input: { path: inputPath, name: input.name, type: input.type }, companions, settings };
}
