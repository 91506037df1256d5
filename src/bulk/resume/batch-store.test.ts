/** @jest-environment node */
import "fake-indexeddb/auto";
import { clearBatch, deleteJob, jobKey, loadBatch, saveBatch, saveJob, type StoredJob } from "./batch-store";

const job = (toolId: string, id: string, order: number, input: File | null): StoredJob => ({
  key: jobKey(toolId, id),
  toolId,
  id,
  order,
  path: `${id}.jpg`,
  input,
  companions: null,
  generated: null,
  format: "jpeg",
  width: 10,
  height: 10,
  status: "queued",
  error: null,
  outputs: [],
  note: null,
  data: null,
});

const file = (text: string) => new File([text], `${text}.jpg`, { type: "image/jpeg" });

describe("batch store", () => {
  beforeEach(async () => {
    await clearBatch("flip");
    await clearBatch("crop");
  });

  it("puts a job's input back beside its latest state, in batch order", async () => {
    await saveBatch({ toolId: "flip", settings: { turn: 90 }, updatedAt: 1 });
    await saveJob(job("flip", "b", 2, file("second")), true);
    await saveJob(job("flip", "a", 1, file("first")), true);
    await saveJob({ ...job("flip", "a", 1, file("first")), status: "done" }, false);

    const stored = await loadBatch("flip");
    expect(stored?.batch.settings).toEqual({ turn: 90 });
    expect(stored?.jobs.map((each) => [each.id, each.status])).toEqual([
      ["a", "done"],
      ["b", "queued"],
    ]);
    expect(await stored?.jobs[0]?.input?.text()).toBe("first");
  });

  it("forgets a removed job's input, and a cleared tool's inputs only", async () => {
    await saveBatch({ toolId: "flip", settings: {}, updatedAt: 1 });
    await saveBatch({ toolId: "crop", settings: {}, updatedAt: 1 });
    await saveJob(job("flip", "a", 1, file("a")), true);
    await saveJob(job("flip", "b", 2, file("b")), true);
    await saveJob(job("crop", "c", 1, file("c")), true);

    await deleteJob("flip", "a");
    expect((await loadBatch("flip"))?.jobs.map((each) => each.id)).toEqual(["b"]);

    await clearBatch("flip");
    expect(await loadBatch("flip")).toBeNull();
    expect(await (await loadBatch("crop"))?.jobs[0]?.input?.text()).toBe("c");
  });
});
