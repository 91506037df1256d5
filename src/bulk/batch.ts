/**
 * One batch of one tool, framework-free: intake, the queue fed to the worker pool just in time (so a
 * settings change applies to the next files and decodes in flight stay bounded), statuses, cancel,
 * retry, the free-limit hold, counters and the resume store. React reads it through useBatch.
 */
import { describeFailure } from "./failure";
import { mergedOverrides } from "./overrides";
import { PASSWORD_OVERRIDE, PasswordError, type PasswordPrompt } from "../domain/password-error";
import type { Incoming } from "./intake/collect";
import { basePath, type IncomingCompanion, splitCompanions } from "./intake/companions";
import { DEFAULT_PIXEL_LIMIT, isDocument, isText, probeImage } from "./intake/probe";
import { CancelledError, type WorkerPool } from "./pool/worker-pool";
import { nextToStart } from "./schedule";
import * as store from "./resume/batch-store";
import type { Companion, GeneratedSource, OutputFile, ProcessInput } from "../domain/tool";
import { formatName, type ImageFormat, type InputFormat } from "../domain/formats";

export type JobStatus = "queued" | "processing" | "done" | "failed";

export interface Job {
  id: string;
  order: number;
  /** The visitor's name for the file (with its folder path when dropped in a folder). */
  path: string;
  input: File | null;
  generated: GeneratedSource | null;
  format: InputFormat | null;
  /** Displayed pixel size of an image; 0 for documents and generated files. */
  width: number;
  height: number;
  status: JobStatus;
  /** Waiting for a plan: past the free limit of this batch. */
  held: boolean;
  /** Accepted by intake and waiting for its header check. */
  checking: boolean;
  progress: number;
  stage: string | null;
  error: string | null;
  /** A failed, password-protected file waiting for its password (or for a better one). */
  asksPassword: PasswordPrompt | null;
  outputs: OutputFile[];
  note: string | null;
  warning: string | null;
  data: Record<string, unknown> | null;
  thumbnailUrl: string | null;
  /** Object URLs of the outputs, for download links (they reference the Blobs, never copy them). */
  outputUrls: string[];
  /** Settings for this file only (e.g. its own crop box), laid over the batch's. */
  overrides: Record<string, unknown> | null;
  /** Files that came with this one for the tool (e.g. its mask), by the tool's key. */
  companions: Record<string, Companion> | null;
  /** A companion whose file is not in the batch (yet): shown as a failed entry until that file comes. */
  waitsFor: IncomingCompanion | null;
}

export interface BatchOptions {
  toolId: string;
  pool: WorkerPool;
  /** Files this visitor may process in one batch. */
  filesPerBatch: number;
  pixelLimit?: number;
  /** Formats the tool reads; others are refused at intake with the reason. */
  accepts: readonly InputFormat[];
  /** The tool's companion files, by key and name suffix (see `ToolMeta.companions`). */
  companions?: Readonly<Record<string, string>>;
  /** Read at dispatch time, so a change applies to the next file. */
  settings: () => Record<string, unknown>;
  keepMetadata: () => boolean;
  onProcessed?: (count: number) => void;
  /** Whether finished work is kept in IndexedDB for resume. */
  persist?: boolean;
}

/** A file's own settings without its password, which goes to the tool only inside its input. */
function settingsOverrides(overrides: Record<string, unknown> | null): Record<string, unknown> | null {
  if (!overrides || !(PASSWORD_OVERRIDE in overrides)) return overrides;
  const { [PASSWORD_OVERRIDE]: _password, ...rest } = overrides;
  return rest;
}

let counter = 0;
function newId(): string {
  counter += 1;
  return `${Date.now().toString(36)}-${counter.toString(36)}`;
}

export class Batch {
  private jobs: Job[] = [];
  private readonly listeners = new Set<() => void>();
  private readonly inFlight = new Set<string>();
  private readonly rerunWhenStopped = new Set<string>();
  private nextOrder = 0;
  private notifyScheduled = false;
  private persistFailed = false;
  private savedSettings: string | null = null;
  /** Jobs whose input is already in the store. */
  private readonly storedInputs = new Set<string>();
  // Jobs saved while the stored batch is being forgotten must land after the clearing, not be wiped by it.
  private forgetting: Promise<void> = Promise.resolve();

