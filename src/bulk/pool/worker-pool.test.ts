import type { RuntimeEvent } from "../../models/report";
import { PasswordError } from "../../domain/password-error";
import type { FromWorker, ToWorker } from "./protocol";
import { CancelledError, poolSize, WorkerPool } from "./worker-pool";

/** A stand-in Worker: records what it was sent and lets the test answer. */
class FakeWorker {
  static made: FakeWorker[] = [];
  onmessage: ((event: MessageEvent<FromWorker>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  sent: ToWorker[] = [];
  terminated = false;
  constructor() {
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  reply(message: FromWorker) {
    this.onmessage?.({ data: message } as MessageEvent<FromWorker>);
  }
  get running(): string | undefined {
    const last = this.sent.filter((message) => message.type === "run").at(-1);
    return last?.jobId;
  }
}

const job = (jobId: string) => ({
  message: { type: "run" as const, jobId, toolId: "t", input: { kind: "generated" as const, name: jobId, spec: {} }, settings: {} },
});

const STALL_MS = 5_000;

function makePool(size: number, idleMs = 1000, jobsPerWorker = 1, onRuntime?: (event: RuntimeEvent) => void) {
  return new WorkerPool({
    size,
    idleMs,
    jobsPerWorker,
    onRuntime,
    stallLimitMs: () => STALL_MS,
    createWorker: () => new FakeWorker() as unknown as Worker,
  });
}

const runIds = (worker: FakeWorker) => worker.sent.flatMap((message) => (message.type === "run" ? [message.jobId] : []));

beforeEach(() => {
  FakeWorker.made = [];
  jest.useFakeTimers();
});

afterEach(() => jest.useRealTimers());

describe("WorkerPool", () => {
  it("runs one job per worker, in order, and queues the rest", async () => {
    const pool = makePool(2);
    const results = ["a", "b", "c"].map((id) => pool.run(job(id)));
    expect(FakeWorker.made.map((worker) => worker.running)).toEqual(["a", "b"]);
    FakeWorker.made[0]!.reply({ type: "done", jobId: "a", result: { files: [] } });
    await expect(results[0]).resolves.toEqual({ files: [] });
    expect(FakeWorker.made[0]!.running).toBe("c");
    FakeWorker.made[1]!.reply({ type: "failed", jobId: "b", message: "bad pixels" });
    await expect(results[1]).rejects.toThrow("bad pixels");
  });

  it("hands on a file's request for its password", async () => {
    const pool = makePool(1);
    const locked = pool.run(job("a"));
    FakeWorker.made[0]!.reply({ type: "failed", jobId: "a", message: "the password is not correct; try again", password: "wrong" });
    await expect(locked).rejects.toEqual(expect.objectContaining({ name: "PasswordError", prompt: "wrong" }));
    await expect(locked).rejects.toBeInstanceOf(PasswordError);
  });

  it("reports progress of the running job", () => {
    const pool = makePool(1);
    const progress = jest.fn();
    void pool.run({ ...job("a"), onProgress: progress });
    FakeWorker.made[0]!.reply({ type: "progress", jobId: "a", fraction: 0.5, stage: "encode" });
    expect(progress).toHaveBeenCalledWith(0.5, "encode");
  });

  it("cancels a queued job without touching the workers", async () => {
    const pool = makePool(1);
    void pool.run(job("a"));
    const queued = pool.run(job("b"));
    pool.cancel("b");
    await expect(queued).rejects.toBeInstanceOf(CancelledError);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
  });

  it("terminates the worker of a cancelled running job and starts the next on a fresh one", async () => {
    const pool = makePool(1);
    const running = pool.run(job("a"));
    void pool.run(job("b"));
    pool.cancel("a");
    await expect(running).rejects.toBeInstanceOf(CancelledError);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(FakeWorker.made[1]!.running).toBe("b");
  });

  it("fails only the job of a worker that crashed", async () => {
    const pool = makePool(1);
    const crashed = pool.run(job("a"));
    const next = pool.run(job("b"));
    FakeWorker.made[0]!.onerror?.({ message: "out of memory", preventDefault() {} } as ErrorEvent);
    await expect(crashed).rejects.toThrow("out of memory");
    FakeWorker.made[1]!.reply({ type: "done", jobId: "b", result: { files: [] } });
    await expect(next).resolves.toEqual({ files: [] });
  });

  it("ends idle workers after the timeout", async () => {
    const pool = makePool(1, 500);
    const done = pool.run(job("a"));
    FakeWorker.made[0]!.reply({ type: "done", jobId: "a", result: { files: [] } });
    await done;
    jest.advanceTimersByTime(499);
    expect(FakeWorker.made[0]!.terminated).toBe(false);
    jest.advanceTimersByTime(1);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
  });

  it("warms idle workers with the tool's code, runs files on them, and ends them when none come", async () => {
    const pool = makePool(2, 500);
    pool.warm({ type: "warm", toolId: "t", settings: {} });
    pool.warm({ type: "warm", toolId: "t", settings: {} });
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.sent).toEqual([{ type: "warm", toolId: "t", settings: {} }]);
    const done = pool.run(job("a"));
    expect(FakeWorker.made).toHaveLength(2);
    expect(FakeWorker.made[0]!.running).toBe("a");
    jest.advanceTimersByTime(500);
    expect(FakeWorker.made.map((worker) => worker.terminated)).toEqual([false, true]);
    FakeWorker.made[0]!.reply({ type: "done", jobId: "a", result: { files: [] } });
    await done;
    pool.warm({ type: "warm", toolId: "t", settings: {} });
    expect(FakeWorker.made).toHaveLength(3);
  });

  it("gives each worker up to jobsPerWorker files, spreading them over the workers first", async () => {
    const pool = makePool(2, 1000, 2);
    expect(pool.capacity).toBe(4);
    const results = ["a", "b", "c", "d", "e"].map((id) => pool.run(job(id)));
    expect(FakeWorker.made.map(runIds)).toEqual([
      ["a", "c"],
      ["b", "d"],
    ]);
    FakeWorker.made[1]!.reply({ type: "done", jobId: "b", result: { files: [] } });
    await results[1];
    expect(runIds(FakeWorker.made[1]!)).toEqual(["b", "d", "e"]);
  });

  it("starts the files that shared a cancelled file's worker again on a fresh worker", async () => {
    const pool = makePool(1, 1000, 2);
    const cancelled = pool.run(job("a"));
    const other = pool.run(job("b"));
    pool.cancel("a");
    await expect(cancelled).rejects.toBeInstanceOf(CancelledError);
    expect(runIds(FakeWorker.made[1]!)).toEqual(["b"]);
    FakeWorker.made[1]!.reply({ type: "done", jobId: "b", result: { files: [] } });
    await expect(other).resolves.toEqual({ files: [] });
  });

  it("runs alone, after a crash, each file that shared the crashed worker, so only the culprit fails", async () => {
    const pool = makePool(1, 1000, 2);
    const bad = pool.run(job("bad"));
    const good = pool.run(job("good"));
    FakeWorker.made[0]!.onerror?.({ message: "out of memory", preventDefault() {} } as ErrorEvent);
    expect(runIds(FakeWorker.made[1]!)).toEqual(["bad"]);
    FakeWorker.made[1]!.onerror?.({ message: "out of memory", preventDefault() {} } as ErrorEvent);
    await expect(bad).rejects.toThrow("out of memory");
    expect(runIds(FakeWorker.made[2]!)).toEqual(["good"]);
    FakeWorker.made[2]!.reply({ type: "done", jobId: "good", result: { files: [] } });
    await expect(good).resolves.toEqual({ files: [] });
  });

  it("runs a file again alone on a fresh worker when its WebAssembly trapped, the file that shared the worker after it", async () => {
    const pool = makePool(1, 1000, 2);
    const first = pool.run(job("a"));
    const second = pool.run(job("b"));
    const trap = { type: "failed" as const, jobId: "a", message: "Out of bounds memory access", trapped: true };
    FakeWorker.made[0]!.reply(trap);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(runIds(FakeWorker.made[1]!)).toEqual(["a"]);
    FakeWorker.made[1]!.reply({ type: "done", jobId: "a", result: { files: [] } });
    await expect(first).resolves.toEqual({ files: [] });
    expect(runIds(FakeWorker.made[1]!)).toEqual(["a", "b"]);
    FakeWorker.made[1]!.reply({ type: "done", jobId: "b", result: { files: [] } });
    await expect(second).resolves.toEqual({ files: [] });
  });

  it("fails a file whose WebAssembly traps twice with the engine's message, and an ordinary failure at once", async () => {
    const pool = makePool(1);
    const trapping = pool.run(job("a"));
    FakeWorker.made[0]!.reply({ type: "failed", jobId: "a", message: "Out of bounds memory access", trapped: true });
    FakeWorker.made[1]!.reply({ type: "failed", jobId: "a", message: "Out of bounds memory access", trapped: true });
    await expect(trapping).rejects.toThrow("Out of bounds memory access");
    const broken = pool.run(job("b"));
    const worker = FakeWorker.made.at(-1)!;
    worker.reply({ type: "failed", jobId: "b", message: "not a JPEG file" });
    await expect(broken).rejects.toThrow("not a JPEG file");
    expect(FakeWorker.made.at(-1)).toBe(worker);
  });

  it("passes on what tool code reports about downloads and the backend", () => {
    const events: RuntimeEvent[] = [];
    const pool = makePool(1, 1000, 1, (event) => events.push(event));
    void pool.run(job("a"));
    const event: RuntimeEvent = { type: "backend", backend: "wasm", threads: 2 };
    FakeWorker.made[0]!.reply({ type: "runtime", event });
    expect(events).toEqual([event]);
  });

  it("ignores messages about jobs it is not running", () => {
    const pool = makePool(1);
    const progress = jest.fn();
    void pool.run({ ...job("a"), onProgress: progress });
    FakeWorker.made[0]!.reply({ type: "progress", jobId: "zzz", fraction: 1 });
    expect(progress).not.toHaveBeenCalled();
  });
});

describe("WorkerPool stall watchdog", () => {
  const done = (jobId: string) => ({ type: "done" as const, jobId, result: { files: [] } });

  it("replaces a worker silent past the limit and runs its file again there", async () => {
    const pool = makePool(1);
    const progress = jest.fn();
    const result = pool.run({ ...job("a"), onProgress: progress });
    jest.advanceTimersByTime(STALL_MS - 1);
    expect(FakeWorker.made).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(FakeWorker.made[0]!.terminated).toBe(true);
    expect(FakeWorker.made[1]!.sent).toEqual([expect.objectContaining({ type: "run", jobId: "a" })]);
    expect(progress).toHaveBeenLastCalledWith(0);
    FakeWorker.made[1]!.reply(done("a"));
    await expect(result).resolves.toEqual({ files: [] });
  });

  it("fails a file that stalls twice, saying so, and goes on with the next", async () => {
    const pool = makePool(1);
    const stuck = pool.run(job("stuck"));
    const next = pool.run(job("next"));
    jest.advanceTimersByTime(STALL_MS);
    jest.advanceTimersByTime(STALL_MS);
    await expect(stuck).rejects.toThrow(
      "the browser stopped responding while processing this file (no progress for 5 s); it was tried twice",
    );
    expect(FakeWorker.made).toHaveLength(3);
    expect(FakeWorker.made[2]!.running).toBe("next");
    FakeWorker.made[2]!.reply(done("next"));
    await expect(next).resolves.toEqual({ files: [] });
  });

  it("keeps a job alive while it reports progress, or while its worker downloads a model", async () => {
    const pool = makePool(1);
    const result = pool.run(job("a"));
    const worker = FakeWorker.made[0]!;
    for (let step = 0; step < 4; step++) {
      jest.advanceTimersByTime(STALL_MS - 1);
      worker.reply({ type: "progress", jobId: "a", fraction: step / 4 });
    }
    for (let step = 0; step < 4; step++) {
      jest.advanceTimersByTime(STALL_MS - 1);
      worker.reply({ type: "runtime", event: { type: "download", model: "m", label: "M", loaded: step, total: 4, done: false } });
    }
    expect(worker.terminated).toBe(false);
    worker.reply(done("a"));
    await expect(result).resolves.toEqual({ files: [] });
    jest.advanceTimersByTime(STALL_MS * 3);
    expect(FakeWorker.made).toHaveLength(1);
  });

  it("settles a retried file once, ignoring what the replaced worker still sends", async () => {
    const pool = makePool(1);
    const progress = jest.fn();
    const settled = jest.fn();
    void pool.run({ ...job("a"), onProgress: progress }).then(settled);
    jest.advanceTimersByTime(STALL_MS);
    const [old, fresh] = FakeWorker.made;
    old!.reply({ type: "progress", jobId: "a", fraction: 0.9 });
    old!.reply(done("a"));
    expect(progress).not.toHaveBeenCalledWith(0.9, undefined);
    fresh!.reply({ type: "progress", jobId: "a", fraction: 0.5 });
    fresh!.reply(done("a"));
    fresh!.reply(done("a"));
    await Promise.resolve();
    expect(settled).toHaveBeenCalledTimes(1);
    expect(progress.mock.calls).toEqual([[0], [0.5, undefined]]);
    // The second try's success leaves no timer that could still count a stall against the file.
    jest.advanceTimersByTime(STALL_MS * 3);
    expect(FakeWorker.made).toHaveLength(2);
  });

  it("starts the files that shared a stalled worker again without counting a stall against them", async () => {
    const pool = makePool(1, 1000, 2);
    const stuck = pool.run(job("stuck"));
    const other = pool.run(job("other"));
    jest.advanceTimersByTime(STALL_MS - 1000);
    FakeWorker.made[0]!.reply({ type: "progress", jobId: "other", fraction: 0.5 });
    jest.advanceTimersByTime(1000);
    expect(runIds(FakeWorker.made[1]!)).toEqual(["stuck"]);
    FakeWorker.made[1]!.reply(done("stuck"));
    await expect(stuck).resolves.toEqual({ files: [] });
    expect(runIds(FakeWorker.made[1]!)).toEqual(["stuck", "other"]);
    FakeWorker.made[1]!.reply(done("other"));
    await expect(other).resolves.toEqual({ files: [] });
  });
});

describe("poolSize", () => {
  it("keeps a core for the page, at least one worker", () => {
    expect(poolSize(8)).toBe(7);
    expect(poolSize(2)).toBe(1);
    expect(poolSize(1)).toBe(1);
  });

  it("honours a tool's cap and a request within the cores", () => {
    expect(poolSize(8, { maxWorkers: 2 })).toBe(2);
    expect(poolSize(2, {}, 2)).toBe(2);
    expect(poolSize(2, {}, 16)).toBe(2);
    expect(poolSize(8, { maxWorkers: 2 }, 4)).toBe(2);
  });

  it("gives a tool that asks for it the page's core too, within its cap", () => {
    expect(poolSize(2, { minWorkers: 2 })).toBe(2);
    expect(poolSize(1, { minWorkers: 2 })).toBe(1);
    expect(poolSize(8, { minWorkers: 2, maxWorkers: 4 })).toBe(4);
    expect(poolSize(2, { minWorkers: 2 }, 1)).toBe(1);
  });
});
