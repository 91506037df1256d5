/**
 * Runs actions on worker threads, so that a long upscale or background removal never blocks the
 * API's event loop. A thread handles one file at a time and keeps its loaded models for the next;
 * a cancelled file's thread is ended and replaced. Model actions are held to fewer threads than
 * the pool has, so a burst of them waits its turn instead of loading a network on every thread.
 */
import path from "node:path";
import { Worker } from "node:worker_threads";
import { type Action, isModelAction } from "../tasks/actions";
import type { ActionInput, ActionResult } from "./result";
import type { ThreadJob, ThreadReply } from "./thread-protocol";

interface Pending {
  job: ThreadJob;
  resolve: (result: ActionResult) => void;
  reject: (error: Error) => void;
  signal: AbortSignal;
}

interface Thread {
  worker: Worker;
  busy: Pending | null;
}

/** Threads do not inherit tsx's loader from the process: the entry registers it before loading the TypeScript. */
const ENTRY = `require("tsx/cjs"); require(${JSON.stringify(path.join(__dirname, "thread-entry.ts"))});`;

export class ThreadPool {
  private readonly threads: Thread[] = [];
  private readonly waiting: Pending[] = [];
  private nextId = 0;
  private closed = false;

  constructor(
    private readonly size: number,
    private readonly modelSlots: number = size,
  ) {}

  /** Jobs running on a thread now, all and those of model actions. */
  inFlight(): { all: number; models: number } {
    const running = this.threads.flatMap((thread) => (thread.busy ? [thread.busy.job.action] : []));
    return { all: running.length, models: running.filter(isModelAction).length };
  }

  run(action: Action, input: ActionInput, settings: Record<string, unknown>, signal: AbortSignal): Promise<ActionResult> {
    return new Promise((resolve, reject) => {
      if (this.closed) return reject(new Error("the processing pool is closed"));
      signal.throwIfAborted();
      const onAbort = () => this.abort(pending);
      // The stop signal is shared by every job of a worker: each job's listener leaves with the job.
      const settle =
        <T>(finish: (value: T) => void) =>
        (value: T) => {
          signal.removeEventListener("abort", onAbort);
          finish(value);
        };
      const pending: Pending = {
        job: {
          id: this.nextId++,
          action,
          bytes: new Uint8Array(input.bytes),
          name: input.name,
          type: input.type,
          companions: Object.fromEntries(
            Object.entries(input.companions ?? {}).map(([key, file]) => [key, { bytes: new Uint8Array(file.bytes), name: file.name }]),
          ),
          settings,
        },
        resolve: settle(resolve),
        reject: settle(reject),
        signal,
      };
      signal.addEventListener("abort", onAbort, { once: true });
      this.waiting.push(pending);
      this.dispatch();
    });
  }

  /** The first waiting job that may start: a model action only while a model slot is free. */
  private nextStartable(): number {
    const modelsFull = this.inFlight().models >= this.modelSlots;
    return this.waiting.findIndex((pending) => !modelsFull || !isModelAction(pending.job.action));
  }

  private dispatch(): void {
    for (let next = this.nextStartable(); next >= 0; next = this.nextStartable()) {
      const thread = this.threads.find((candidate) => !candidate.busy) ?? (this.threads.length < this.size ? this.spawn() : null);
      if (!thread) return;
      const [pending] = this.waiting.splice(next, 1) as [Pending];
      thread.busy = pending;
      const companions = Object.values(pending.job.companions).map((file) => file.bytes.buffer as ArrayBuffer);
      thread.worker.postMessage(pending.job, [pending.job.bytes.buffer as ArrayBuffer, ...companions]);
    }
  }

  private spawn(): Thread {
    const thread: Thread = { worker: new Worker(ENTRY, { eval: true }), busy: null };
    thread.worker.on("message", (reply: ThreadReply) => {
      const pending = thread.busy;
      if (!pending || pending.job.id !== reply.id) return;
      thread.busy = null;
      if (reply.ok) {
        const files = reply.files.map(({ bytes, ...file }) => ({
          ...file,
          buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.length),
        }));
        pending.resolve({ files, note: reply.note, data: reply.data });
      } else pending.reject(new Error(reply.message));
      this.dispatch();
    });
    const died = (error: Error) => {
      this.remove(thread);
      thread.busy?.reject(error);
      thread.busy = null;
      this.dispatch();
    };
    thread.worker.on("error", died);
    thread.worker.on("exit", (code) => died(new Error(`the processing thread stopped (exit code ${code})`)));
    this.threads.push(thread);
    return thread;
  }

  private remove(thread: Thread): void {
    const index = this.threads.indexOf(thread);
    if (index >= 0) this.threads.splice(index, 1);
  }

  private abort(pending: Pending): void {
    const queued = this.waiting.indexOf(pending);
    if (queued >= 0) this.waiting.splice(queued, 1);
    const thread = this.threads.find((candidate) => candidate.busy === pending);
    if (thread) {
      thread.busy = null;
      this.remove(thread);
      void thread.worker.terminate();
    }
    pending.reject(pending.signal.reason instanceof Error ? pending.signal.reason : new Error("cancelled"));
    this.dispatch();
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const pending of this.waiting.splice(0)) pending.reject(new Error("the processing pool is closed"));
    await Promise.all(this.threads.splice(0).map((thread) => thread.worker.terminate()));
  }
}