  constructor(private readonly options: BatchOptions) {}

  /** For useSyncExternalStore: a new array whenever anything changed. */
  getJobs = (): readonly Job[] => this.jobs;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  get resumeBroken(): boolean {
    return this.persistFailed;
  }

  /**
   * Accepts files; each is checked, then queued (or held past the free limit). Companion files go to
   * the file they belong to, whether it comes in the same drop or came before (which then runs again).
   */
  add(incoming: readonly Incoming[]): void {
    const { files, companions } = splitCompanions(incoming, this.options.companions);
    const added = files.map(({ file, path }) => this.createJob({ path, input: file }));
    const waiting = this.jobs.filter((job) => job.waitsFor);
    this.commit([...this.jobs.filter((job) => !job.waitsFor), ...added]);
    const rerun = new Set<string>();
    for (const companion of [...waiting.map((job) => job.waitsFor as IncomingCompanion), ...companions]) {
      const owner = [...this.jobs].reverse().find((job) => job.input && basePath(job.path) === companion.base);
      if (!owner) {
        this.commit([
          ...this.jobs,
          this.waitingCompanion(
            companion,
            waiting.find((job) => job.waitsFor === companion),
          ),
        ]);
        continue;
      }
      this.update(owner.id, {
        companions: { ...owner.companions, [companion.key]: { name: companion.incoming.path, file: companion.incoming.file } },
      });
      // Stored again with the input, so a resumed batch still has it.
      this.storedInputs.delete(owner.id);
      if (owner.status !== "queued") rerun.add(owner.id);
    }
    for (const job of added) void this.check(job.id);
    for (const id of rerun) this.rerun(id);
  }

  /** For generator tools: one job per file the settings ask for. */
  addGenerated(sources: readonly GeneratedSource[]): void {
    const added = sources.map((source) => this.createJob({ path: source.name, generated: source }));
    this.commit([...this.jobs, ...added]);
    for (const job of added) this.admit(job.id);
  }

  cancel(id: string): void {
    const job = this.find(id);
    if (!job || (job.status !== "queued" && job.status !== "processing")) return;
    if (this.inFlight.has(id)) this.options.pool.cancel(id);
    else this.update(id, { status: "failed", error: "cancelled", held: false, progress: 0 });
  }

  cancelAll(): void {
    for (const job of this.jobs) if (job.status === "queued" && !this.inFlight.has(job.id)) this.cancel(job.id);
    for (const id of [...this.inFlight]) this.cancel(id);
  }

  retry(id: string): void {
    const job = this.find(id);
    if (!job || job.status !== "failed" || (!job.format && !job.generated)) return;
    this.update(id, { status: "queued", error: null, asksPassword: null, progress: 0, stage: null });
    this.admit(id);
  }

  retryFailed(): void {
    for (const job of this.jobs) if (job.status === "failed") this.retry(job.id);
  }

  /** Runs every finished or failed file again with the current settings. */
  rerunAll(): void {
    for (const job of this.jobs) if (job.status === "done" || job.status === "failed") this.rerun(job.id);
  }

  /** Gives one file its own settings (null: back to the batch's) and runs it again if it had run. */
  setOverrides(id: string, overrides: Record<string, unknown> | null): void {
    const job = this.find(id);
    if (!job) return;
    this.update(id, { overrides });
    if (job.status !== "queued") this.rerun(id);
  }

  /**
   * After the batch's settings took `keys` from file `fromId`'s own ones: that file follows the batch
   * on them again, and it and every file that follows the batch on them run again, so the setting
   * lands on every file at once. The batch's settings must hold the new values before this runs: a
   * file may start at once.
   */
  useForEveryFile(fromId: string, keys: readonly string[]): void {
    const from = this.find(fromId);
    if (from) this.update(fromId, { overrides: mergedOverrides(from.overrides, Object.fromEntries(keys.map((key) => [key, undefined]))) });
    const followers = this.jobs.filter((job) => job.status !== "queued" && !keys.some((key) => job.overrides && key in job.overrides));
    for (const job of followers) this.rerun(job.id);
  }

