/** A loader whose result is kept per key; a failed load is forgotten, so the next call tries again. */
export function loadOnce<K, V>(load: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const loaded = new Map<K, Promise<V>>();
  return (key) => {
    let value = loaded.get(key);
    if (!value) {
      value = load(key);
      value.catch(() => loaded.delete(key));
      loaded.set(key, value);
    }
    return value;
  };
}
