import path from "node:path";
import { creditProductsOf } from "../src/lib/credit-pack-schema";
import { readCreditPacks } from "./credits/credit-packs";
import { DEFAULT_MODEL_SLOTS, DEFAULT_TASK_MEMORY_MB, TASK_MEMORY_MB_RANGE, TASK_TIME_SCALE_RANGE } from "./processing/runner-settings";

/** The product API's configuration from environment variables (README, "Configuration"). */
export interface ApiConfig {
  /** Folder of the SQLite file, the local-disk storage, the dev outbox and the generated secret. */
  dataDir: string;
  /** PostgreSQL connection string; null: SQLite in dataDir. */
  databaseUrl: string | null;
  /** Signs session tokens and URLs and seals API keys; null: generated once and kept in dataDir. */
  secret: string | null;
  /** Origin put in front of signed URLs; null: the origin the request came to. */
  publicUrl: string | null;
  sessionTtlSeconds: number;
  uploadUrlTtlSeconds: number;
  downloadUrlTtlSeconds: number;
  /** How long a task's result is kept after it finished; the sweeper deletes it then. */
  resultRetentionHours: number;
  maxUploadBytes: number;
  /** Login-code requests one address may make in 10 minutes, and as many code checks. */
  codeRequestsPerIp: number;
  /** Contact-form messages one address may send in an hour. */
  contactMessagesPerHour: number;
  /** Requests per minute one caller (the account of a verified bearer, else the address) may make of the API. */
  rateLimitPerMinute: number;
  /** Origins (besides the site's own) whose pages may call the API. */
  corsOrigins: string[];
  storage: { driver: "local" } | S3Config;
  /** SMTP connection URL (smtp:// or smtps://); null: mails are written to dataDir/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  /** Tasks this process works on at once; 0: none (left to `npm run worker`). */
  workerConcurrency: number;
  /** Model actions (upscale, background removal, face detection…) this process runs at once, within workerConcurrency. */
  modelTasksInFlight: number;
  /** Memory one task may use (its runner process's resident size and V8 heap), in MB. */
  taskMemoryMb: number;
  /** Every action's time budget times this: for machines slower or busier than the 2-core one they are set for. */
  taskTimeScale: number;
  lemon: LemonConfig;
  /** The {product} of the sales feed path /api/v1/{product}/users/sub. */
  salesFeedProduct: string;
}

export interface S3Config {
  driver: "s3";
  bucket: string;
  region: string;
  endpoint: string | null;
  accessKeyId: string | null;
  secretAccessKey: string | null;
  forcePathStyle: boolean;
}

export interface LemonConfig {
  webhookSecret: string | null;
  apiKey: string | null;
  apiUrl: string;
  /**
   * Credits granted per unit bought, by product id ("123") or product and variant ("123/456"): the
   * credit packs of content/credit-packs, unless LEMON_CREDIT_PRODUCTS replaces them (another store).
   */
  creditProducts: Map<string, number>;
}

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  return value;
}

function decimal(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!/^\d+(\.\d+)?$/.test(raw) || value < min || value > max)
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  return value;
}

function optional(env: NodeJS.ProcessEnv, name: string): string | null {
  return env[name]?.trim() || null;
}

function httpUrl(name: string, value: string): string {
  if (!/^https?:\/\/[^/]/.test(value)) throw new Error(`${name} must be an http(s) URL, not "${value}"`);
  return value.replace(/\/+$/, "");
}

