/** Spec §5: a value counts as empty when missing, an object with no keys, or a string blank after trimming. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

/** Spec §5: text parsed as JSON is accepted only if it yields an object (arrays are objects too). */
export function parseJsonObject<T extends object = Record<string, unknown>>(text: string | null | undefined): T | null {
  if (isEmpty(text)) return null;
  try {
    const parsed: unknown = JSON.parse(text as string);
    return typeof parsed === "object" && parsed !== null ? (parsed as T) : null;
  } catch {
    return null;
  }
}

/**
 * A state updater that keeps the current value when the next one has the same JSON: React then skips
 * the re-render a new but equal object would cost (settings read back from storage, say).
 */
export function unlessSameJson<T>(next: T): (current: T) => T {
  return (current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next);
}
