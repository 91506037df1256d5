import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import swagger from "@fastify/swagger";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Authenticator } from "./auth/authenticate";
import { sendApiError } from "./routes/api-error";
import { contactRoutes } from "./routes/contact";
import type { ApiContext } from "./routes/context";
import { salesRoutes } from "./routes/sales";
import { taskRoutes } from "./routes/tasks";
import { userRoutes } from "./routes/users";
import { webhookRoutes } from "./routes/webhooks";
import { LocalDiskStorage } from "./storage/local-disk";
import { localFilesRoutes } from "./storage/local-files-routes";
import { actionDocs, actionSchemas } from "./routes/action-docs";

export const API_PREFIX = "/api/v1";

/** Callers are counted by their account when their bearer verifies, else by address. */
async function callerKey(auth: Authenticator, request: FastifyRequest): Promise<string> {
  const account = await auth.verifiedCaller(request);
  return account ? `account:${account}` : `ip:${request.ip}`;
}

/** The product API under /api/v1 (spec §7), with its own error answers, headers, CORS and rate limits. */
export async function apiPlugin(app: FastifyInstance, { context }: { context: ApiContext }): Promise<void> {
  const { config } = context;
  await app.register(helmet, {
    // Answers are JSON and files, never pages: nothing in them may load or run anything.
    contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
    crossOriginResourcePolicy: { policy: "same-site" },
  });
  await app.register(cors, {
    origin: config.corsOrigins.length > 0 ? config.corsOrigins : false,
    methods: ["GET", "POST", "PUT"],
    allowedHeaders: ["Authorization", "Content-Type"],
    maxAge: 600,
  });
  await app.register(rateLimit, {
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    keyGenerator: (request) => callerKey(context.auth, request),
  });
  await app.register(swagger, {
    openapi: {
      openapi: "3.1.0",
      info: {
        title: "PixelBatch API",
        version: "1",
        description:
          "Credit-based image processing. `x-actions` lists the actions: each takes the settings of the browser tool it names as its `parameters` (JSON Schema under `components.schemas`), costs `credits` per input file, and gives each file the time its `budget` states: a file that runs past it, or needs more memory than a task may use, fails and its credits are refunded.",
      },
      // @fastify/swagger copies "x-" keys into the document; its types do not list them.
      ...({ "x-actions": actionDocs(config.taskTimeScale) } as object),
      servers: [{ url: config.publicUrl ?? "/" }],
      components: {
        schemas: actionSchemas(),
        securitySchemes: {
          sessionToken: { type: "http", scheme: "bearer", bearerFormat: "JWT", description: "From POST /api/v1/users/get-access/verify." },
          apiKey: { type: "http", scheme: "bearer", description: "The account's API key (pb_…), from POST /api/v1/users/api." },
          lemonSignature: {
            type: "apiKey",
            in: "header",
            name: "X-Signature",
            description: "Lemon Squeezy's signature of a webhook: the hex HMAC-SHA256 of the raw body with LEMON_WEBHOOK_SECRET.",
          },
        },
      },
    },
  });

  app.setErrorHandler(sendApiError);
  // Reached through reply.callNotFound() (a CORS preflight from an origin not allowed), which the router's fallback does not see.
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ success: false, message: `No such API call: ${request.method} ${request.url.split("?")[0]}` }),
  );
  // Many clients send Content-Type: application/json on every request: an empty body is no body,
  // which the calls that take none accept and the others refuse by their schema.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) =>
    body === "" ? done(null, undefined) : parseJson(request, body as string, done),
  );
  app.addHook("onSend", async (_request, reply) => {
    if (!reply.hasHeader("Cache-Control")) reply.header("Cache-Control", "no-store");
  });

  await app.register(userRoutes, context);
  await app.register(taskRoutes, context);
  await app.register(salesRoutes, context);
  await app.register(contactRoutes, context);
  await app.register(webhookRoutes, context);
  if (context.storage instanceof LocalDiskStorage)
    await app.register(localFilesRoutes, { storage: context.storage, urlKey: context.keys.urls, db: context.db });

  app.get("/openapi.json", { schema: { hide: true } }, async (_request, reply) =>
    reply.header("Cache-Control", "public, max-age=300").send(app.swagger()),
  );
}
