/**
 * The tool folders (src/tools/<id>/), read from the disk: nothing lists the tools by hand. The
 * server reads each folder's meta.ts (tool-metas.ts) and runs its server.ts (the runner's
 * tool-servers.ts); the page and the worker find theirs by the same folder name (src/lib/tool-files.ts).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";

export const TOOLS_DIR = path.join(__dirname, "../../src/tools");

export interface ToolFolder {
  /** The folder's name: the tool's id everywhere. */
  id: string;
  dir: string;
}

/** Every tool folder under the roots, by id; a test adds a root of made-up tools to the real one. */
export function toolFolders(roots: readonly string[] = [TOOLS_DIR]): ToolFolder[] {
  const folders = roots.flatMap((root) =>
    readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => ({ id: entry.name, dir: path.join(root, entry.name) })),
  );
  const ids = folders.map((folder) => folder.id);
  const twice = ids.find((id, index) => ids.indexOf(id) !== index);
  if (twice) throw new Error(`Two tool folders are named "${twice}".`);
  return folders.sort((a, b) => a.id.localeCompare(b.id));
}

/** The path of the folder's file of that name (one of TOOL_FILES), if the folder has it. */
export function folderFile(folder: ToolFolder, name: string): string | null {
  const file = path.join(folder.dir, name);
  return existsSync(file) ? file : null;
}
