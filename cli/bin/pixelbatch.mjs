#!/usr/bin/env node
/**
 * The `pixelbatch` command. In the repository, where its TypeScript sits beside this file, it runs the
 * CLI from source through tsx: `npx pixelbatch` works after the root's `npm ci` (the workspace links
 * this file), with no build step and never a bundle older than the code. The npm package ships no
 * source, only the bundle `npm run build` makes, which it runs.
 */
import fs from "node:fs";

const source = new URL("../src/main.ts", import.meta.url);
if (fs.existsSync(source)) {
  // Both of tsx's hooks, as `node --import tsx` registers them: the CLI loads its engines with import().
  (await import("tsx/esm/api")).register();
  (await import("tsx/cjs/api")).register();
  await import(source.href);
} else {
  await import("../dist/pixelbatch.js");
}
