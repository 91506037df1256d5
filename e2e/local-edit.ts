import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { spawnDecapServer } from "../scripts/decap-server";
import { freePort, stopProcess, untilAnswering } from "./site-server";

const root = path.resolve(__dirname, "..");

/** What a build of the site reads; node_modules is linked, not copied. */
const SOURCES = [
  "src",
  "plugins",
  "static",
  "content",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
];

/** A copy of the site's sources in a temporary folder, to edit and build without touching the worktree or its build. */
export function copySite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-cms-"));
  for (const entry of SOURCES) fs.cpSync(path.join(root, entry), path.join(dir, entry), { recursive: true });
  fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

/**
 * Runs a production build of the site in `dir` (at the lowest priority: the machine is shared);
 * resolves with its exit code. Unminified: what is checked is the pages the content makes, and
 * minifying the bundles is CPU the browser tests beside it need.
 */
export function buildSite(dir: string): Promise<number> {
  return new Promise((resolve) => {
    const gatsby = path.join(root, "node_modules/.bin/gatsby");
    const child = spawn("nice", ["-n", "19", gatsby, "build", "--no-uglify"], { cwd: dir, stdio: "inherit" });
    child.on("exit", (code) => resolve(code ?? 1));
  });
}

export interface DecapServer {
  /** Its API endpoint, to send Decap's local-backend requests to. */
  apiUrl: string;
  stop(): Promise<void>;
}

/** The real decap-server writing into `repoDir`, started as `npm run cms` starts it but on a free port. */
export async function startDecapServer(repoDir: string): Promise<DecapServer> {
  const port = await freePort();
  const child = spawnDecapServer({ repoDir, port, stdio: ["ignore", "inherit", "inherit"], env: { LOG_LEVEL: "warn" } });
  const apiUrl = `http://localhost:${port}/api/v1`;
  const info = { method: "POST", headers: { "Content-Type": "application/json" }, body: '{"action":"info"}' };
  await untilAnswering(child, `decap-server on port ${port}`, async () => (await fetch(apiUrl, info)).ok);
  return { apiUrl, stop: () => stopProcess(child) };
}
