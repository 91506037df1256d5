import fs from "node:fs";
import path from "node:path";
import { bin, root, run } from "./run";

/**
 * `npm test`: type check, lint, unit tests (Jest), the API's integration tests (node:test, on SQLite
 * and on PostgreSQL), two production builds, browser tests (Playwright in Chromium, then a smoke
 * suite in Firefox and in WebKitGTK); ends with one line "N passed, N failed" over all of them.
 */
const work = path.join(root, ".e2e");
const tally = { passed: 0, failed: 0 };
/** Seconds each stage took, printed before the count: CI has a time budget (50 minutes on 2 cores). */
const stageTimes: [string, number][] = [];

async function timed<T>(stage: string, work: () => Promise<T>): Promise<T> {
  const startedAt = Date.now();
  try {
    return await work();
  } finally {
    stageTimes.push([stage, (Date.now() - startedAt) / 1000]);
  }
}

function check(name: string, ok: boolean) {
  tally[ok ? "passed" : "failed"]++;
  console.log(`\n${ok ? "✓" : "✗"} ${name}\n`);
}

/**
 * A node:test run as one timed stage: the spec report is shown (as it goes, or whole at the end for a
 * stage that runs beside another), the TAP copy counted.
 */
async function nodeTests(stage: string, report: string, files: string[], { live = true } = {}): Promise<void> {
  const tapFile = path.join(work, `${report}.tap`);
  const specFile = path.join(work, `${report}.txt`);
  await timed(stage, () =>
    run(process.execPath, [
      "--import",
      "tsx",
      "--test",
      // Two files at a time: one at a time left a core idle while a file's server and database worked (API tests 423 → 296 s).
      "--test-concurrency=2",
      "--test-reporter=spec",
      `--test-reporter-destination=${live ? "stdout" : specFile}`,
      "--test-reporter=tap",
      `--test-reporter-destination=${tapFile}`,
      ...files,
    ]),
  );
  if (!live && fs.existsSync(specFile)) process.stdout.write(fs.readFileSync(specFile, "utf8"));
  const tap = fs.existsSync(tapFile) ? fs.readFileSync(tapFile, "utf8") : "";
  const counted = (name: string) => Number(new RegExp(`^# ${name} (\\d+)$`, "m").exec(tap)?.[1] ?? NaN);
  if (Number.isNaN(counted("pass"))) check(`${stage} wrote no report`, false);
  else {
    tally.passed += counted("pass");
    tally.failed += counted("fail") + counted("cancelled");
  }
}

const readJson = <T>(file: string): T | null => (fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, "utf8")) as T) : null);

async function main() {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });

  // Each checker runs on one core: side by side they take the time of the slowest.
  const checks = await Promise.all([
    timed("typecheck", () => run(bin("tsc"), ["--noEmit"])),
    timed("eslint", () => run(bin("eslint"), [".", "--max-warnings=0"])),
    timed("prettier", () => run(bin("prettier"), ["--check", "."])),
  ]);
  for (const [index, name] of ["typecheck", "eslint", "prettier"].entries()) check(name, checks[index] === 0);

  const jestReport = path.join(work, "jest.json");
  // Jest's default leaves a core for the machine (one worker on two cores); CI has nothing else to run.
  await timed("jest", () => run(bin("jest"), ["--maxWorkers=2", "--json", `--outputFile=${jestReport}`]));
  const jest = readJson<{ numPassedTests: number; numFailedTests: number; numRuntimeErrorTestSuites: number }>(jestReport);
  if (jest) {
    tally.passed += jest.numPassedTests;
    tally.failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
  } else check("jest wrote no report", false);

  // The API's integration tests: a real server on loopback.
  const apiTests = fs.readdirSync(path.join(root, "server", "test")).filter((file) => file.endsWith(".itest.ts"));
  await nodeTests(
    "API tests",
    "api-tests",
    apiTests.map((file) => path.join("server", "test", file)),
  );

  // The deploy test needs two builds that differ in their code: B first, then A, which stays in public/.
  const build = (id: string) =>
    timed(`gatsby build ${id}`, async () => (await run(bin("gatsby"), ["build"], { env: { GATSBY_BUILD_ID: id } })) === 0);
  const builtB = await build("e2e-b");
  if (builtB) fs.cpSync(path.join(root, "public"), path.join(work, "build-b"), { recursive: true });
  const builtA = await build("e2e-a");
  if (builtA) fs.cpSync(path.join(root, "public"), path.join(work, "build-a"), { recursive: true });
  check("gatsby build", builtA && builtB);

  if (builtA && builtB) {
    const e2eReport = path.join(work, "playwright.json");
    await timed("browser tests", () => run(bin("playwright"), ["test"], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport } }));
    const stats = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport)?.stats;
    if (stats) {
      tally.passed += stats.expected + stats.flaky;
      tally.failed += stats.unexpected;
    } else check("playwright wrote no report", false);
    // The other engines, Firefox ESR and WebKitGTK, run the smoke suite of e2e/engines/ on the same build,
    // side by side: each drives one browser that keeps about one core busy, so together they take the
    // time of the slower one (248 s against 483 s one after the other, measured on 2 cores).
    await Promise.all([
      nodeTests("firefox smoke", "firefox-smoke", [path.join("e2e", "engines", "firefox.smoke.ts")], { live: false }),
      nodeTests("webkit smoke", "webkit-smoke", [path.join("e2e", "engines", "webkit.smoke.ts")], { live: false }),
    ]);
  }

  console.log("\nTime per stage:");
  for (const [stage, seconds] of stageTimes) console.log(`  ${stage.padEnd(20)} ${seconds.toFixed(0).padStart(5)} s`);
  console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
  process.exit(tally.failed === 0 ? 0 : 1);
}

void main();
