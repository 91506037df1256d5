import Fastify, { type FastifyInstance, LogController } from "fastify";
import { LEMON_LICENSE_API_BASE } from "../src/lib/license-api";
import type { ServerConfig } from "./config";
import { licenseProxyPlugin } from "./license-proxy";
import { sitePlugin } from "./site";

/** The whole server: the built site now; the product API mounts beside it under /api/. */
export async function buildApp(
  config: Pick<ServerConfig, "publicDir" | "logLevel"> & Partial<Pick<ServerConfig, "licenseApiUrl">>,
): Promise<FastifyInstance> {
  // Each page view loads dozens of files: request logs would drown what matters (errors).
  const app = Fastify({ logger: { level: config.logLevel }, logController: new LogController({ disableRequestLogging: true }) });
  await app.register(licenseProxyPlugin, { upstream: config.licenseApiUrl ?? LEMON_LICENSE_API_BASE });
  await app.register(sitePlugin, { publicDir: config.publicDir });
  return app;
}
