import type { FastifyInstance } from "fastify";
import { LICENSE_ACTIONS, type LicenseAction } from "../src/lib/license-api";

/**
 * The pass-through route for the license API (design/contracts.md a1): POST /api/licenses/{activate,
 * validate,deactivate} forwards the documented form fields to the provider and answers with its
 * status and body unchanged, for when the browser may not call the provider itself (CORS unverified).
 * The site uses it unless its build names the provider directly (GATSBY_LICENSE_API_URL).
 */

export interface LicenseProxyOptions {
  /** The provider's license API, e.g. https://api.lemonsqueezy.com/v1/licenses (LICENSE_API_URL). */
  upstream: string;
  fetchImpl?: typeof fetch;
  timeoutMs?: number;
}

const FIELDS = ["license_key", "instance_name", "instance_id"] as const;

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
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => done(null, body));

  app.post<{ Params: { action: string } }>("/api/licenses/:action", async (request, reply) => {
    const action = request.params.action as LicenseAction;
    if (!LICENSE_ACTIONS.includes(action)) return reply.code(404).send({ error: "Unknown license action." });
    try {
      const response = await fetchImpl(`${upstream}/${action}`, {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body: forwardedForm(request.body).toString(),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const text = await response.text();
      return reply
        .code(response.status)
        .header("Cache-Control", "no-store")
        .type(response.headers.get("content-type") ?? "application/json")
        .send(text);
    } catch (error) {
      request.log.warn({ err: error }, "license provider unreachable");
      // A 5xx is "unknown" to the site's client: it keeps what it has and tries again later.
      return reply.code(502).header("Cache-Control", "no-store").send({ error: "The license provider could not be reached." });
    }
  });
}