  /**
   * Runs a password-protected file again with the password the visitor typed. It travels as a
   * per-file override, which is never written to saved settings or to the resume store.
   */
  unlock(id: string, password: string): void {
    const job = this.find(id);
    if (job) this.setOverrides(id, { ...job.overrides, [PASSWORD_OVERRIDE]: password });
  }

  rerun(id: string): void {
    const job = this.find(id);
    if (!job || (!job.format && !job.generated)) return;
    if (this.inFlight.has(id)) {
      // Stop the run with the old settings; it starts again once the worker has let go of it.
      this.rerunWhenStopped.add(id);
      this.options.pool.cancel(id);
      return;
    }
    this.releaseUrls(job);
    this.update(id, {
      status: "queued",
      error: null,
      asksPassword: null,
      outputs: [],
      outputUrls: [],
      note: null,
      warning: null,
      data: null,
      thumbnailUrl: null,
      progress: 0,
    });
    this.admit(id);
  }

  remove(id: string): void {
    const job = this.find(id);
    if (!job) return;
    if (this.inFlight.has(id)) this.options.pool.cancel(id);
    this.releaseUrls(job);
    this.commit(this.jobs.filter((candidate) => candidate.id !== id));
    void this.forget(id);
    this.releaseHeld();
  }

  /** A new allowance (e.g. a license activated on another tab) lets held files go. */
  setFilesPerBatch(filesPerBatch: number): void {
    this.options.filesPerBatch = filesPerBatch;
    this.releaseHeld();
  }

  clear(): void {
    this.options.pool.cancelAll();
    for (const job of this.jobs) this.releaseUrls(job);
    this.inFlight.clear();
    this.commit([]);
    void this.forgetStored();
  }

  /** Drops the stored batch (a discarded resume offer, or a cleared batch). */
  forgetStored(): Promise<void> {
    this.savedSettings = null;
    this.storedInputs.clear();
    if (this.options.persist) this.forgetting = store.clearBatch(this.options.toolId).catch(() => undefined);
    return this.forgetting;
  }

  /** Puts back a stored batch: finished results as they were, the rest queued again. */
  restore(jobs: readonly store.StoredJob[]): void {
    const restored = jobs.map((stored) => {
      const job = this.createJob({ path: stored.path, input: stored.input ?? undefined, generated: this.generatedOf(stored) });
      return {
        ...job,
        companions: stored.companions,
        id: stored.id,
        format: stored.format,
        width: stored.width,
        height: stored.height,
        checking: false,
        status: stored.status === "done" ? "done" : stored.status === "failed" ? "failed" : "queued",
        error: stored.error,
        outputs: stored.outputs,
        note: stored.note,
        warning: stored.warning ?? null,
        data: stored.data,
        thumbnailUrl: null,
        outputUrls: [],
      } satisfies Job;
    });
    this.commit([...this.jobs, ...restored]);
    for (const job of restored) {
      if (job.input) this.storedInputs.add(job.id);
      if (job.status === "done") this.restoreUrls(job);
      if (job.status === "queued") this.admit(job.id);
    }
  }

  /** Files held back by the free limit. */
  heldCount(): number {
    return this.jobs.filter((job) => job.held).length;
  }

  /** Readies the workers for files to come (a no-op for those already running). */
  warm(): void {
    this.options.pool.warm({ type: "warm", toolId: this.options.toolId, settings: this.options.settings() });
  }

  dispose(): void {
    this.options.pool.terminate();
    for (const job of this.jobs) this.releaseUrls(job);
  }

  private releaseHeld(): void {
    for (const job of this.jobs) if (job.held) this.admit(job.id);
    this.pump();
  }

  /** The entry of a companion whose file is not in the batch: it says so, and goes when that file comes. */
  private waitingCompanion(companion: IncomingCompanion, entry: Job | undefined): Job {
    if (entry) return entry;
    const name = companion.incoming.path.split("/").pop() ?? companion.incoming.path;
    const base = name.slice(0, name.length - (companion.incoming.path.length - companion.base.length));
    return {
      ...this.createJob({ path: companion.incoming.path }),
      status: "failed",
      error: `a ${companion.key} for “${base}”, which is not in the batch: add that file and this ${companion.key} goes with it`,
      waitsFor: companion,
    };
  }

