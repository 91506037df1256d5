/**
 * Prefetching of internal links in view (spec §9): batches of 4 paths, 3 s apart, each path once.
 * It replaces Gatsby's core prefetching (turned off with `disableCorePrefetching`) so that the
 * batch rules, the connection check and the new-build check live in one tested place.
 */
export const PREFETCH_BATCH_SIZE = 4;
export const PREFETCH_INTERVAL_MS = 3000;

export interface PrefetchSchedulerOptions {
  /** Loads one path's resources. Failures are ignored: navigation will simply load it again. */
  prefetch: (path: string) => Promise<unknown>;
  /** Asked before each batch; false drops the queue and stops the scheduler for good. */
  beforeBatch?: () => Promise<boolean> | boolean;
  /** Asked on each enqueue; false (Save-Data, a slow connection) skips the path. */
  isAllowed?: () => boolean;
  batchSize?: number;
  intervalMs?: number;
}

export interface PrefetchScheduler {
  enqueue(path: string): void;
  stop(): void;
  readonly pending: readonly string[];
}

export function createPrefetchScheduler(options: PrefetchSchedulerOptions): PrefetchScheduler {
  const { prefetch, beforeBatch, isAllowed = () => true, batchSize = PREFETCH_BATCH_SIZE, intervalMs = PREFETCH_INTERVAL_MS } = options;
  const queue: string[] = [];
  const seen = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let stopped = false;

  const schedule = () => {
    if (timer === null && !running && !stopped && queue.length > 0) {
      timer = setTimeout(() => {
        timer = null;
        void runBatch();
      }, intervalMs);
    }
  };

  const runBatch = async () => {
    running = true;
    try {
      if (beforeBatch && !(await beforeBatch())) {
        stop();
        return;
      }
      const batch = queue.splice(0, batchSize);
      await Promise.allSettled(batch.map((path) => prefetch(path)));
    } finally {
      running = false;
    }
    schedule();
  };

  const stop = () => {
    stopped = true;
    queue.length = 0;
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  return {
    enqueue(path) {
      if (stopped || seen.has(path) || !isAllowed()) return;
      seen.add(path);
      queue.push(path);
      schedule();
    },
    stop,
    get pending() {
      return [...queue];
    },
  };
}
