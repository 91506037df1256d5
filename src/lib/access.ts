/**
 * How many files a visitor may process in one batch of a tool. Until licenses land this is the free
 * limit: the default, or a per-tool override keyed by the tool's page path.
 */
export const DEFAULT_FREE_FILES_PER_BATCH = 20;

/** Per-tool free limits that differ from the default, keyed by tool path (e.g. "/tools/bulk-flip-image/"). */
export const FREE_FILES_PER_BATCH: Readonly<Record<string, number>> = {};

export interface AccessAnswer {
  /** Files allowed in one batch; Infinity when unlimited. */
  filesPerBatch: number;
  /** Where to send the visitor to lift the limit. */
  upgradeHref: string;
}

export function batchAccess(toolPath: string): AccessAnswer {
  const configured = Number(process.env.GATSBY_FREE_FILES_PER_BATCH);
  const fallback = Number.isInteger(configured) && configured > 0 ? configured : DEFAULT_FREE_FILES_PER_BATCH;
  return {
    filesPerBatch: FREE_FILES_PER_BATCH[toolPath] ?? fallback,
    upgradeHref: `/pricing/?tool=${encodeURIComponent(toolPath)}`,
  };
}