  private generatedOf(stored: store.StoredJob): GeneratedSource | undefined {
    return stored.generated ? { name: stored.path, spec: stored.generated } : undefined;
  }

  private createJob({ path, input, generated }: { path: string; input?: File; generated?: GeneratedSource }): Job {
    this.nextOrder += 1;
    return {
      id: newId(),
      order: this.nextOrder,
      path,
      input: input ?? null,
      generated: generated ?? null,
      format: null,
      width: 0,
      height: 0,
      status: "queued",
      held: false,
      checking: Boolean(input),
      progress: 0,
      stage: null,
      error: null,
      asksPassword: null,
      outputs: [],
      note: null,
      warning: null,
      data: null,
      thumbnailUrl: null,
      outputUrls: [],
      overrides: null,
      companions: null,
      waitsFor: null,
    };
  }

  private async check(id: string): Promise<void> {
    const job = this.find(id);
    if (!job?.input) return;
    const probed = await probeImage(job.input, this.options.pixelLimit ?? DEFAULT_PIXEL_LIMIT, this.options.accepts).catch(() => ({
      ok: false as const,
      reason: "the file could not be read (it may have been moved or deleted)",
    }));
    if (!this.find(id)) return;
    if (!probed.ok) {
      this.update(id, { checking: false, status: "failed", error: probed.reason });
      return;
    }
    const { format, width, height } = probed.image;
    if (!this.options.accepts.includes(format)) {
      const kind = isDocument(format) ? "documents" : isText(format) ? "books" : "images";
      this.update(id, { checking: false, status: "failed", error: `this tool does not read ${formatName(format)} ${kind}` });
      return;
    }
    this.update(id, { checking: false, format, width: width ?? 0, height: height ?? 0 });
    this.admit(id);
  }

  /** Queues a checked job, or holds it when the batch is past the free limit. */
  private admit(id: string): void {
    const admitted = this.jobs.filter((job) => job.id !== id && !job.held && (job.format || job.generated) && job.error !== "cancelled");
    if (admitted.length >= this.options.filesPerBatch) {
      this.update(id, { held: true, status: "queued" });
      return;
    }
    this.update(id, { held: false });
    void this.remember(id);
    this.pump();
  }

  /** Starts queued jobs while the pool has free workers, in batch order but for the exception of `nextToStart`. */
  private pump(): void {
    const ready = this.jobs.filter(
      (job) => job.status === "queued" && !job.held && !job.checking && !this.inFlight.has(job.id) && (job.format || job.generated),
    );
    // Pixels stand for the work; documents and generated inputs count as 0, so they never jump ahead.
    const costs = ready.map((job) => job.width * job.height);
    while (this.inFlight.size < this.options.pool.capacity && ready.length > 0) {
      const next = nextToStart(costs, this.options.pool.capacity);
      const [job] = ready.splice(next, 1);
      costs.splice(next, 1);
      void this.run(job!);
    }
  }

  private inputOf(job: Job): ProcessInput {
    if (job.generated) return { kind: "generated", name: job.generated.name, spec: job.generated.spec };
    const name = job.path.split("/").pop() ?? job.path;
    if (job.format && isDocument(job.format)) {
      const password = job.overrides?.[PASSWORD_OVERRIDE];
      return {
        kind: "document",
        name,
        file: job.input as File,
        format: job.format,
        password: typeof password === "string" ? password : undefined,
      };
    }
    if (job.format && isText(job.format)) return { kind: "text", name, file: job.input as File, format: job.format };
    return {
      kind: "file",
      name,
      file: job.input as File,
      format: job.format as ImageFormat,
      width: job.width,
      height: job.height,
      keepMetadata: this.options.keepMetadata(),
      ...(job.companions ? { companions: job.companions } : {}),
    };
  }

