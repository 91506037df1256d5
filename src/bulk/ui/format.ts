/** Numbers as the results panel words them. */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(bytes < 10 * 1024 ? 1 : 0)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(bytes < 10 * 1024 * 1024 ? 2 : 1)} MB`;
}

/** "-62%" when smaller, "+8%" when larger, "±0%" when equal. */
export function sizeChange(before: number, after: number): string {
  if (before <= 0) return "";
  const change = Math.round(((after - before) / before) * 100);
  if (change === 0) return "±0%";
  return change < 0 ? `−${-change}%` : `+${change}%`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
