import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readApiConfig } from "./api-config";
import { startApiServices } from "./api-services";
import { buildApp } from "./app";

/**
 * The API's OpenAPI document as the running server answers it, from a throw-away instance (SQLite in a
 * temporary folder, no task workers): what the typed client is generated from.
 */
export async function openApiDocument(): Promise<object> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-openapi-"));
  try {
    // A fixed secret: nothing is signed, and none is generated into the folder.
    const config = readApiConfig({ DATA_DIR: dataDir, WORKER_CONCURRENCY: "0", API_SECRET: "openapi-document-only-0123456789abcdef" });
    const services = await startApiServices(config, { info: () => undefined, error: () => undefined });
    try {
      const app = await buildApp({ publicDir: dataDir, logLevel: "silent" }, services.context);
      const answer = await app.inject({ method: "GET", url: "/api/v1/openapi.json" });
      await app.close();
      if (answer.statusCode !== 200) throw new Error(`GET /api/v1/openapi.json answered ${answer.statusCode}: ${answer.body}`);
      return answer.json<object>();
    } finally {
      await services.close();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
