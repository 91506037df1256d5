// `npm start`: builds the site when its sources changed since the last build, then serves it (PORT, default 8000).
import { spawn } from "node:child_process";
import { buildReason, recordBuild } from "./build-state.mjs";
import { bin, root, run } from "./run.mjs";

const reason = buildReason();
if (reason) {
  console.log(`Building the site (${reason})…`);
  const startedAt = Date.now();
  const code = await run(bin("gatsby"), ["build"]);
  if (code !== 0) process.exit(code);
  recordBuild(startedAt);
}

const server = spawn(bin("tsx"), ["server/main.ts"], { cwd: root, stdio: "inherit" });
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
