/**
 * The files of a tool folder (src/tools/<id>/) and what finds each one by the folder's name: every
 * side reads the meta, the page loads index.ts where the tool has one (its own Options or result
 * panel: src/bulk/ui/ToolLoader.tsx, else the meta alone), the worker process.ts
 * (src/bulk/pool/tool.worker.ts), the API server and the CLI server.ts (server/processing/tool-servers.ts).
 */
export const TOOL_FILES = { meta: "meta.ts", panels: "index.ts", worker: "process.ts", server: "server.ts" } as const;

/** Whether a folder is a tool of the browser's, from which of its files exist: its meta and its worker's file. */
export function isBrowserTool(has: (file: string) => boolean): boolean {
  return has(TOOL_FILES.meta) && has(TOOL_FILES.worker);
}
