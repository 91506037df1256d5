/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../test-utils/corpus";
import { Batch, type Job } from "./batch";
import { PasswordError } from "../domain/password-error";
import type { Finished, RunMessage } from "./pool/protocol";
import { CancelledError, type PoolJob, type WorkerPool } from "./pool/worker-pool";

/** A pool that never starts a worker: the test finishes or fails each job by hand. */
class FakePool {
  capacity = 2;
  started: RunMessage[] = [];
  private pending = new Map<string, { resolve: (result: Finished) => void; reject: (error: Error) => void }>();
  run(job: PoolJob): Promise<Finished> {
    this.started.push(job.message);
    return new Promise((resolve, reject) => this.pending.set(job.message.jobId, { resolve, reject }));
  }
  finish(jobId: string) {
    this.pending
      .get(jobId)
      ?.resolve({ files: [{ blob: new Blob(["out"], { type: "image/png" }), extension: "png", width: 1, height: 1 }] });
    this.pending.delete(jobId);
  }
  fail(jobId: string, message: string | Error) {
    this.pending.get(jobId)?.reject(typeof message === "string" ? new Error(message) : message);
    this.pending.delete(jobId);
  }
  cancel(jobId: string) {
    this.pending.get(jobId)?.reject(new CancelledError());
    this.pending.delete(jobId);
  }
  cancelAll() {
    for (const id of [...this.pending.keys()]) this.cancel(id);
  }
  terminate() {
    this.cancelAll();
  }
}

const photo = readFileSync(path.join(corpusDir(), "photos/rocket_launch_640x427.jpg"));
const pdf = new Uint8Array(readFileSync(path.join(corpusDir(), "pdfs/report_text_and_images.pdf")));
const file = (name: string, bytes: Uint8Array<ArrayBuffer> = new Uint8Array(photo)) => ({ file: new File([bytes], name), path: name });

function makeBatch(overrides: Partial<ConstructorParameters<typeof Batch>[0]> = {}) {
  const pool = new FakePool();
  let settings: Record<string, unknown> = { quality: 75 };
  const batch = new Batch({
    toolId: "test-tool",
    pool: pool as unknown as WorkerPool,
    filesPerBatch: 20,
    accepts: ["jpeg", "png"],
    settings: () => settings,
    keepMetadata: () => false,
    ...overrides,
  });
  return { batch, pool, setSettings: (next: Record<string, unknown>) => (settings = next) };
}

