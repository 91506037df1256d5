import { MAX_RETRIES, retryDelayMs, retryingEnsureChunk, withRetries } from "./retry";

const noSleep = () => Promise.resolve();

describe("retry policy", () => {
  it("retries three times", () => {
    expect(MAX_RETRIES).toBe(3);
  });

  it("backs off 200, 400, 800 ms", () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([200, 400, 800]);
  });

  it("returns the first success without retrying", async () => {
    const task = jest.fn().mockResolvedValue("ok");
    await expect(withRetries(task, { sleep: noSleep })).resolves.toBe("ok");
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("succeeds on a later attempt", async () => {
    const task = jest.fn().mockRejectedValueOnce(new Error("a")).mockRejectedValueOnce(new Error("b")).mockResolvedValue("ok");
    await expect(withRetries(task, { sleep: noSleep })).resolves.toBe("ok");
    expect(task).toHaveBeenCalledTimes(3);
    expect(task.mock.calls.map(([attempt]) => attempt)).toEqual([0, 1, 2]);
  });

  it("gives up after 1 try and 3 retries, with the last error", async () => {
    let n = 0;
    const task = jest.fn(() => Promise.reject(new Error(`fail ${++n}`)));
    const sleeps: number[] = [];
    await expect(
      withRetries(task, {
        sleep: (ms) => {
          sleeps.push(ms);
          return Promise.resolve();
        },
      }),
    ).rejects.toThrow("fail 4");
    expect(task).toHaveBeenCalledTimes(4);
    expect(sleeps).toEqual([200, 400, 800]);
  });

  it("waits between attempts with real timers", async () => {
    jest.useFakeTimers();
    try {
      const task = jest.fn().mockRejectedValueOnce(new Error("a")).mockResolvedValue("ok");
      const result = withRetries(task);
      await jest.advanceTimersByTimeAsync(199);
      expect(task).toHaveBeenCalledTimes(1);
      await jest.advanceTimersByTimeAsync(1);
      await expect(result).resolves.toBe("ok");
      expect(task).toHaveBeenCalledTimes(2);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe("retryingEnsureChunk", () => {
  it("loads a chunk again after a failure", async () => {
    const ensure = jest.fn().mockRejectedValueOnce(new Error("Loading chunk 7 failed.")).mockResolvedValue(undefined);
    const retrying = retryingEnsureChunk(ensure, { sleep: noSleep });
    await expect(retrying(7)).resolves.toBeUndefined();
    expect(ensure).toHaveBeenNthCalledWith(2, 7);
  });

  it("lets the failure through after the retries so Gatsby loads the page in full", async () => {
    const ensure = jest.fn().mockRejectedValue(new Error("Loading chunk 7 failed."));
    await expect(retryingEnsureChunk(ensure, { sleep: noSleep })("x")).rejects.toThrow("Loading chunk 7 failed.");
    expect(ensure).toHaveBeenCalledTimes(4);
  });
});
