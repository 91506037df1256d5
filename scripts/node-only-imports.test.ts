/** @jest-environment node */
import { spawnSync } from "node:child_process";
import { bin, root } from "./run";

/**
 * The lint rule that keeps Node-only code out of the browser bundles, run as CI runs it (ESLint's
 * flat config is an ES module, which Jest cannot load): what it refuses in a worker's or a page's
 * file it allows in a tool's own server.ts and in tests.
 */
function lintErrors(fileName: string, source: string): string {
  const result = spawnSync(bin("eslint"), ["--stdin", "--stdin-filename", fileName], {
    cwd: root,
    input: source,
    encoding: "utf8",
  });
  return result.stdout;
}

const importsRunner = 'import { run } from "./server";\nexport const runner = run;\n';
const importsServer = 'import { runAction } from "../../../server/processing/run-action";\nexport const action = runAction;\n';

test("a worker's or a page's file may not import a tool's server.ts or the server's code", () => {
  expect(lintErrors("src/tools/bulk-flip-image/process.ts", importsRunner)).toMatch(/Node-only code/);
  expect(lintErrors("src/tools/bulk-flip-image/index.ts", importsServer)).toMatch(/Node-only code/);
  expect(lintErrors("src/codecs/probe.ts", 'import "../tools/bulk-flip-image/server";\n')).toMatch(/Node-only code/);
}, 60_000);

test("a tool's server.ts and its tests may", () => {
  expect(lintErrors("src/tools/bulk-flip-image/server.ts", importsServer)).not.toMatch(/Node-only code/);
  expect(lintErrors("src/tools/bulk-flip-image/server.test.ts", importsRunner)).not.toMatch(/Node-only code/);
}, 60_000);
