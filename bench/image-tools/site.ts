/**
 * The benchmark's own build of the site, with the free plan's files-per-batch limit lifted so that
 * batches of hundreds run; kept in .bench/site and rebuilt only when the sources change.
 */
import fs from "node:fs";
import path from "node:path";
import { changedSince, forgetBuild } from "../../scripts/build-state";
import { bin, root, run } from "../../scripts/run";

const SITE_DIR = path.join(root, ".bench", "site");
const STAMP = path.join(root, ".bench", "site-stamp.json");

export async function benchSite(): Promise<string> {
  if (fs.existsSync(path.join(SITE_DIR, "index.html")) && fs.existsSync(STAMP)) {
    const { builtAt } = JSON.parse(fs.readFileSync(STAMP, "utf8")) as { builtAt: number };
    const changed = changedSince(builtAt);
    if (!changed) return SITE_DIR;
    console.log(`Rebuilding the benchmark's site (${changed} changed)…`);
  } else console.log("Building the benchmark's site…");
  const startedAt = Date.now();
  // Gatsby always builds into public/: what is there after this is not what npm start built.
  forgetBuild();
  if ((await run(bin("gatsby"), ["build"], { env: { GATSBY_FREE_FILES_PER_BATCH: "100000" } })) !== 0) {
    throw new Error("The site did not build; see the messages above.");
  }
  fs.rmSync(SITE_DIR, { recursive: true, force: true });
  fs.cpSync(path.join(root, "public"), SITE_DIR, { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt }));
  return SITE_DIR;
}
