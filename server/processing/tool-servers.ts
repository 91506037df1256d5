/**
 * Each tool's Node runner, its folder's server.ts, by tool id (tool-folders.ts), loaded when first
 * asked for: a CLI run or a runner process loads only the code of the actions it runs (all of them,
 * with their model runtimes and PDF.js, took 0.6 s to load). By `require`: lazy in the CommonJS the
 * server and its runners run as (an `import()` goes through the ESM loader, which the runners'
 * tsx/cjs does not register). The CLI's runner bundle has no tool folders to read: its build
 * (cli/build.ts) puts the same loaders, with literal paths esbuild bundles, in this module's place.
 */
import { TOOL_FILES } from "../../src/lib/tool-files";
import { folderFile, toolFolders } from "../tasks/tool-folders";

export function toolServers(): Record<string, () => unknown> {
  const servers: Record<string, () => unknown> = Object.create(null) as Record<string, () => unknown>;
  for (const folder of toolFolders()) {
    const file = folderFile(folder, TOOL_FILES.server);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    if (file) servers[folder.id] = () => require(file) as unknown;
  }
  return servers;
}
