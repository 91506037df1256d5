/**
 * A start-up (a model, a runtime) shared by every caller of a worker, kept once it succeeds; a
 * failure is forgotten, so the next call tries again (a dropped download is not for good).
 */
export function startOnce<T>(start: () => Promise<T>): () => Promise<T> {
  let started: Promise<T> | null = null;
  return () => {
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };
}
