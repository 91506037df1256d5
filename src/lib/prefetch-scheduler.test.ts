import { createPrefetchScheduler } from "./prefetch-scheduler";

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const paths = (n: number) => Array.from({ length: n }, (_, i) => `/p${i + 1}/`);

describe("prefetch scheduler", () => {
  it("prefetches in batches of 4, 3 s apart", async () => {
    const prefetch = jest.fn((_path: string) => Promise.resolve());
    const scheduler = createPrefetchScheduler({ prefetch });
    paths(10).forEach((p) => scheduler.enqueue(p));

    await jest.advanceTimersByTimeAsync(2999);
    expect(prefetch).not.toHaveBeenCalled();

    await jest.advanceTimersByTimeAsync(1);
    expect(prefetch.mock.calls.map(([p]) => p)).toEqual(["/p1/", "/p2/", "/p3/", "/p4/"]);

    await jest.advanceTimersByTimeAsync(2999);
    expect(prefetch).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenCalledTimes(8);

    await jest.advanceTimersByTimeAsync(3000);
    expect(prefetch).toHaveBeenCalledTimes(10);
    expect(scheduler.pending).toEqual([]);

    await jest.advanceTimersByTimeAsync(30000);
    expect(prefetch).toHaveBeenCalledTimes(10);
  });

  it("waits for a slow batch before counting the 3 s to the next", async () => {
    let release: () => void = () => undefined;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const prefetch = jest.fn((path: string) => (path === "/p1/" ? slow : Promise.resolve()));
    const scheduler = createPrefetchScheduler({ prefetch });
    paths(5).forEach((p) => scheduler.enqueue(p));

    await jest.advanceTimersByTimeAsync(3000);
    expect(prefetch).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(10000);
    expect(prefetch).toHaveBeenCalledTimes(4);

    release();
    await jest.advanceTimersByTimeAsync(2999);
    expect(prefetch).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenLastCalledWith("/p5/");
  });

  it("prefetches each path once", async () => {
    const prefetch = jest.fn((_path: string) => Promise.resolve());
    const scheduler = createPrefetchScheduler({ prefetch });
    ["/a/", "/a/", "/b/"].forEach((p) => scheduler.enqueue(p));
    await jest.advanceTimersByTimeAsync(3000);
    scheduler.enqueue("/a/");
    await jest.advanceTimersByTimeAsync(10000);
    expect(prefetch.mock.calls.map(([p]) => p)).toEqual(["/a/", "/b/"]);
  });

  it("keeps going after a failed prefetch", async () => {
    const prefetch = jest.fn((path: string) => (path === "/p2/" ? Promise.reject(new Error("offline")) : Promise.resolve()));
    const scheduler = createPrefetchScheduler({ prefetch });
    paths(6).forEach((p) => scheduler.enqueue(p));
    await jest.advanceTimersByTimeAsync(6000);
    expect(prefetch).toHaveBeenCalledTimes(6);
  });

  it("prefetches nothing when not allowed (Save-Data, slow connection)", async () => {
    const prefetch = jest.fn((_path: string) => Promise.resolve());
    const scheduler = createPrefetchScheduler({ prefetch, isAllowed: () => false });
    paths(3).forEach((p) => scheduler.enqueue(p));
    await jest.advanceTimersByTimeAsync(10000);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it("stops for good when the check before a batch says no", async () => {
    const prefetch = jest.fn((_path: string) => Promise.resolve());
    const beforeBatch = jest.fn().mockResolvedValueOnce(true).mockResolvedValue(false);
    const scheduler = createPrefetchScheduler({ prefetch, beforeBatch });
    paths(9).forEach((p) => scheduler.enqueue(p));
    await jest.advanceTimersByTimeAsync(3000);
    expect(prefetch).toHaveBeenCalledTimes(4);
    await jest.advanceTimersByTimeAsync(3000);
    expect(prefetch).toHaveBeenCalledTimes(4);
    expect(scheduler.pending).toEqual([]);
    scheduler.enqueue("/later/");
    await jest.advanceTimersByTimeAsync(10000);
    expect(prefetch).toHaveBeenCalledTimes(4);
  });

  it("starts a new round when links appear after the queue ran dry", async () => {
    const prefetch = jest.fn((_path: string) => Promise.resolve());
    const scheduler = createPrefetchScheduler({ prefetch });
    scheduler.enqueue("/a/");
    await jest.advanceTimersByTimeAsync(3000);
    scheduler.enqueue("/b/");
    await jest.advanceTimersByTimeAsync(2999);
    expect(prefetch).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(prefetch).toHaveBeenLastCalledWith("/b/");
  });
});
