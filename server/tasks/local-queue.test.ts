/** @jest-environment node */
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { LocalQueue } from "./local-queue";

describe("the SQLite queue's recurring jobs", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("run every period until the queue stops, never two runs of one job at once", async () => {
    // No tasks are taken (concurrency 0), so the database is never asked.
    const queue = new LocalQueue({} as Kysely<Database>, 0, jest.fn(), jest.fn());
    let finish: () => void = () => undefined;
    const run = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await queue.repeat({ name: "sweep", everyMinutes: 15, run });
    await jest.advanceTimersByTimeAsync(14 * 60_000);
    expect(run).toHaveBeenCalledTimes(0);
    await jest.advanceTimersByTimeAsync(60_000);
    expect(run).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(run).toHaveBeenCalledTimes(1);
    finish();
    await jest.advanceTimersByTimeAsync(15 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    finish();
    await queue.stop();
    await jest.advanceTimersByTimeAsync(60 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it("go on after a failed run, reporting it", async () => {
    const onError = jest.fn();
    const queue = new LocalQueue({} as Kysely<Database>, 0, jest.fn(), onError);
    const failure = new Error("storage unreachable");
    const run = jest.fn().mockRejectedValueOnce(failure).mockResolvedValue(undefined);
    await queue.repeat({ name: "sweep", everyMinutes: 1, run });
    await jest.advanceTimersByTimeAsync(2 * 60_000);
    expect(run).toHaveBeenCalledTimes(2);
    expect(onError).toHaveBeenCalledWith(failure);
    await queue.stop();
  });
});
