/**
 * The metas of all tools, read from the tool folders themselves (tool-folders.ts). The CLI's bundle
 * has no tool folders to read: its build (cli/build.ts) puts the same list in this module's place.
 */
import path from "node:path";
import type { ToolMeta } from "../../src/domain/tool";
import { TOOL_FILES } from "../../src/lib/tool-files";
import { toolFolders } from "./tool-folders";

export function toolMetas(): ToolMeta[] {
  return toolFolders().map((folder) => {
    // Synchronous on purpose: the action list is part of the module's surface (schemas, docs) at import time.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const meta = (require(path.join(folder.dir, TOOL_FILES.meta)) as { default: ToolMeta }).default;
    if (meta.id !== folder.id) throw new Error(`The meta in src/tools/${folder.id}/ names the tool "${meta.id}".`);
    return meta;
  });
}
