// `npm run bench`: every benchmark in bench/ (each writes a JSON and a Markdown table to bench/results/).
import fs from "node:fs";
import path from "node:path";
import { run } from "../scripts/run.mjs";

const here = import.meta.dirname;
const benches = fs
  .readdirSync(here)
  .filter((name) => name.endsWith(".mjs") && !["run.mjs", "site.mjs"].includes(name))
  .sort();
let failed = 0;
for (const name of benches) {
  console.log(`\n== ${name}`);
  if ((await run(process.execPath, [path.join(here, name)])) !== 0) failed++;
}
process.exit(failed ? 1 : 0);
