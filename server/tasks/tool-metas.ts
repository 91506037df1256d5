/**
 * The metas of all tools, read from the tool folders themselves. The CLI's bundle has no tool
 * folders to read: its build (cli/build.ts) puts the same list in this module's place.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import type { ToolMeta } from "../../src/domain/tool";

const TOOLS_DIR = path.join(__dirname, "../../src/tools");

export function toolMetas(): ToolMeta[] {
  const folders = readdirSync(TOOLS_DIR, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return folders
    .map((entry) => entry.name)
    .sort()
    .map((folder) => {
      // Synchronous on purpose: the action list is part of the module's surface (schemas, docs) at import time.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      return (require(path.join(TOOLS_DIR, folder, "meta")) as { default: ToolMeta }).default;
    });
}
