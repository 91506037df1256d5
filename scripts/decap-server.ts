import { type ChildProcess, spawn, type StdioOptions } from "node:child_process";

/** The port where Decap looks for a local backend when the site runs on localhost. */
export const DECAP_SERVER_PORT = 8081;

export interface DecapServerOptions {
  /** The folder whose content/ and static/images it writes. */
  repoDir: string;
  port?: number;
  stdio?: StdioOptions;
  /** More environment for it (LOG_LEVEL). */
  env?: NodeJS.ProcessEnv;
}

/**
 * Starts decap-server (file-system mode) for local editing, as `npm run cms` and its browser test
 * run it. It writes any file of `repoDir` that a request asks for, unauthenticated, so it listens
 * on localhost only: without BIND_HOST it would listen on every interface, open to the network.
 */
export function spawnDecapServer({ repoDir, port = DECAP_SERVER_PORT, stdio = "inherit", env = {} }: DecapServerOptions): ChildProcess {
  return spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    cwd: repoDir,
    stdio,
    env: { ...process.env, ...env, PORT: String(port), BIND_HOST: "localhost", GIT_REPO_DIRECTORY: repoDir, MODE: "fs" },
  });
}
