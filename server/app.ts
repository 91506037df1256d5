import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import { LEMON_LICENSE_API_BASE } from "../src/lib/license-api";
import { answerUnknownApiCalls } from "./api-fallback";
import { LICENSE_REQUESTS_PER_MINUTE, type ServerConfig } from "./config";
import { finiteNumbers } from "./finite-numbers";
import { licenseProxyPlugin } from "./license-proxy";
import { sendApiError } from "./routes/api-error";
import type { ApiContext } from "./routes/context";
import { sitePlugin } from "./site";

/** The whole server: the product API under /api/v1 (when given its services), the license pass-through and the built site. */
export async function buildApp(
  config: Pick<ServerConfig, "publicDir" | "logLevel"> &
    Partial<Pick<ServerConfig, "licenseApiUrl" | "licenseRequestsPerMinute" | "trustProxy">>,
  api?: ApiContext,
): Promise<FastifyInstance> {
  // Each page view loads dozens of files: request logs would drown what matters (errors).
  const app = Fastify({
    // A field or query parameter the schema does not allow is refused, as the OpenAPI document says, not silently dropped.
    // Numbers coerced from query strings and JSON strings must be finite (and integers exact): see finite-numbers.ts.
    ajv: { customOptions: { removeAdditional: false }, plugins: [finiteNumbers] },
    logger: { level: config.logLevel, redact: ["req.headers.authorization"] },
    logController: new LogController({ disableRequestLogging: true }),
    // Behind a proxy the caller's address (rate limits) and scheme (signed URLs) come from it.
    trustProxy: config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    // Node refuses request heads over 16 KB: no segment of a path that arrives can be longer, so an unknown call under /api/ is always answered as such.
    routerOptions: { maxParamLength: 16 * 1024 },
    // A path that cannot be decoded: under /api/ answered in the API's shape too.
    frameworkErrors: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) =>
      request.url.startsWith("/api/") ? sendApiError(error, request, reply) : reply.send(error),
  });
  await answerUnknownApiCalls(app);
  if (api) {
    // Loaded only with its services: a site-only server (and its tests) never loads the API's packages.
    const { API_PREFIX, apiPlugin } = await import("./api");
    await app.register(apiPlugin, { prefix: API_PREFIX, context: api });
  }
  await app.register(licenseProxyPlugin, {
    upstream: config.licenseApiUrl ?? LEMON_LICENSE_API_BASE,
    requestsPerMinute: config.licenseRequestsPerMinute ?? LICENSE_REQUESTS_PER_MINUTE,
  });
  await app.register(sitePlugin, { publicDir: config.publicDir });
  return app;
}
