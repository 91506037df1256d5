import Fastify, { type FastifyInstance, LogController } from "fastify";
import type { ServerConfig } from "./config";
import { sitePlugin } from "./site";

/** The whole server: the built site now; the product API mounts beside it under /api/. */
export async function buildApp(config: Pick<ServerConfig, "publicDir" | "logLevel">): Promise<FastifyInstance> {
  // Each page view loads dozens of files: request logs would drown what matters (errors).
  const app = Fastify({ logger: { level: config.logLevel }, logController: new LogController({ disableRequestLogging: true }) });
  await app.register(sitePlugin, { publicDir: config.publicDir });
  return app;
}
