import { z } from "zod";

/**
 * Client of the Lemon Squeezy license API (design/contracts.md a1): form-encoded POSTs to
 * {base}/activate, /validate and /deactivate. Each call ends either in the provider's answer (any
 * status below 500 with a JSON body, since 4xx bodies still carry the verdict and the error) or in
 * "unknown" (network error, 5xx, 429, a body that is not the provider's JSON): the caller keeps what it has.
 */

/** Browser-side base URL: our server's pass-through route unless the build names the provider itself. */
export const DEFAULT_LICENSE_API_BASE = "/api/licenses";
export const LEMON_LICENSE_API_BASE = "https://api.lemonsqueezy.com/v1/licenses";

export function licenseApiBase(configured: string | undefined = process.env.GATSBY_LICENSE_API_URL): string {
  const base = configured?.trim() || DEFAULT_LICENSE_API_BASE;
  return base.replace(/\/+$/, "");
}

export const LICENSE_ACTIONS = ["activate", "validate", "deactivate"] as const;
export type LicenseAction = (typeof LICENSE_ACTIONS)[number];

const licenseKeySchema = z.object({
  id: z.number().nullish(),
  status: z.string().nullish(),
  key: z.string(),
  activation_limit: z.number().nullish(),
  activation_usage: z.number().nullish(),
  expires_at: z.string().nullish(),
  test_mode: z.boolean().nullish(),
});

const instanceSchema = z.object({ id: z.string(), name: z.string().nullish() });

const metaSchema = z.object({
  store_id: z.number(),
  product_id: z.number(),
  product_name: z.string().nullish(),
  variant_id: z.number().nullish(),
  variant_name: z.string().nullish(),
  customer_email: z.string().nullish(),
});

export type LicenseKeyInfo = z.infer<typeof licenseKeySchema>;
export type LicenseInstance = z.infer<typeof instanceSchema>;
export type LicenseMeta = z.infer<typeof metaSchema>;

interface Answer {
  /** The provider's error text, or the message of a validation envelope (422). */
  error: string | null;
  license_key: LicenseKeyInfo | null;
  meta: LicenseMeta | null;
}
export interface ActivatedAnswer extends Answer {
  activated: boolean;
  instance: LicenseInstance | null;
}
export interface ValidAnswer extends Answer {
  valid: boolean;
  instance: LicenseInstance | null;
}
export interface DeactivatedAnswer extends Answer {
  deactivated: boolean;
}

export type LicenseCallResult<T> = { kind: "answer"; status: number; answer: T } | { kind: "unknown"; reason: string };

type Body = Record<string, unknown>;

/** A part of the body that does not have the documented shape reads as absent. */
function part<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> | null {
  const parsed = schema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

function errorOf(body: Body): string | null {
  if (typeof body.error === "string" && body.error.trim() !== "") return body.error;
  if (typeof body.message === "string" && body.message.trim() !== "") return body.message;
  return null;
}

function common(body: Body): Answer {
  return { error: errorOf(body), license_key: part(licenseKeySchema, body.license_key), meta: part(metaSchema, body.meta) };
}

export const parseActivated = (body: Body): ActivatedAnswer => ({
  ...common(body),
  activated: body.activated === true,
  instance: part(instanceSchema, body.instance),
});

export const parseValid = (body: Body): ValidAnswer => ({
  ...common(body),
  valid: body.valid === true,
  instance: part(instanceSchema, body.instance),
});

export const parseDeactivated = (body: Body): DeactivatedAnswer => ({ ...common(body), deactivated: body.deactivated === true });

const VERDICT_OF: Record<LicenseAction, string> = { activate: "activated", validate: "valid", deactivate: "deactivated" };

/** The provider's verdict, or why there is none; `parse` turns the JSON body into the action's answer type. */
export function readLicenseResponse<T>(
  action: LicenseAction,
  status: number,
  text: string,
  parse: (body: Body) => T,
): LicenseCallResult<T> {
  // Too many requests (the provider's limit or our pass-through's) says nothing about the license.
  if (status >= 500 || status === 429) return { kind: "unknown", reason: `the license server answered ${status}` };
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { kind: "unknown", reason: `the license server answered ${status} without JSON` };
  }
  if (typeof body !== "object" || body === null || Array.isArray(body)) {
    return { kind: "unknown", reason: `the license server answered ${status} with an unexpected body` };
  }
  const record = body as Body;
  // A JSON body with neither the verdict nor an error is not the provider speaking (a proxy, a portal).
  if (typeof record[VERDICT_OF[action]] !== "boolean" && errorOf(record) === null) {
    return { kind: "unknown", reason: `the license server answered ${status} without a verdict` };
  }
  return { kind: "answer", status, answer: parse(record) };
}

export type Fetch = (url: string, init: RequestInit) => Promise<Response>;

async function call<T>(
  action: LicenseAction,
  fields: Record<string, string>,
  parse: (body: Body) => T,
  base: string,
  fetchImpl: Fetch,
): Promise<LicenseCallResult<T>> {
  let response: Response;
  let text: string;
  try {
    response = await fetchImpl(`${base}/${action}`, {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    });
    text = await response.text();
  } catch (error) {
    return { kind: "unknown", reason: `the license server could not be reached (${(error as Error).message})` };
  }
  return readLicenseResponse(action, response.status, text, parse);
}

export interface LicenseApi {
  activate(licenseKey: string, instanceName: string): Promise<LicenseCallResult<ActivatedAnswer>>;
  validate(licenseKey: string, instanceId: string): Promise<LicenseCallResult<ValidAnswer>>;
  deactivate(licenseKey: string, instanceId: string): Promise<LicenseCallResult<DeactivatedAnswer>>;
}

export function licenseApi(base: string = licenseApiBase(), fetchImpl: Fetch = (url, init) => fetch(url, init)): LicenseApi {
  return {
    activate: (license_key, instance_name) => call("activate", { license_key, instance_name }, parseActivated, base, fetchImpl),
    validate: (license_key, instance_id) => call("validate", { license_key, instance_id }, parseValid, base, fetchImpl),
    deactivate: (license_key, instance_id) => call("deactivate", { license_key, instance_id }, parseDeactivated, base, fetchImpl),
  };
}
