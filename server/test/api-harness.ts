/**
 * The real API server for the integration tests: its services (database file or PostgreSQL, local-disk
 * storage, SMTP mail, runner processes) and the Fastify app listening on a loopback port.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { readApiConfig } from "../api-config";
import { type ApiServices, startApiServices } from "../api-services";
import { buildApp } from "../app";
import { readConfig } from "../config";

export const TEST_SECRET = "integration-test-secret-0123456789abcdef";

/** Where an API listens: enough for the client calls, in this process or another. */
export interface ApiAddress {
  base: string;
}

export interface RunningApi extends ApiAddress {
  origin: string;
  services: ApiServices;
  dataDir: string;
  stop(): Promise<void>;
}

export async function startApi(
  env: Record<string, string>,
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-api-")),
): Promise<RunningApi> {
  const publicDir = path.join(dataDir, "public");
  fs.mkdirSync(path.join(publicDir, "api"), { recursive: true });
  fs.writeFileSync(path.join(publicDir, "index.html"), "<h1>site</h1>");
  fs.writeFileSync(path.join(publicDir, "api", "index.html"), "<h1>API</h1>");
  fs.writeFileSync(path.join(publicDir, "404.html"), "<h1>not found</h1>");
  const config = readApiConfig({ API_SECRET: TEST_SECRET, DATA_DIR: dataDir, ...env });
  const services = await startApiServices(config, { info: () => undefined, error: (error, line) => console.error(line, error) });
  const { licenseApiUrl, licenseRequestsPerMinute, trustProxy } = readConfig(env);
  const app: FastifyInstance = await buildApp(
    { publicDir, logLevel: "silent", licenseApiUrl, licenseRequestsPerMinute, trustProxy },
    services.context,
  );
  await app.listen({ port: 0, host: "127.0.0.1" });
  const origin = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    base: `${origin}/api/v1`,
    origin,
    services,
    dataDir,
    async stop() {
      await app.close();
      await services.close();
    },
  };
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A JSON call to the API. */
export async function call<T = Record<string, unknown>>(
  api: ApiAddress,
  method: string,
  route: string,
  options: { bearer?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.bearer) headers.authorization = `Bearer ${options.bearer}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await fetch(`${api.base}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export interface ApiProcess extends ApiAddress {
  /** Ends the process as a crash would: no stop, no clean-up. */
  crash(): Promise<void>;
}

/** The same server in a child process (api-child.ts), for the tests that kill it mid-task. */
export function startApiProcess(env: Record<string, string>, dataDir: string): Promise<ApiProcess> {
  const child = spawn(process.execPath, ["--import", "tsx", path.join(__dirname, "api-child.ts"), dataDir, JSON.stringify(env)], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  return new Promise((resolve, reject) => {
    let output = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (chunk: string) => {
      output += chunk;
      const base = /^listening (\S+)$/m.exec(output)?.[1];
      if (base)
        resolve({
          base,
          async crash() {
            child.kill("SIGKILL");
            await exited;
          },
        });
    });
    void exited.then(() => reject(new Error(`the API process ended before it listened: ${output}`)));
  });
}
