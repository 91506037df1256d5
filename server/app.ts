import Fastify, { type FastifyInstance, LogController } from "fastify";
import { LEMON_LICENSE_API_BASE } from "../src/lib/license-api";
import type { ServerConfig } from "./config";
import { licenseProxyPlugin } from "./license-proxy";
import type { ApiContext } from "./routes/context";
import { sitePlugin } from "./site";

/** The whole server: the product API under /api/v1 (when given its services), the license pass-through and the built site. */
export async function buildApp(
  config: Pick<ServerConfig, "publicDir" | "logLevel"> & Partial<Pick<ServerConfig, "licenseApiUrl" | "trustProxy">>,
  api?: ApiContext,
): Promise<FastifyInstance> {
  // Each page view loads dozens of files: request logs would drown what matters (errors).
  const app = Fastify({
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a proxy the caller's address (rate limits) and scheme (signed URLs) come from it.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
  });
  if (api) {
    // Loaded only with its services: a site-only server (and its tests) never loads the API's packages.
    const { API_PREFIX, apiPlugin } = await import("./api");
    await app.register(apiPlugin, { prefix: API_PREFIX, context: api });
  }
  await app.register(licenseProxyPlugin, { upstream: config.licenseApiUrl ?? LEMON_LICENSE_API_BASE });
  await app.register(sitePlugin, { publicDir: config.publicDir });
  return app;
}
