// `npm test`: type check, lint, unit tests (Jest), two production builds, browser tests (Playwright);
// ends with one line "N passed, N failed" over all of them.
import fs from "node:fs";
import path from "node:path";
import { bin, root, run } from "./run.mjs";

const work = path.join(root, ".e2e");
fs.rmSync(work, { recursive: true, force: true });
fs.mkdirSync(work, { recursive: true });

const tally = { passed: 0, failed: 0 };
const count = (name, ok) => {
  tally[ok ? "passed" : "failed"]++;
  console.log(`\n${ok ? "✓" : "✗"} ${name}\n`);
};
const readJson = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, "utf8")) : null);

count("typecheck", (await run(bin("tsc"), ["--noEmit"])) === 0);
count("eslint", (await run(bin("eslint"), [".", "--max-warnings=0"])) === 0);
count("prettier", (await run(bin("prettier"), ["--check", "."])) === 0);

const jestReport = path.join(work, "jest.json");
await run(bin("jest"), ["--json", `--outputFile=${jestReport}`]);
const jest = readJson(jestReport);
if (jest) {
  tally.passed += jest.numPassedTests;
  tally.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
} else count("jest (no report)", false);

// The deploy test needs two builds that differ: build B first, then A, which stays in public/.
const build = async (id) => (await run(bin("gatsby"), ["build"], { env: { GATSBY_BUILD_ID: id } })) === 0;
const builtB = await build("e2e-b");
if (builtB) fs.cpSync(path.join(root, "public"), path.join(work, "build-b"), { recursive: true });
const builtA = await build("e2e-a");
if (builtA) fs.cpSync(path.join(root, "public"), path.join(work, "build-a"), { recursive: true });
count("gatsby build", builtA && builtB);

if (builtA && builtB) {
  const e2eReport = path.join(work, "playwright.json");
  await run(bin("playwright"), ["test"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } });
  const stats = readJson(e2eReport)?.stats;
  if (stats) {
    tally.passed += stats.expected + stats.flaky;
    tally.failed += stats.unexpected;
  } else count("playwright (no report)", false);
}

console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
