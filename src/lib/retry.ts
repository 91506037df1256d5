/**
 * Retry policy for page resources (spec §2, §9): a failed load is tried again up to three times,
 * then the caller gives up and loads the target as a full page. Gatsby's loader applies the same
 * count to page-data (cache-dir/loader.js); this module applies it to the JavaScript chunks.
 */
export const MAX_RETRIES = 3;

/** Delay before retry number `retry` (1-based): 200 ms, 400 ms, 800 ms. A short back-off, since a user is waiting. */
export function retryDelayMs(retry: number): number {
  return 200 * 2 ** (Math.max(1, retry) - 1);
}

export interface RetryOptions {
  retries?: number;
  delayMs?: (retry: number) => number;
  sleep?: (ms: number) => Promise<void>;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `task`, and again after each failure until it succeeds or `retries` more attempts failed; then rethrows the last error. */
export async function withRetries<T>(task: (attempt: number) => Promise<T>, options: RetryOptions = {}): Promise<T> {
  const { retries = MAX_RETRIES, delayMs = retryDelayMs, sleep = defaultSleep } = options;
  for (let attempt = 0; ; attempt++) {
    try {
      return await task(attempt);
    } catch (error) {
      if (attempt >= retries) throw error;
      await sleep(delayMs(attempt + 1));
    }
  }
}

type ChunkId = string | number;
export type EnsureChunk = (chunkId: ChunkId) => Promise<unknown>;

/**
 * Wraps webpack's chunk loader (`__webpack_require__.e`) with the retry policy. Webpack forgets a
 * chunk whose script failed, so calling it again really downloads again.
 */
export function retryingEnsureChunk(ensure: EnsureChunk, options: RetryOptions = {}): EnsureChunk {
  return (chunkId) => withRetries(() => ensure(chunkId), options);
}
