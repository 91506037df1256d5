import type { LicenseAction } from "../../src/lib/license-api";
import type { InstanceRow, KeyRow, LicenseDatabase } from "./database";

/**
 * The Lemon Squeezy license API as design/contracts.md a1 records it: the same fields, response
 * shapes, statuses and error strings (trailing full stops included), answered from the database.
 */

export interface ProviderAnswer {
  status: number;
  body: Record<string, unknown>;
}

const VERDICT: Record<LicenseAction, string> = { activate: "activated", validate: "valid", deactivate: "deactivated" };

export const PROVIDER_ERRORS = {
  keyNotFound: "license_key not found.",
  instanceNotFound: "instance_id not found.",
  limitReached: "This license key has reached the activation limit.",
  disabled: "This license key is disabled.",
  expired: "This license key has expired.",
} as const;

function status(row: KeyRow, now: Date): "inactive" | "active" | "expired" | "disabled" {
  if (row.disabled) return "disabled";
  if (row.expires_at !== null && Date.parse(row.expires_at) <= now.getTime()) return "expired";
  return row.activation_usage > 0 ? "active" : "inactive";
}

function licenseKeyJson(row: KeyRow, now: Date) {
  return {
    id: row.id,
    status: status(row, now),
    key: row.key,
    activation_limit: row.activation_limit,
    activation_usage: row.activation_usage,
    created_at: row.created_at,
    expires_at: row.expires_at,
    test_mode: row.test_mode === 1,
  };
}

function metaJson(row: KeyRow) {
  return {
    store_id: row.store_id,
    order_id: row.order_id,
    order_item_id: row.order_item_id,
    product_id: row.product_id,
    product_name: row.product_name,
    variant_id: row.variant_id,
    variant_name: row.variant_name,
    customer_id: row.customer_id,
    customer_name: row.customer_name,
    customer_email: row.customer_email,
  };
}

const instanceJson = (instance: InstanceRow | null) =>
  instance && { id: instance.id, name: instance.name, created_at: instance.created_at };

/** Laravel's validation envelope, which has no `error` key (contracts: 422). */
function missingField(field: string): ProviderAnswer {
  const message = `The ${field.replaceAll("_", " ")} field is required.`;
  return { status: 422, body: { message, errors: { [field]: [message] } } };
}

function answer(
  action: LicenseAction,
  status: number,
  ok: boolean,
  error: string | null,
  row: KeyRow | null,
  now: Date,
  instance?: InstanceRow | null,
) {
  const body: Record<string, unknown> = {
    [VERDICT[action]]: ok,
    error,
    license_key: row && licenseKeyJson(row, now),
    ...(action === "deactivate" ? {} : { instance: instanceJson(instance ?? null) }),
    meta: row && metaJson(row),
  };
  return { status, body };
}

const REQUIRED: Record<LicenseAction, string[]> = {
  activate: ["license_key", "instance_name"],
  validate: ["license_key"],
  deactivate: ["license_key", "instance_id"],
};

export async function handleLicenseCall(
  db: LicenseDatabase,
  action: LicenseAction,
  fields: Record<string, string>,
  now = new Date(),
): Promise<ProviderAnswer> {
  const missing = REQUIRED[action].find((field) => !fields[field]?.trim());
  if (missing) return missingField(missing);

  const row = await db.findKey(fields.license_key!.trim());
  if (!row) return answer(action, 404, false, PROVIDER_ERRORS.keyNotFound, null, now);
  const reject = (error: string, code = 400) => answer(action, code, false, error, row, now);

  if (action === "deactivate") {
    const instance = await db.findInstance(row.id, fields.instance_id!);
    if (!instance) return reject(PROVIDER_ERRORS.instanceNotFound, 404);
    await db.deleteInstance(instance.id);
    return answer(action, 200, true, null, (await db.findKey(row.key)) ?? row, now);
  }

  const state = status(row, now);
  if (state === "disabled") return reject(PROVIDER_ERRORS.disabled);
  if (state === "expired") return reject(PROVIDER_ERRORS.expired);

  if (action === "activate") {
    const instance = await db.addInstance(row.id, fields.instance_name!, now);
    if (!instance) return reject(PROVIDER_ERRORS.limitReached);
    return answer(action, 200, true, null, (await db.findKey(row.key)) ?? row, now, instance);
  }

  const instanceId = fields.instance_id?.trim();
  if (!instanceId) return answer(action, 200, true, null, row, now, null);
  const instance = await db.findInstance(row.id, instanceId);
  if (!instance) return reject(PROVIDER_ERRORS.instanceNotFound, 404);
  return answer(action, 200, true, null, row, now, instance);
}