/** "123=500,123/456=2000": credits per product or product/variant. */
export function parseCreditProducts(raw: string | undefined): Map<string, number> {
  const products = new Map<string, number>();
  for (const pair of (raw ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const match = /^(\d+(?:\/\d+)?)=(\d+)$/.exec(pair);
    if (!match) throw new Error(`LEMON_CREDIT_PRODUCTS: "${pair}" is not of the form product_id=credits or product_id/variant_id=credits`);
    products.set(match[1] as string, Number(match[2]));
  }
  return products;
}

function readStorage(env: NodeJS.ProcessEnv): ApiConfig["storage"] {
  const driver = env.STORAGE_DRIVER?.trim() || "local";
  if (driver === "local") return { driver };
  if (driver !== "s3") throw new Error(`STORAGE_DRIVER must be "local" or "s3", not "${driver}"`);
  const bucket = optional(env, "S3_BUCKET");
  if (!bucket) throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET");
  const endpoint = optional(env, "S3_ENDPOINT");
  return {
    driver,
    bucket,
    region: optional(env, "S3_REGION") ?? "auto",
    endpoint: endpoint && httpUrl("S3_ENDPOINT", endpoint),
    accessKeyId: optional(env, "S3_ACCESS_KEY_ID"),
    secretAccessKey: optional(env, "S3_SECRET_ACCESS_KEY"),
    forcePathStyle: (env.S3_FORCE_PATH_STYLE ?? (endpoint ? "true" : "false")).trim() === "true",
  };
}

export function readApiConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const databaseUrl = optional(env, "DATABASE_URL");
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) throw new Error("DATABASE_URL must be a postgres:// URL");
  const secret = optional(env, "API_SECRET");
  if (secret && secret.length < 32) throw new Error("API_SECRET must be at least 32 characters");
  const publicUrl = optional(env, "API_PUBLIC_URL");
  const smtpUrl = optional(env, "SMTP_URL");
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error("SMTP_URL must be an smtp:// or smtps:// URL");
  return {
    dataDir: path.resolve(env.DATA_DIR?.trim() || "data"),
    databaseUrl,
    secret,
    publicUrl: publicUrl && httpUrl("API_PUBLIC_URL", publicUrl),
    sessionTtlSeconds: whole(env, "SESSION_TTL_HOURS", 24 * 7, 1, 24 * 365) * 3600,
    uploadUrlTtlSeconds: whole(env, "UPLOAD_URL_TTL_SECONDS", 15 * 60, 10, 7 * 24 * 3600),
    downloadUrlTtlSeconds: whole(env, "DOWNLOAD_URL_TTL_SECONDS", 60 * 60, 10, 7 * 24 * 3600),
    resultRetentionHours: whole(env, "RESULT_RETENTION_HOURS", 7 * 24, 1, 24 * 365),
    maxUploadBytes: whole(env, "MAX_UPLOAD_MB", 50, 1, 5000) * 1024 * 1024,
    codeRequestsPerIp: whole(env, "CODE_REQUESTS_PER_IP", 10, 1, 1_000_000),
    contactMessagesPerHour: whole(env, "CONTACT_MESSAGES_PER_HOUR", 5, 1, 1_000_000),
    rateLimitPerMinute: whole(env, "RATE_LIMIT_PER_MINUTE", 600, 1, 10_000_000),
    corsOrigins: (env.CORS_ORIGINS ?? "")
      .split(",")
      .map((origin) => origin.trim())
      .filter(Boolean)
      .map((origin) => httpUrl("CORS_ORIGINS", origin)),
    storage: readStorage(env),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || "PixelBatch <no-reply@pixelbatch.app>",
    supportEmail: env.SUPPORT_EMAIL?.trim() || "support@pixelbatch.app",
    workerConcurrency: whole(env, "WORKER_CONCURRENCY", 1, 0, 64),
    modelTasksInFlight: whole(env, "MODEL_TASKS_IN_FLIGHT", DEFAULT_MODEL_SLOTS, 1, 64),
    taskMemoryMb: whole(env, "TASK_MEMORY_MB", DEFAULT_TASK_MEMORY_MB, TASK_MEMORY_MB_RANGE.min, TASK_MEMORY_MB_RANGE.max),
    taskTimeScale: decimal(env, "TASK_TIME_SCALE", 1, TASK_TIME_SCALE_RANGE.min, TASK_TIME_SCALE_RANGE.max),
    lemon: {
      webhookSecret: optional(env, "LEMON_WEBHOOK_SECRET"),
      apiKey: optional(env, "LEMON_API_KEY"),
      apiUrl: httpUrl("LEMON_API_URL", env.LEMON_API_URL?.trim() || "https://api.lemonsqueezy.com"),
      creditProducts: env.LEMON_CREDIT_PRODUCTS?.trim()
        ? parseCreditProducts(env.LEMON_CREDIT_PRODUCTS)
        : creditProductsOf(readCreditPacks()),
    },
    salesFeedProduct: env.SALES_FEED_PRODUCT?.trim() || "pixelbatch",
  };
}
