/**
 * A pool of tool workers in the manner of Squoosh's worker bridge and excalidraw's WorkerPool:
 * jobs start in the order given, one per worker (or a few, for tools that overlap inference with
 * decoding and encoding); cancelling a running job terminates its worker
 * (WebAssembly cannot be interrupted), and a worker left idle is terminated after `idleMs`. A job
 * silent for longer than its file's stall limit (see stall.ts) has its worker replaced and runs
 * once more before it fails, so no file hangs a batch for ever.
 */
import type { RuntimeEvent } from "../../models/report";
import { PasswordError } from "../../domain/password-error";
import type { Finished, FromWorker, RunMessage, WarmMessage } from "./protocol";
import { StalledError, STALL_TRIES, stallLimitMs } from "./stall";

/** Tries of a file whose worker's WebAssembly trapped, each on a fresh worker. */
const TRAP_TRIES = 2;

export interface PoolJob {
  message: RunMessage;
  onProgress?: (fraction: number, stage?: string) => void;
}

interface Pending extends PoolJob {
  resolve: (result: Finished) => void;
  reject: (error: Error) => void;
  /** Set on a job whose worker died while it shared it: it runs alone next time, so a file that kills workers fails by itself. */
  solo?: boolean;
  /** Times this job's worker went silent past its limit and was replaced. */
  stalls?: number;
  /** How many times a WebAssembly trap has failed it. */
  traps?: number;
  stallTimer?: ReturnType<typeof setTimeout>;
}

interface Slot {
  worker: Worker | null;
  jobs: Pending[];
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
  /** Files one worker holds at once, so one file's decoding and encoding overlap another's inference. */
  jobsPerWorker?: number;
  idleMs?: number;
  createWorker: () => Worker;
  /** How long a job may go without progress before its worker counts as hung (tests shorten it). */
  stallLimitMs?: (message: RunMessage) => number;
  /** Model downloads and the inference backend, reported by tool code in any worker. */
  onRuntime?: (event: RuntimeEvent) => void;
}

export class WorkerPool {
  private readonly slots: Slot[];
  private readonly queue: Pending[] = [];
  private readonly idleMs: number;
  private readonly jobsPerWorker: number;
  private readonly createWorker: () => Worker;
  private readonly stallLimitMs: (message: RunMessage) => number;
  private readonly onRuntime?: (event: RuntimeEvent) => void;

  constructor({ size, jobsPerWorker = 1, idleMs = 10_000, createWorker, stallLimitMs: limit, onRuntime }: PoolOptions) {
    this.slots = Array.from({ length: Math.max(1, size) }, () => ({ worker: null, jobs: [], idleTimer: null }));
    this.jobsPerWorker = Math.max(1, jobsPerWorker);
    this.idleMs = idleMs;
    this.createWorker = createWorker;
    this.stallLimitMs = limit ?? ((message) => stallLimitMs(message.input));
    this.onRuntime = onRuntime;
  }

  get size(): number {
    return this.slots.length;
  }

  /** How many jobs run at once. */
  get capacity(): number {
    return this.slots.length * this.jobsPerWorker;
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
    const slot = this.slots.find((candidate) => candidate.jobs.some((job) => job.message.jobId === jobId));
    if (!slot) return;
    slot.worker?.postMessage({ type: "abort", jobId });
    // WebAssembly cannot be interrupted: the worker goes, and the files it shared start again first.
    const others = slot.jobs.filter((job) => job.message.jobId !== jobId);
    const cancelled = slot.jobs.find((job) => job.message.jobId === jobId);
    this.emptySlot(slot);
    this.queue.unshift(...others);
    cancelled?.reject(new CancelledError());
    this.pump();
  }

  cancelAll(): void {
    for (const job of this.queue.splice(0)) job.reject(new CancelledError());
    for (const slot of this.slots) {
      const jobs = slot.jobs;
      if (jobs.length > 0) this.emptySlot(slot);
      for (const job of jobs) job.reject(new CancelledError());
    }
  }

  /**
   * Starts every worker not yet running and has it load a tool's code, so the first files of a
   * batch do not wait for start-up; workers left unused end after the idle time like any other.
   */
  warm(message: WarmMessage): void {
    for (const slot of this.slots) {
      if (slot.worker || slot.jobs.length > 0) continue;
      this.spawn(slot).postMessage(message);
      slot.idleTimer = setTimeout(() => this.discardWorker(slot), this.idleMs);
    }
  }

  terminate(): void {
    this.cancelAll();
    for (const slot of this.slots) this.discardWorker(slot);
  }

  private pump(): void {
    for (let round = 0; round < this.jobsPerWorker; round++) {
      for (const slot of this.slots) {
        const next = this.queue[0];
        if (!next) return;
        const full = slot.jobs.length >= this.jobsPerWorker || slot.jobs.some((job) => job.solo);
        if (full || slot.jobs.length > round || (next.solo && slot.jobs.length > 0)) continue;
        this.start(slot, this.queue.shift()!);
      }
    }
  }

