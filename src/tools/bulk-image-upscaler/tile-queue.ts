/** Hands tiles to whichever runner (this worker, a nested worker) has room, until all are done. */

export interface Runner<T, R> {
  /**
   * Items it may hold at once. A worker across a message channel gets two, so that it starts its
   * next tile at once even while the thread that would hand it one is busy with a tile of its own.
   */
  capacity: number;
  run: (item: T) => Promise<R>;
}

/**
 * Runs every item once, in order of start; `onResult` sees each result as it arrives (in any
 * order). Rejects with the first failure, or with the signal's reason when it aborts; either way no
 * further item starts.
 */
export function runAll<T, R>(
  items: readonly T[],
  runners: readonly Runner<T, R>[],
  onResult: (item: T, result: R, done: number) => void,
  signal: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    let next = 0;
    let done = 0;
    let settled = false;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", aborted);
      if (error === undefined) resolve();
      else reject(error);
    };
    const aborted = () => settle(signal.reason);
    const feed = (runner: Runner<T, R>) => {
      if (settled || next >= items.length) return;
      const item = items[next] as T;
      next += 1;
      runner.run(item).then((result) => {
        if (settled) return;
        done += 1;
        onResult(item, result, done);
        if (done === items.length) settle();
        else feed(runner);
      }, settle);
    };
    if (signal.aborted) return settle(signal.reason);
    signal.addEventListener("abort", aborted);
    if (items.length === 0) return settle();
    // One item to each runner in turn, then their second slots, so that all start working at once.
    const slots = Math.max(...runners.map((runner) => runner.capacity));
    for (let slot = 0; slot < slots; slot += 1) for (const runner of runners) if (slot < runner.capacity) feed(runner);
  });
}
