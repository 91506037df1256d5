/** Network Information API fields we read; absent in Firefox and Safari, where prefetching stays on. */
interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW = new Set(["slow-2g", "2g", "3g"]);

/** False on Save-Data or a connection slower than 4G: prefetching would compete with what the visitor asked for. */
export function prefetchAllowed(nav: { connection?: ConnectionInfo } | undefined): boolean {
  const connection = nav?.connection;
  if (!connection) return true;
  if (connection.saveData) return false;
  return !SLOW.has(connection.effectiveType ?? "");
}
