import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { LICENSE_ACTIONS, type LicenseAction } from "../src/lib/license-api";
import { ApiError, sendApiError } from "./routes/api-error";

/**
 * The pass-through route for the license API (design/contracts.md a1): POST /api/licenses/{activate,
 * validate,deactivate} forwards the documented form fields to the provider and answers with its
 * status and body unchanged, for when the browser may not call the provider itself (CORS unverified).
 * The site uses it unless its build names the provider directly (GATSBY_LICENSE_API_URL). Anyone may
 * call it, so it relays few calls per address (no key guessing from our address), takes bodies no
 * larger than a call's three fields, and passes on only JSON, marked nosniff.
 */

export interface LicenseProxyOptions {
  /** The provider's license API, e.g. https://api.lemonsqueezy.com/v1/licenses (LICENSE_API_URL). */
  upstream: string;
  requestsPerMinute: number;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

const FIELDS = ["license_key", "instance_name", "instance_id"] as const;
/** The three fields at the provider's lengths (a key of 36 characters, names of up to 255) with room to spare. */
const BODY_LIMIT = 4 * 1024;

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Only the fields the contract names go upstream, whether the browser sent a form or JSON. */
function forwardedForm(body: unknown): URLSearchParams {
  const source = typeof body === "string" ? Object.fromEntries(new URLSearchParams(body)) : ((body ?? {}) as Record<string, unknown>);
  const form = new URLSearchParams();
  for (const field of FIELDS) {
    const value = source[field];
    if (typeof value === "string") form.set(field, value);
  }
  return form;
}

export async function licenseProxyPlugin(app: FastifyInstance, options: LicenseProxyOptions): Promise<void> {
  const upstream = options.upstream.replace(/\/+$/, "");
  const fetchImpl = options.fetchImpl ?? fetch;
  app.setErrorHandler(sendApiError);
  app.addHook("onSend", async (_request, reply) => {
    reply.header("X-Content-Type-Options", "nosniff").header("Cache-Control", "no-store");
  });
  await app.register(rateLimit, { max: options.requestsPerMinute, timeWindow: "1 minute" });
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post<{ Params: { action: string } }>("/api/licenses/:action", { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    const action = request.params.action as LicenseAction;
    if (!LICENSE_ACTIONS.includes(action))
      throw new ApiError(404, `Unknown license action: send ${LICENSE_ACTIONS.slice(0, -1).join(", ")} or ${LICENSE_ACTIONS.at(-1)}.`);
    let response: Response;
    let text: string;
    try {
      response = await fetchImpl(`${upstream}/${action}`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body: forwardedForm(request.body).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      text = await response.text();
    } catch (error) {
      request.log.warn({ err: error }, "license provider unreachable");
      // A 5xx is "unknown" to the site's client: it keeps what it has and tries again later.
      throw new ApiError(502, "The license provider could not be reached.");
    }
    // Anything else (a portal's or a proxy's page) would be served as our origin's own content.
    if (!isJson(text)) {
      request.log.warn({ status: response.status, type: response.headers.get("content-type") }, "license provider answered without JSON");
      throw new ApiError(502, "The license provider answered something other than JSON.");
    }
    return reply.code(response.status).type("application/json; charset=utf-8").send(text);
  });
}