  private async run(job: Job): Promise<void> {
    this.inFlight.add(job.id);
    this.update(job.id, { status: "processing", progress: 0, stage: null });
    try {
      const result = await this.options.pool.run({
        message: {
          type: "run",
          jobId: job.id,
          toolId: this.options.toolId,
          input: this.inputOf(job),
          settings: { ...this.options.settings(), ...settingsOverrides(job.overrides) },
        },
        onProgress: (progress, stage) => this.update(job.id, { progress, stage: stage ?? null }),
      });
      const thumbnailUrl = result.thumbnail ? URL.createObjectURL(result.thumbnail) : null;
      this.update(job.id, {
        status: "done",
        progress: 1,
        outputs: result.files,
        note: result.note ?? null,
        warning: result.warning ?? null,
        data: result.data ?? null,
        thumbnailUrl,
        outputUrls: result.files.map((file) => URL.createObjectURL(file.blob)),
      });
      this.options.onProcessed?.(1);
    } catch (error) {
      const message = error instanceof CancelledError ? "cancelled" : describeFailure(error);
      const asksPassword = error instanceof PasswordError ? error.prompt : null;
      if (this.find(job.id)) this.update(job.id, { status: "failed", error: message, asksPassword, progress: 0 });
    } finally {
      this.inFlight.delete(job.id);
      if (this.rerunWhenStopped.delete(job.id)) this.rerun(job.id);
      void this.remember(job.id);
      this.pump();
    }
  }

  private find(id: string): Job | undefined {
    return this.jobs.find((job) => job.id === id);
  }

  private update(id: string, patch: Partial<Job>): void {
    this.commit(this.jobs.map((job) => (job.id === id ? { ...job, ...patch } : job)));
  }

  private commit(jobs: Job[]): void {
    this.jobs = jobs;
    // Progress from several workers arrives in bursts: tell the page at most once per frame.
    if (this.notifyScheduled) return;
    this.notifyScheduled = true;
    const flush = () => {
      this.notifyScheduled = false;
      for (const listener of this.listeners) listener();
    };
    if (typeof requestAnimationFrame === "function" && typeof document !== "undefined" && !document.hidden) requestAnimationFrame(flush);
    else setTimeout(flush, 16);
  }

  private releaseUrls(job: Job): void {
    if (job.thumbnailUrl) URL.revokeObjectURL(job.thumbnailUrl);
    for (const url of job.outputUrls) URL.revokeObjectURL(url);
  }

  private restoreUrls(job: Job): void {
    const image = job.outputs.find((file) => file.blob.type.startsWith("image/"));
    this.update(job.id, {
      thumbnailUrl: image ? URL.createObjectURL(image.blob) : null,
      outputUrls: job.outputs.map((file) => URL.createObjectURL(file.blob)),
    });
  }

  private async remember(id: string): Promise<void> {
    const job = this.find(id);
    if (!this.options.persist || !job || this.persistFailed) return;
    try {
      await this.forgetting;
      // The batch record holds the settings; it is written again only when they changed.
      const settings = JSON.stringify(this.options.settings());
      if (settings !== this.savedSettings) {
        await store.saveBatch({
          toolId: this.options.toolId,
          settings: JSON.parse(settings) as Record<string, unknown>,
          updatedAt: Date.now(),
        });
        this.savedSettings = settings;
      }
      const withInput = !this.storedInputs.has(job.id);
      this.storedInputs.add(job.id);
      await store.saveJob(
        {
          key: store.jobKey(this.options.toolId, job.id),
          toolId: this.options.toolId,
          id: job.id,
          order: job.order,
          path: job.path,
          input: job.input,
          companions: job.companions,
          generated: job.generated?.spec ?? null,
          format: job.format,
          width: job.width,
          height: job.height,
          status: job.status === "done" ? "done" : job.status === "failed" ? "failed" : "queued",
          error: job.error,
          outputs: job.outputs,
          note: job.note,
          warning: job.warning,
          data: job.data,
        },
        withInput,
      );
    } catch {
      // Out of quota or private mode: the batch goes on, only resume is lost (the page says so).
      this.persistFailed = true;
      this.commit([...this.jobs]);
    }
  }

  private async forget(id: string): Promise<void> {
    if (this.options.persist) await store.deleteJob(this.options.toolId, id).catch(() => undefined);
  }
}
