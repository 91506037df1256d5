import fs from "node:fs";
import path from "node:path";
import { bin, run } from "../scripts/run";

/**
 * `npm run bench`: every benchmark in bench/ (`*.bench.mts`), each writing a JSON and a Markdown table
 * to bench/results/; `npm run bench -- face-shapes ai-tools` runs only those named.
 */
async function main() {
  const only = process.argv.slice(2);
  const benches = fs
    .readdirSync(__dirname)
    .filter((name) => name.endsWith(".bench.mts") && (only.length === 0 || only.includes(name.replace(/\.bench\.mts$/, ""))))
    .sort();
  if (benches.length === 0) throw new Error(`no benchmark is named ${only.join(", ")}`);
  let failed = 0;
  for (const name of benches) {
    console.log(`\n== ${name}`);
    if ((await run(bin("tsx"), [path.join(__dirname, name)])) !== 0) failed++;
  }
  process.exit(failed ? 1 : 0);
}

void main();
