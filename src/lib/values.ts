/** Spec §5: a value counts as empty when missing, an object with no keys, or a string blank after trimming. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === "string") return value.trim() === "";
  if (typeof value === "object") return Object.keys(value).length === 0;
  return false;
}

function parseJson(text: string | null | undefined): unknown {
  if (isEmpty(text)) return null;
  try {
    return JSON.parse(text as string);
  } catch {
    return null;
  }
}

/** Spec §5: text parsed as JSON is accepted only if it yields an object; an array is not one. */
export function parseJsonObject<T extends object = Record<string, unknown>>(text: string | null | undefined): T | null {
  const parsed = parseJson(text);
  return typeof parsed === "object" && parsed !== null && !Array.isArray(parsed) ? (parsed as T) : null;
}

/** The one stored value that is a list (spec §3: the license entries); anything but an array reads as none. */
export function parseJsonList(text: string | null | undefined): unknown[] | null {
  const parsed = parseJson(text);
  return Array.isArray(parsed) ? (parsed as unknown[]) : null;
}

/**
 * A state updater that keeps the current value when the next one has the same JSON: React then skips
 * the re-render a new but equal object would cost (settings read back from storage, say).
 */
export function unlessSameJson<T>(next: T): (current: T) => T {
  return (current) => (JSON.stringify(current) === JSON.stringify(next) ? current : next);
}
