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

/** `startOnce` for each key: one start-up per model, say, each kept once it succeeds. */
export function startOncePerKey<K, V>(start: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const started = new Map<K, () => Promise<V>>();
  return (key) => {
    let once = started.get(key);
    if (!once) {
      once = startOnce(() => start(key));
      started.set(key, once);
    }
    return once();
  };
}
