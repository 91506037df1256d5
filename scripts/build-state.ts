import fs from "node:fs";
import path from "node:path";
import { SITE_ENV_VARS } from "../src/site-config";
import { bin, root, run } from "./run";

/** Decides whether public/ is older than what it is built from, so `npm start` builds only when needed. */
const STAMP = path.join(root, ".cache", "site-build-stamp.json");
const INPUTS = [
  "src",
  "content",
  "static",
  "plugins",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package-lock.json",
];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), stat.mtimeMs);
}

const buildEnv = () => Object.fromEntries(SITE_ENV_VARS.map((name) => [name, process.env[name] ?? null]));

/** The first site source changed after `builtAt` (ms since the epoch), or null. */
export function changedSince(builtAt: number): string | null {
  return INPUTS.find((input) => newestMtime(path.join(root, input)) > builtAt) ?? null;
}

export function buildReason(): string | null {
  if (!fs.existsSync(path.join(root, "public", "index.html"))) return "no build yet";
  if (!fs.existsSync(STAMP)) return "the build was not made by npm start";
  const stamp = JSON.parse(fs.readFileSync(STAMP, "utf8")) as { builtAt: number; env: unknown };
  if (JSON.stringify(stamp.env) !== JSON.stringify(buildEnv())) return "build settings changed";
  const changed = changedSince(stamp.builtAt);
  return changed ? `${changed} changed since the last build` : null;
}

/** Marks public/ as not ours, for when another build (a benchmark's) has overwritten it. */
export function forgetBuild(): void {
  fs.rmSync(STAMP, { force: true });
}

/** Builds the site when public/ is missing or stale; throws when the build fails. */
export async function ensureBuilt(): Promise<void> {
  const reason = buildReason();
  if (!reason) return;
  console.log(`Building the site (${reason})…`);
  const startedAt = Date.now();
  if ((await run(bin("gatsby"), ["build"])) !== 0) throw new Error("The site did not build; see the messages above.");
  fs.mkdirSync(path.dirname(STAMP), { recursive: true });
  fs.writeFileSync(STAMP, JSON.stringify({ builtAt: startedAt, env: buildEnv() }));
}
