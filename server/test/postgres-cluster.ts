/**
 * A throwaway PostgreSQL cluster for the API tests: Debian's server binaries (initdb, pg_ctl) on a
 * loopback port, run as the `postgres` system user when the tests run as root (PostgreSQL refuses root).
 * Absent binaries: null, and the tests say they are skipped (CI installs them, see .ci/run).
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { after } from "node:test";
import pg from "pg";
import { freePort } from "../../e2e/site-server";

export function postgresBinDir(): string | null {
  const root = "/usr/lib/postgresql";
  if (!fs.existsSync(root)) return null;
  const versions = fs.readdirSync(root).filter((version) => fs.existsSync(path.join(root, version, "bin", "pg_ctl")));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export interface Cluster {
  url: string;
  /** A new, empty database of the cluster, for a server that must not share the suite's queue. */
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

export async function startPostgres(): Promise<Cluster | null> {
  const bin = postgresBinDir();
  if (!bin) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot)
    fs.chownSync(dir, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  const run = (program: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, program), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, program), args, { stdio: "pipe" });
  const data = path.join(dir, "data");
  run("initdb", ["-D", data, "-U", "pbtest", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const port = await freePort();
  run("pg_ctl", ["-D", data, "-l", path.join(dir, "log"), "-w", "-o", `-p ${port} -h 127.0.0.1 -k ${dir} -c fsync=off`, "start"]);
  const url = `postgres://pbtest@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name) {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`create database ${client.escapeIdentifier(name)}`);
      } finally {
        await client.end();
      }
      return url.replace(/\/postgres$/, `/${name}`);
    },
    stop() {
      run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * A suite run once on SQLite and once on a throwaway PostgreSQL cluster: its `databaseUrl` gives null
 * (SQLite, a file in the server's data folder) or the cluster's URL, the cluster started when the
 * PostgreSQL run first asks for it; that run is skipped where PostgreSQL is not installed.
 */
export function onEachDatabase(suite: (database: string, databaseUrl: () => Promise<string | null>, skip: string | false) => void): void {
  suite("SQLite", async () => null, false);
  let cluster: Cluster | null = null;
  after(() => cluster?.stop());
  suite(
    "PostgreSQL",
    async () => {
      cluster = await startPostgres();
      if (!cluster) throw new Error("the PostgreSQL cluster did not start");
      return cluster.url;
    },
    postgresBinDir() === null && "PostgreSQL is not installed",
  );
}
