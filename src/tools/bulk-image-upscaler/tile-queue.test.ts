import { type Runner, runAll } from "./tile-queue";

/** A runner that doubles numbers after a delay, recording what it held at once. */
function fakeRunner(capacity: number, delayMs: number, log: { ran: number[]; peak: number }): Runner<number, number> {
  let holding = 0;
  return {
    capacity,
    run: (item) => {
      holding += 1;
      log.peak = Math.max(log.peak, holding);
      log.ran.push(item);
      return new Promise((resolve, reject) =>
        setTimeout(() => {
          holding -= 1;
          if (item < 0) reject(new Error(`bad item ${item}`));
          else resolve(item * 2);
        }, delayMs),
      );
    },
  };
}

describe("runAll", () => {
  it("runs every item once, spread over the runners within their capacity", async () => {
    const fast = { ran: [] as number[], peak: 0 };
    const slow = { ran: [] as number[], peak: 0 };
    const results = new Map<number, number>();
    const order: number[] = [];
    const items = Array.from({ length: 12 }, (_, index) => index);
    await runAll(
      items,
      [fakeRunner(2, 5, fast), fakeRunner(1, 12, slow)],
      (item, result, done) => {
        results.set(item, result);
        order.push(done);
      },
      new AbortController().signal,
    );
    expect([...results.entries()].sort(([a], [b]) => a - b)).toEqual(items.map((item) => [item, item * 2]));
    expect(order).toEqual(items.map((item) => item + 1));
    expect([...fast.ran, ...slow.ran].sort((a, b) => a - b)).toEqual(items);
    expect(fast.peak).toBe(2);
    expect(slow.peak).toBe(1);
    expect(slow.ran.length).toBeGreaterThan(0);
    expect(fast.ran.length).toBeGreaterThan(slow.ran.length);
  });

  it("starts every runner on its first item before second slots", async () => {
    const first = { ran: [] as number[], peak: 0 };
    const second = { ran: [] as number[], peak: 0 };
    await runAll([0, 1, 2], [fakeRunner(2, 5, first), fakeRunner(1, 5, second)], () => undefined, new AbortController().signal);
    expect(first.ran.slice(0, 2)).toEqual([0, 2]);
    expect(second.ran[0]).toBe(1);
  });

  it("resolves at once with nothing to do", async () => {
    await expect(
      runAll([], [fakeRunner(1, 1, { ran: [], peak: 0 })], () => undefined, new AbortController().signal),
    ).resolves.toBeUndefined();
  });

  it("fails with the first error and starts nothing more", async () => {
    const log = { ran: [] as number[], peak: 0 };
    await expect(runAll([1, -2, 3, 4, 5], [fakeRunner(1, 2, log)], () => undefined, new AbortController().signal)).rejects.toThrow(
      "bad item -2",
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(log.ran).toEqual([1, -2]);
  });

  it("stops when aborted", async () => {
    const log = { ran: [] as number[], peak: 0 };
    const controller = new AbortController();
    const running = runAll([1, 2, 3, 4], [fakeRunner(1, 10, log)], () => undefined, controller.signal);
    setTimeout(() => controller.abort(new Error("cancelled")), 15);
    await expect(running).rejects.toThrow("cancelled");
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(log.ran).toEqual([1, 2]);
  });
});