  private start(slot: Slot, job: Pending): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.jobs.push(job);
    const worker = slot.worker ?? this.spawn(slot);
    worker.postMessage(job.message);
    this.watch(slot, job);
  }

  private spawn(slot: Slot): Worker {
    const worker = this.createWorker();
    slot.worker = worker;
    // A replaced worker's last messages are about jobs that now run elsewhere.
    worker.onmessage = (event: MessageEvent<FromWorker>) => {
      if (slot.worker === worker) this.receive(slot, event.data);
    };
    // A worker that dies (out of memory, a crashed codec) fails its job, not the batch.
    worker.onerror = (event) => {
      event.preventDefault();
      this.crashed(slot, event.message || "the image could not be processed (the worker stopped)");
    };
    return worker;
  }

  private crashed(slot: Slot, reason: string): void {
    const jobs = slot.jobs;
    this.emptySlot(slot);
    if (jobs.length === 1) jobs[0]!.reject(new Error(reason));
    else this.queue.unshift(...jobs.map((job) => ({ ...job, solo: true })));
    this.pump();
  }

  private receive(slot: Slot, message: FromWorker): void {
    if (message.type === "runtime") {
      // A model download reports its bytes here, not as a file's progress: the files waiting on it are not stalled.
      for (const job of slot.jobs) this.watch(slot, job);
      this.onRuntime?.(message.event);
      return;
    }
    const job = slot.jobs.find((candidate) => candidate.message.jobId === message.jobId);
    if (!job) return;
    if (message.type === "progress") {
      this.watch(slot, job);
      job.onProgress?.(message.fraction, message.stage);
    } else if (message.type === "done") this.finish(slot, job, (done) => done.resolve(message.result));
    else if (message.trapped && (job.traps ?? 0) < TRAP_TRIES - 1) this.trapped(slot, job);
    else
      this.finish(slot, job, (failed) =>
        failed.reject(message.password ? new PasswordError(message.password) : new Error(message.message)),
      );
  }

  private finish(slot: Slot, job: Pending, settle: (job: Pending) => void): void {
    clearTimeout(job.stallTimer);
    slot.jobs = slot.jobs.filter((candidate) => candidate !== job);
    settle(job);
    if (slot.worker && slot.jobs.length === 0) slot.idleTimer = setTimeout(() => this.discardWorker(slot), this.idleMs);
    this.pump();
  }

  /** (Re)starts a running job's stall timer. */
  private watch(slot: Slot, job: Pending): void {
    clearTimeout(job.stallTimer);
    const limit = this.stallLimitMs(job.message);
    job.stallTimer = setTimeout(() => this.stalled(slot, job, limit), limit);
  }

  /**
   * A job went silent: its worker goes (with whatever holds it), the job runs again alone on a fresh
   * one, ahead of the files that shared the worker, which start again without counting a stall.
   * Its second stall fails it.
   */
  private stalled(slot: Slot, job: Pending, limit: number): void {
    const others = slot.jobs.filter((candidate) => candidate !== job);
    this.emptySlot(slot);
    const stalls = (job.stalls ?? 0) + 1;
    if (stalls >= STALL_TRIES) {
      this.queue.unshift(...others);
      job.reject(new StalledError(limit));
    } else {
      this.runAgainAlone({ ...job, stalls }, others);
    }
    this.pump();
  }

  /**
   * A WebAssembly module trapped on a job (WebKit's face detector once read out of bounds in one CI
   * run of many, on a photo it reads every other time): its worker's heap is not to be trusted, so
   * the worker goes and the job runs again alone on a fresh one, with the files that shared it after
   * it. A second trap fails the file with the engine's message.
   */
  private trapped(slot: Slot, job: Pending): void {
    const others = slot.jobs.filter((candidate) => candidate !== job);
    this.emptySlot(slot);
    this.runAgainAlone({ ...job, traps: (job.traps ?? 0) + 1 }, others);
    this.pump();
  }

  /** Queues a job to run again alone, ahead of `others` (the files that shared its ended worker). */
  private runAgainAlone(job: Pending, others: readonly Pending[]): void {
    // The page's bar starts again with the file, rather than stand at what the failed try had reached.
    job.onProgress?.(0);
    this.queue.unshift({ ...job, solo: true }, ...others);
  }

  /** Takes a slot's jobs off it and ends its worker; the caller settles or requeues them. */
  private emptySlot(slot: Slot): void {
    for (const job of slot.jobs) clearTimeout(job.stallTimer);
    slot.jobs = [];
    this.discardWorker(slot);
  }

  private discardWorker(slot: Slot): void {
    if (slot.idleTimer) clearTimeout(slot.idleTimer);
    slot.idleTimer = null;
    slot.worker?.terminate();
    slot.worker = null;
  }
}

/** A tool's bounds on its workers (see ToolMeta). */
export interface WorkerBounds {
  maxWorkers?: number;
  minWorkers?: number;
}

/**
 * Workers for this device: one core stays free for the page unless the tool asks for more (up to the
 * cores); a request (`?workers=N`) replaces both, within the cores; the tool's cap bounds them all.
 */
export function poolSize(cores: number, { maxWorkers = Infinity, minWorkers = 1 }: WorkerBounds = {}, requested?: number): number {
  const available = Math.max(1, cores);
  const wanted = requested && requested > 0 ? Math.min(requested, available) : Math.max(available - 1, Math.min(minWorkers, available));
  return Math.max(1, Math.min(wanted, maxWorkers));
}
