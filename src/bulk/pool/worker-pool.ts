/**
 * A pool of tool workers in the manner of Squoosh's worker bridge and excalidraw's WorkerPool:
 * jobs start in the order given, one per worker; cancelling a running job terminates its worker
 * (WebAssembly cannot be interrupted), and a worker left idle is terminated after `idleMs`.
 */
import { PasswordError } from "../failure";
import type { Finished, FromWorker, RunMessage, WarmMessage } from "./protocol";

export interface PoolJob {
  message: RunMessage;
  onProgress?: (fraction: number, stage?: string) => void;
}

interface Pending extends PoolJob {
  resolve: (result: Finished) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker | null;
  job: Pending | null;
  idleTimer: ReturnType<typeof setTimeout> | null;
}

export class CancelledError extends Error {
  constructor() {
    super("cancelled");
    this.name = "CancelledError";
  }
}

export interface PoolOptions {
  size: number;
  idleMs?: number;
  createWorker: () => Worker;
}

export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly idleMs: number;
  private readonly createWorker: () => Worker;

  constructor({ size, idleMs = 10_000, createWorker }: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, job: null, idleTimer: null }));
    this.idleMs = idleMs;
    this.createWorker = createWorker;
  }

  get size(): number {
    return this.slots.length;
  }

  run(job: PoolJob): Promise<Finished> {
    return new Promise((resolve, reject) => {
      this.queue.push({ ...job, resolve, reject });
      this.pump();
    });
  }

  /** Cancels a queued or running job; its promise rejects with CancelledError. */
  cancel(jobId: string): void {
    const queued = this.queue.findIndex((job) => job.message.jobId === jobId);
    if (queued >= 0) {
      const [job] = this.queue.splice(queued, 1);
      job?.reject(new CancelledError());
      return;
    }
    const slot = this.slots.find((candidate) => candidate.job?.message.jobId === jobId);
    if (!slot?.job) return;
    slot.worker?.postMessage({ type: "abort", jobId });
    this.discardWorker(slot);
    this.finish(slot, (job) => job.reject(new CancelledError()));
  }

  cancelAll(): void {
    for (const job of this.queue.splice(0)) job.reject(new CancelledError());
    for (const slot of this.slots) if (slot.job) this.cancel(slot.job.message.jobId);
  }

  /**
   * Starts every worker not yet running and has it load a tool's code, so the first files of a
   * batch do not wait for start-up; workers left unused end after the idle time like any other.
   */
  warm(message: WarmMessage): void {
    for (const slot of this.slots) {
      if (slot.worker || slot.job) continue;
      this.spawn(slot).postMessage(message);
      slot.idleTimer = setTimeout(() => this.discardWorker(slot), this.idleMs);
    }
  }

  terminate(): void {
    this.cancelAll();
    for (const slot of this.slots) this.discardWorker(slot);
  }

  private pump(): void {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      this.start(slot, job);
    }
  }

  private start(slot: Slot, job: Pending): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.job = job;
    const worker = slot.worker ?? this.spawn(slot);
    worker.postMessage(job.message);
  }

  private spawn(slot: Slot): Worker {
    const worker = this.createWorker();
    slot.worker = worker;
    worker.onmessage = (event: MessageEvent<FromWorker>) => this.receive(slot, event.data);
    // A worker that dies (out of memory, a crashed codec) fails its job, not the batch.
    worker.onerror = (event) => {
      event.preventDefault();
      this.discardWorker(slot);
      this.finish(slot, (job) => job.reject(new Error(event.message || "the image could not be processed (the worker stopped)")));
    };
    return worker;
  }

  private receive(slot: Slot, message: FromWorker): void {
    const job = slot.job;
    if (!job || job.message.jobId !== message.jobId) return;
    if (message.type === "progress") job.onProgress?.(message.fraction, message.stage);
    else if (message.type === "done") this.finish(slot, (done) => done.resolve(message.result));
    else this.finish(slot, (failed) => failed.reject(message.password ? new PasswordError(message.password) : new Error(message.message)));
  }

  private finish(slot: Slot, settle: (job: Pending) => void): void {
    const job = slot.job;
    slot.job = null;
    if (job) settle(job);
    if (slot.worker) slot.idleTimer = setTimeout(() => this.discardWorker(slot), this.idleMs);
    this.pump();
  }

  private discardWorker(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.worker?.terminate();
    slot.worker = null;
  }
}

/** Workers for this device: one core stays free for the page, a tool may ask for fewer. */
export function poolSize(cores: number, toolMax = Infinity, requested?: number): number {
  const fallback = Math.max(1, cores - 1);
  const wanted = requested && requested > 0 ? Math.min(requested, Math.max(1, cores)) : fallback;
  return Math.max(1, Math.min(wanted, toolMax));
}
