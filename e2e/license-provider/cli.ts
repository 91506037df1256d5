import path from "node:path";
import { parseArgs } from "node:util";
import { planByName } from "../../src/lib/plans";
import { plans } from "../../src/test-utils/content-files";
import { LicenseDatabase, type NewKey, timestamp } from "./database";
import { startLicenseProvider } from "./server";

/**
 * The stand-in's command line (README, "License provider stand-in"):
 *   npm run license:create -- --plan "Bulk Flip 7 Days" --email a@example.com [--test-mode] [--limit 3 | --unlimited]
 *                             [--expires 7d | 2026-12-31] [--variant "Solo Plus"] [--product-id 999 --product-name X] [--json]
 *   npm run license:disable -- --key <key> [--enable]
 *   npm run license:serve -- [--port 8787]
 * Every command takes --db <file> (default LICENSE_STANDIN_DB or .cache/license-provider.sqlite).
 * Store and product ids follow LEMON_STORE_ID / LEMON_PRODUCT_IDS like the site build.
 */

export const DEFAULT_ACTIVATION_LIMIT = 3;

/** "7d" (days from `now`) or a date; null for no expiry. */
export function expiryOf(text: string | undefined, now: Date): string | null {
  if (text === undefined) return null;
  const days = /^(\d+)d$/.exec(text.trim());
  const time = days ? now.getTime() + Number(days[1]) * 86_400_000 : Date.parse(text);
  if (!Number.isFinite(time)) throw new Error(`--expires takes a number of days such as 7d, or a date, not "${text}"`);
  return timestamp(new Date(time));
}

/** The key to create from the create command's options, against the plan catalogue. */
export function newKeyFrom(values: Record<string, string | boolean | undefined>, env: NodeJS.ProcessEnv, now: Date): NewKey {
  const email = values.email;
  if (typeof email !== "string" || !email.includes("@")) throw new Error("--email <address> is required");
  const limit = values.unlimited ? null : Number(values.limit ?? DEFAULT_ACTIVATION_LIMIT);
  if (limit !== null && (!Number.isInteger(limit) || limit < 1))
    throw new Error(`--limit takes a whole number from 1, not "${values.limit}"`);
  const common = {
    customer_email: email,
    activation_limit: limit,
    test_mode: values["test-mode"] === true,
    expires_at: expiryOf(values.expires as string | undefined, now),
    ...(typeof values.variant === "string" ? { variant_name: values.variant } : {}),
  };
  const catalogue = plans(env);
  if (typeof values["product-id"] === "string") {
    // A product outside the catalogue, for the 'unknown product' case.
    const product_id = Number(values["product-id"]);
    if (!Number.isInteger(product_id) || product_id < 1) throw new Error(`--product-id takes a positive whole number`);
    const store_id = catalogue[0]?.store_id ?? 1;
    return {
      ...common,
      store_id,
      product_id,
      product_name: typeof values["product-name"] === "string" ? values["product-name"] : `Product ${product_id}`,
    };
  }
  if (typeof values.plan !== "string")
    throw new Error(`--plan <name> is required, one of: ${catalogue.map((plan) => plan.product_name).join(", ")}`);
  const plan = planByName(catalogue, values.plan);
  if (!plan) throw new Error(`No plan "${values.plan}"; the plans are: ${catalogue.map((candidate) => candidate.product_name).join(", ")}`);
  return { ...common, store_id: plan.store_id, product_id: plan.product_id, product_name: plan.product_name };
}

const OPTIONS = {
  db: { type: "string" },
  plan: { type: "string" },
  email: { type: "string" },
  "test-mode": { type: "boolean" },
  limit: { type: "string" },
  unlimited: { type: "boolean" },
  expires: { type: "string" },
  variant: { type: "string" },
  "product-id": { type: "string" },
  "product-name": { type: "string" },
  json: { type: "boolean" },
  key: { type: "string" },
  enable: { type: "boolean" },
  port: { type: "string" },
  host: { type: "string" },
} as const;

async function main(argv: string[]): Promise<void> {
  const { positionals, values } = parseArgs({ args: argv, options: OPTIONS, allowPositionals: true });
  const dbFile = path.resolve(values.db ?? (process.env.LICENSE_STANDIN_DB || ".cache/license-provider.sqlite"));
  const command = positionals[0];
  if (command === "create") {
    const db = await LicenseDatabase.open(dbFile);
    const row = await db.createKey(newKeyFrom(values, process.env, new Date()));
    if (values.json) console.log(JSON.stringify(row));
    else {
      console.log(row.key);
      console.error(
        `${row.product_name} (store ${row.store_id}, product ${row.product_id}) for ${row.customer_email}; ` +
          `limit ${row.activation_limit ?? "none"}; ${row.test_mode ? "test mode; " : ""}expires ${row.expires_at ?? "never"}; database ${dbFile}`,
      );
    }
  } else if (command === "disable") {
    if (!values.key) throw new Error("--key <license key> is required");
    const db = await LicenseDatabase.open(dbFile);
    if (!(await db.setDisabled(values.key, !values.enable))) throw new Error(`No license key "${values.key}" in ${dbFile}`);
    console.log(`${values.key} ${values.enable ? "enabled" : "disabled"}`);
  } else if (command === "serve") {
    const provider = await startLicenseProvider({ dbFile, port: Number(values.port ?? 8787), host: values.host ?? "127.0.0.1" });
    console.log(`License provider stand-in at ${provider.url} (database ${dbFile}); run the site with LICENSE_API_URL=${provider.url}`);
  } else {
    throw new Error('Say what to do: "create", "disable" or "serve" (see e2e/license-provider/cli.ts)');
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
