// Serves the production build for a benchmark: builds it first when the sources changed, then
// starts our server on a free loopback port.
import { spawn } from "node:child_process";
import net from "node:net";
import { buildReason, recordBuild } from "../scripts/build-state.mjs";
import { bin, root, run } from "../scripts/run.mjs";

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });

export async function startBuiltSite() {
  const reason = buildReason();
  if (reason) {
    console.log(`Building the site (${reason})…`);
    const startedAt = Date.now();
    if ((await run(bin("gatsby"), ["build"])) !== 0) throw new Error("the site did not build");
    recordBuild(startedAt);
  }
  const port = await freePort();
  const child = spawn(bin("tsx"), ["server/main.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, PORT: String(port), HOST: "localhost", LOG_LEVEL: "warn" },
  });
  const url = `http://localhost:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {
      if (tries > 150) throw new Error("the server did not start");
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  return { url, stop: () => new Promise((resolve) => (child.once("exit", resolve), child.kill("SIGTERM"))) };
}
