import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

const root = path.resolve(__dirname, "..");

/** A port nothing listens on now, on the loopback interface. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export interface RunningSite {
  url: string;
  stop(): Promise<void>;
}

/** Starts our real server (server/main.ts) on a free loopback port, serving `publicDir`; `env` adds server settings. */
export async function startSite(publicDir: string, env: Record<string, string> = {}): Promise<RunningSite> {
  const port = await freePort();
  const child: ChildProcess = spawn(path.join(root, "node_modules/.bin/tsx"), ["server/main.ts"], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), HOST: "localhost", PUBLIC_DIR: publicDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const url = `http://localhost:${port}`;
  await untilAnswering(child, `the site server on ${url}`, async () => (await fetch(`${url}/`)).ok);
  return { url, stop: () => stopProcess(child) };
}

/** Waits until `answers` says a server started as `child` is up; throws if it exits or takes over 30 s. */
export async function untilAnswering(child: ChildProcess, what: string, answers: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      if (await answers()) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`${what} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Ends a server process and waits until it has. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}
