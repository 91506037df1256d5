import type { FastifyInstance } from "fastify";
import { normaliseEmail } from "../auth/access-code";
import { issueCode, redeemCode } from "../auth/access-codes";
import { openApiKey } from "../auth/api-key";
import { revokeSession } from "../auth/revoked-sessions";
import { signSession } from "../auth/session-token";
import { replaceApiKey, userOfEmail } from "../auth/users";
import { balanceOf } from "../credits/ledger";
import { isoTime } from "../db/now";
import { accessCodeMail } from "../mail/messages";
import { ApiError } from "./api-error";
import type { ApiContext } from "./context";
import { bearerSession, email, errorResponses, message, refusal } from "./schemas";

/**
 * The wait a refusal names, from the milliseconds its Retry-After header counts in whole seconds:
 * seconds under a minute, else minutes rounded up, so a caller who waits as told is not refused again.
 */
function retryIn(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds < 60) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}

export async function userRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { db, keys, auth, config } = context;
  /** Each address's allowance of a call in 10 minutes; the refusal says when it renews, as its Retry-After header does. */
  const perIp = (calls: string) => ({
    rateLimit: {
      max: config.codeRequestsPerIp,
      timeWindow: "10 minutes",
      keyGenerator: (request: { ip: string }) => request.ip,
      errorResponseBuilder: (_request: unknown, { ttl }: { ttl: number }) =>
        new ApiError(429, `Too many ${calls} from this address (${config.codeRequestsPerIp} in 10 minutes): try again in ${retryIn(ttl)}.`),
    },
  });

  app.post<{ Body: { email: string } }>(
    "/users/get-access",
    {
      config: perIp("login-code requests"),
      schema: {
        summary: "Send a login code",
        description: "E-mails a six-digit code, valid for 10 minutes and 5 tries. At most 5 codes an hour per address.",
        tags: ["Account"],
        body: { type: "object", required: ["email"], properties: { email }, additionalProperties: false },
        response: { 200: message, ...errorResponses },
      },
    },
    async (request) => {
      const address = normaliseEmail(request.body.email);
      const code = await issueCode(db, keys.codes, address);
      if (!code) throw new ApiError(429, "Too many codes were sent to this address: wait an hour, or use the last code you received.");
      await context.mailer.send(accessCodeMail(address, code));
      return { success: true, message: `We sent a six-digit code to ${address}. It works for 10 minutes.` };
    },
  );

  app.post<{ Body: { email: string; auth_id: string } }>(
    "/users/get-access/verify",
    {
      config: perIp("code checks"),
      schema: {
        summary: "Log in with the code",
        description: "Answers a session token (a signed JWT) for the account calls.",
        tags: ["Account"],
        body: {
          type: "object",
          required: ["email", "auth_id"],
          properties: { email, auth_id: { type: "string", pattern: "^\\s*\\d{6}\\s*$", description: "The six-digit code." } },
          additionalProperties: false,
        },
        response: {
          200: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              token: { type: "string" },
              expires_at: { type: "string" },
              message: { type: "string" },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const address = normaliseEmail(request.body.email);
      const redeemed = await redeemCode(db, keys.codes, address, request.body.auth_id.trim());
      if (!redeemed.ok) throw new ApiError(401, redeemed.message);
      const user = await userOfEmail(db, address);
      const { token, expiresAt } = await signSession(keys.session, user.id, user.email, config.sessionTtlSeconds);
      return { success: true, token, expires_at: isoTime(expiresAt), message: "Logged in." };
    },
  );

  app.post(
    "/users/logout",
    {
      schema: {
        summary: "Log out",
        description:
          "Ends the session token sent with the call: it is refused from then on (401 'Session expired'). The account's other session tokens and its API key keep working; replacing the API key ends no session.",
        tags: ["Account"],
        security: bearerSession,
        response: {
          200: message,
          401: refusal("No session token, or one that is not valid or has already ended."),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { session } = await auth.sessionOf(request);
      await revokeSession(db, session);
      return { success: true, message: "Logged out: this session token no longer works." };
    },
  );

  const apiKeyResponse = (api: { type: string | string[]; description?: string }) =>
    ({
      type: "object",
      properties: {
        success: { type: "boolean" },
        message: { type: "string" },
        data: { type: "object", properties: { api } },
      },
    }) as const;

  app.post(
    "/users/api",
    {
      schema: {
        summary: "Create or replace the API key",
        description: "A new key replaces the old one at once. Session tokens are not ended by it: POST /users/logout ends one.",
        tags: ["Account"],
        security: bearerSession,
        response: { 200: apiKeyResponse({ type: "string" }), ...errorResponses },
      },
    },
    async (request) => {
      const user = await auth.session(request);
      const key = await replaceApiKey(db, keys.seal, user.id);
      return { success: true, message: "API key created.", data: { api: key } };
    },
  );

  app.get(
    "/users/api",
    {
      schema: {
        summary: "Show the API key",
        description: "`data.api` is null while the account has no key yet (a new account's normal state): POST on the same path makes one.",
        tags: ["Account"],
        security: bearerSession,
        response: {
          200: apiKeyResponse({ type: ["string", "null"], description: "The API key, or null before the first one is made." }),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await auth.session(request);
      const row = await db.selectFrom("users").select("api_key_sealed").where("id", "=", user.id).executeTakeFirstOrThrow();
      if (!row.api_key_sealed) return { success: true, message: "No API key yet.", data: { api: null } };
      return { success: true, message: "API key found.", data: { api: openApiKey(keys.seal, row.api_key_sealed) } };
    },
  );

  const emailUpdates = {
    type: "object",
    properties: {
      success: { type: "boolean" },
      message: { type: "string" },
      data: { type: "object", properties: { enable_email_update: { type: "boolean" } } },
    },
  } as const;

  app.post<{ Body: { enable_email_update: boolean } }>(
    "/users/email-update",
    {
      schema: {
        summary: "Turn product e-mails on or off",
        tags: ["Account"],
        security: bearerSession,
        body: {
          type: "object",
          required: ["enable_email_update"],
          properties: { enable_email_update: { type: "boolean" } },
          additionalProperties: false,
        },
        response: { 200: emailUpdates, ...errorResponses },
      },
    },
    async (request) => {
      const user = await auth.session(request);
      const enabled = request.body.enable_email_update;
      await db
        .updateTable("users")
        .set({ email_updates: enabled ? 1 : 0 })
        .where("id", "=", user.id)
        .execute();
      return emailUpdatesAnswer(enabled);
    },
  );

  app.get(
    "/users/email-update",
    {
      schema: {
        summary: "Whether product e-mails are on",
        tags: ["Account"],
        security: bearerSession,
        response: { 200: emailUpdates, ...errorResponses },
      },
    },
    async (request) => {
      const user = await auth.session(request);
      const row = await db.selectFrom("users").select("email_updates").where("id", "=", user.id).executeTakeFirstOrThrow();
      const enabled = Number(row.email_updates) === 1;
      return emailUpdatesAnswer(enabled);
    },
  );

  app.get(
    "/users/validate",
    {
      schema: {
        summary: "Whether the account can run tasks",
        description: "Fails with a message when the session is not valid or no credits are left.",
        tags: ["Account"],
        security: bearerSession,
        response: { 200: message, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = await auth.session(request);
      const balance = await balanceOf(db, user.id);
      if (balance <= 0) return reply.code(402).send({ success: false, message: "You have no credits left." });
      return { success: true, message: `You have ${balance} credits.` };
    },
  );
}

/** Both the change and the look-up answer with the setting as it now stands. */
function emailUpdatesAnswer(enabled: boolean) {
  return {
    success: true,
    message: enabled ? "E-mail updates are on." : "E-mail updates are off.",
    data: { enable_email_update: enabled },
  };
}
