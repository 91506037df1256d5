/**
 * A patch to one file's own settings: keys set to a value become its own, keys set to undefined go
 * back to following the batch's, and a file left with none of its own follows the batch entirely
 * (null), so a tool with two per-file settings can hand one back without losing the other.
 */
export function mergedOverrides(
  current: Record<string, unknown> | null | undefined,
  patch: Record<string, unknown> | null,
): Record<string, unknown> | null {
  if (!patch) return null;
  const merged = Object.fromEntries(Object.entries({ ...current, ...patch }).filter(([, value]) => value !== undefined));
  return Object.keys(merged).length > 0 ? merged : null;
}