/** Lets intake checks and promise callbacks run. */
async function settle(predicate: () => boolean) {
  for (let attempt = 0; attempt < 200 && !predicate(); attempt += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(predicate()).toBe(true);
}

const allDone = (jobs: readonly Job[]) => jobs.every((job) => job.status === "done");

const statuses = (jobs: readonly Job[]) => jobs.map((job) => `${job.path}:${job.held ? "held" : job.status}`);

describe("Batch", () => {
  it("checks files, refuses bad ones with their reason, and feeds the pool in order", async () => {
    const { batch, pool } = makeBatch();
    batch.add([file("a.jpg"), file("empty.jpg", new Uint8Array()), file("b.jpg"), file("c.jpg")]);
    await settle(() => pool.started.length === 2);
    expect(pool.started.map((message) => message.input.name)).toEqual(["a.jpg", "b.jpg"]);
    expect(batch.getJobs().find((job) => job.path === "empty.jpg")).toMatchObject({
      status: "failed",
      error: "the file is empty (0 bytes)",
    });
    pool.finish(pool.started[0]!.jobId);
    await settle(() => pool.started.length === 3);
    expect(pool.started[2]!.input.name).toBe("c.jpg");
    expect(statuses(batch.getJobs())).toEqual(["a.jpg:done", "empty.jpg:failed", "b.jpg:processing", "c.jpg:processing"]);
  });

  it("starts a file that outweighs a worker's share of the queued work before smaller ones, keeping the results in order", async () => {
    const { batch, pool } = makeBatch();
    const large = new Uint8Array(readFileSync(path.join(corpusDir(), "photos/colorful_cups_2560x1600.jpg")));
    batch.add([file("a.jpg"), file("b.jpg")]);
    await settle(() => pool.started.length === 2);
    batch.add([file("c.jpg"), file("large.jpg", large)]);
    await settle(() => batch.getJobs().every((job) => !job.checking));
    pool.finish(pool.started[0]!.jobId);
    await settle(() => pool.started.length === 3);
    expect(pool.started[2]!.input.name).toBe("large.jpg");
    expect(batch.getJobs().map((job) => job.path)).toEqual(["a.jpg", "b.jpg", "c.jpg", "large.jpg"]);
  });

  it("hands a companion file to its photo instead of taking it as a photo, in the same drop or a later one", async () => {
    const { batch, pool } = makeBatch({ companions: { mask: ".mask.png" } });
    batch.add([file("trip/a.mask.png"), file("trip/a.jpg"), file("b.jpg")]);
    await settle(() => pool.started.length === 2);
    expect(batch.getJobs().map((job) => job.path)).toEqual(["trip/a.jpg", "b.jpg"]);
    const [first, second] = pool.started;
    expect(first!.input).toMatchObject({ name: "a.jpg", companions: { mask: { name: "trip/a.mask.png" } } });
    expect(second!.input).not.toHaveProperty("companions");
    pool.finish(second!.jobId);
    await settle(() => batch.getJobs()[1]?.status === "done");
    batch.add([file("B.mask.png")]);
    await settle(() => pool.started.length === 3);
    expect(pool.started[2]!.input).toMatchObject({ name: "b.jpg", companions: { mask: { name: "B.mask.png" } } });
  });

  it("lists a companion whose photo is missing as failed, and pairs it when the photo comes", async () => {
    const { batch, pool } = makeBatch({ companions: { mask: ".mask.png" } });
    batch.add([file("c.mask.png")]);
    await settle(() => batch.getJobs()[0]?.status === "failed");
    expect(batch.getJobs()[0]?.error).toBe("a mask for “c”, which is not in the batch: add that file and this mask goes with it");
    expect(pool.started).toHaveLength(0);
    batch.add([file("c.jpg")]);
    await settle(() => pool.started.length === 1);
    expect(batch.getJobs().map((job) => job.path)).toEqual(["c.jpg"]);
    expect(pool.started[0]!.input).toMatchObject({ companions: { mask: { name: "c.mask.png" } } });
  });

  it("refuses formats the tool does not read", async () => {
    const { batch } = makeBatch({ accepts: ["png"] });
    batch.add([file("a.jpg")]);
    await settle(() => batch.getJobs()[0]?.status === "failed");
    expect(batch.getJobs()[0]?.error).toBe("this tool does not read JPEG images");
  });

  it("reads the settings when a file starts, so a change applies to the next files", async () => {
    const { batch, pool, setSettings } = makeBatch();
    batch.add([file("a.jpg"), file("b.jpg"), file("c.jpg")]);
    await settle(() => pool.started.length === 2);
    setSettings({ quality: 40 });
    pool.finish(pool.started[0]!.jobId);
    await settle(() => pool.started.length === 3);
    expect(pool.started.map((message) => message.settings.quality)).toEqual([75, 75, 40]);
  });

  it("holds files past the free limit and never drops finished work", async () => {
    const { batch, pool } = makeBatch({ filesPerBatch: 2 });
    batch.add([file("a.jpg"), file("b.jpg"), file("c.jpg")]);
    await settle(() => batch.heldCount() === 1);
    pool.finish(pool.started[0]!.jobId);
    await settle(() => batch.getJobs()[0]?.status === "done");
    expect(statuses(batch.getJobs())).toEqual(["a.jpg:done", "b.jpg:processing", "c.jpg:held"]);
    expect(pool.started).toHaveLength(2);
    batch.setFilesPerBatch(Infinity);
    await settle(() => pool.started.length === 3);
    expect(batch.heldCount()).toBe(0);
  });

  it("cancels, retries and re-runs", async () => {
    const { batch, pool } = makeBatch();
    batch.add([file("a.jpg"), file("b.jpg")]);
    await settle(() => pool.started.length === 2);
    const [a, b] = batch.getJobs();
    batch.cancel(a!.id);
    pool.fail(b!.id, "the codec crashed");
    await settle(() => batch.getJobs().every((job) => job.status === "failed"));
    expect(batch.getJobs().map((job) => job.error)).toEqual(["cancelled", "the codec crashed"]);
    batch.retryFailed();
    await settle(() => pool.started.length === 4);
    pool.finish(pool.started[2]!.jobId);
    pool.finish(pool.started[3]!.jobId);
    await settle(() => batch.getJobs().every((job) => job.status === "done"));
    batch.rerunAll();
    await settle(() => pool.started.length === 6);
  });

  it("lays a file's own settings over the batch's", async () => {
    const { batch, pool } = makeBatch();
    batch.add([file("a.jpg")]);
    await settle(() => pool.started.length === 1);
    pool.finish(pool.started[0]!.jobId);
    await settle(() => batch.getJobs()[0]?.status === "done");
    batch.setOverrides(batch.getJobs()[0]!.id, { quality: 10 });
    await settle(() => pool.started.length === 2);
    expect(pool.started[1]!.settings).toEqual({ quality: 10 });
  });

  it("uses one file's own setting on every file: it and every file following the batch run again with it", async () => {
    const { batch, pool, setSettings } = makeBatch();
    const finishAll = () => settle(() => (pool.started.forEach((started) => pool.finish(started.jobId)), allDone(batch.getJobs())));
    batch.add([file("a.jpg"), file("b.jpg"), file("c.jpg")]);
    await finishAll();
    const [a, b, c] = batch.getJobs();
    batch.setOverrides(a!.id, { marks: "remove rect 0 0 1 1", grow: 3 });
    batch.setOverrides(c!.id, { marks: "keep rect 0 0 1 1" });
    await finishAll();
    const before = pool.started.length;

    // As the page does: the batch's settings first, then the runs.
    setSettings({ quality: 75, marks: "remove rect 0 0 1 1" });
    batch.useForEveryFile(a!.id, ["marks"]);
    await finishAll();
    const rerun = pool.started.slice(before);
    expect(rerun.map((started) => started.jobId).sort()).toEqual([a!.id, b!.id].sort());
    for (const started of rerun) expect(started.settings).toMatchObject({ marks: "remove rect 0 0 1 1" });
    expect(rerun.find((started) => started.jobId === a!.id)?.settings).toMatchObject({ grow: 3 });
    expect(batch.getJobs().map((job) => job.overrides)).toEqual([{ grow: 3 }, null, { marks: "keep rect 0 0 1 1" }]);
  });

  it("restarts a running file whose own settings changed", async () => {
    const { batch, pool } = makeBatch();
    batch.add([file("a.jpg")]);
    await settle(() => pool.started.length === 1);
    batch.setOverrides(batch.getJobs()[0]!.id, { quality: 5 });
    await settle(() => pool.started.length === 2);
    expect(pool.started[1]!.settings).toEqual({ quality: 5 });
    pool.finish(pool.started[1]!.jobId);
    await settle(() => batch.getJobs()[0]?.status === "done");
  });

  it("hands a PDF over as a document, and runs it again with the password the visitor typed", async () => {
    const { batch, pool } = makeBatch({ accepts: ["pdf"] });
    batch.add([file("report.pdf", pdf)]);
    await settle(() => pool.started.length === 1);
    expect(pool.started[0]!.input).toMatchObject({ kind: "document", name: "report.pdf", format: "pdf", password: undefined });
    pool.fail(pool.started[0]!.jobId, new PasswordError("needed"));
    await settle(() => batch.getJobs()[0]?.status === "failed");
    expect(batch.getJobs()[0]).toMatchObject({ asksPassword: "needed", error: expect.stringContaining("protected by a password") });

    batch.unlock(batch.getJobs()[0]!.id, "s3cret");
    await settle(() => pool.started.length === 2);
    expect(batch.getJobs()[0]).toMatchObject({ status: "processing", asksPassword: null });
    expect(pool.started[1]!.input).toMatchObject({ kind: "document", password: "s3cret" });
    expect(pool.started[1]!.settings).toEqual({ quality: 75 });
    pool.fail(pool.started[1]!.jobId, new PasswordError("wrong"));
    await settle(() => batch.getJobs()[0]?.asksPassword === "wrong");
  });

  it("refuses a PDF in an image tool and an image in a PDF tool", async () => {
    const images = makeBatch();
    images.batch.add([file("report.pdf", pdf)]);
    await settle(() => images.batch.getJobs()[0]?.status === "failed");
    expect(images.batch.getJobs()[0]?.error).toBe("this tool does not read PDF documents");
    const documents = makeBatch({ accepts: ["pdf"] });
    documents.batch.add([file("a.jpg"), file("notes.pdf", new TextEncoder().encode("just some text"))]);
    await settle(() => documents.batch.getJobs().every((job) => job.status === "failed"));
    expect(documents.batch.getJobs().map((job) => job.error)).toEqual([
      "this tool does not read JPEG images",
      "unsupported file type: this is a text file, not a PDF",
    ]);
  });

  it("hands a book over as a text, and refuses an image to a tool that reads books", async () => {
    const { batch, pool } = makeBatch({ accepts: ["txt", "epub", "pdf"] });
    batch.add([file("novel.txt", new TextEncoder().encode("Chapter 1\n\nIt was a dark and stormy night.")), file("a.jpg")]);
    await settle(() => pool.started.length === 1 && batch.getJobs()[1]?.status === "failed");
    expect(pool.started[0]!.input).toMatchObject({ kind: "text", name: "novel.txt", format: "txt" });
    expect(batch.getJobs()[1]?.error).toBe("this tool does not read JPEG images");
  });

  it("makes one job per generated source", async () => {
    const { batch, pool } = makeBatch();
    batch.addGenerated([
      { name: "1200x630", spec: { width: 1200, height: 630 } },
      { name: "64x64", spec: { width: 64, height: 64 } },
    ]);
    await settle(() => pool.started.length === 2);
    expect(pool.started.map((message) => message.input)).toEqual([
      { kind: "generated", name: "1200x630", spec: { width: 1200, height: 630 } },
      { kind: "generated", name: "64x64", spec: { width: 64, height: 64 } },
    ]);
  });

  it("tells subscribers about changes, batched", async () => {
    const { batch } = makeBatch();
    const listener = jest.fn();
    batch.subscribe(listener);
    batch.add([file("a.jpg"), file("b.jpg")]);
    await settle(() => listener.mock.calls.length > 0);
  });
});
