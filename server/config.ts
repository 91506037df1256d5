import path from "node:path";
import { LEMON_LICENSE_API_BASE } from "../src/lib/license-api";

/** Server configuration from environment variables (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (Gatsby's public/). */
  publicDir: string;
  logLevel: string;
  /** Where /api/licenses/* forwards to: the provider's license API, or the stand-in locally. */
  licenseApiUrl: string;
  /** Calls one address may relay through /api/licenses/* in a minute. */
  licenseRequestsPerMinute: number;
  /** The reverse proxies whose X-Forwarded-* headers are believed (addresses, CIDR ranges or proxy-addr names); false: none. */
  trustProxy: string | false;
}

/** A visitor's browser validates its licenses once a day: this leaves room for many visitors behind one address. */
export const LICENSE_REQUESTS_PER_MINUTE = 20;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${env.PORT}"`);
  }
  return {
    port,
    host: env.HOST || "localhost",
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
    logLevel: env.LOG_LEVEL || "info",
    licenseApiUrl: readUrl(env.LICENSE_API_URL, LEMON_LICENSE_API_BASE, "LICENSE_API_URL"),
    licenseRequestsPerMinute: readLicenseLimit(env.LICENSE_REQUESTS_PER_MINUTE),
    trustProxy: readTrustProxy(env.TRUST_PROXY),
  };
}

/**
 * Only the proxies' own addresses: with "true" every X-Forwarded-For entry would be believed, so a
 * client could write its own left-most one and rotate past the per-address limits. (Fastify believes
 * no header at all for a bare hop count, as the nearest peer could then be anyone.)
 */
export function readTrustProxy(value: string | undefined): string | false {
  const list = (value ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length === 0 || (list.length === 1 && list[0] === "false")) return false;
  if (list.some((entry) => entry === "true" || /^\d+$/.test(entry)))
    throw new Error(
      `TRUST_PROXY must list the reverse proxies' addresses (e.g. "loopback" or "10.0.0.0/8,192.168.1.5"), not "${value}": "true" or a hop count would let clients forge their address`,
    );
  return list.join(",");
}

function readUrl(value: string | undefined, fallback: string, name: string): string {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`${name} must be an http(s) URL, not "${url}"`);
  return url;
}

function readLicenseLimit(value: string | undefined): number {
  const raw = value?.trim();
  if (!raw) return LICENSE_REQUESTS_PER_MINUTE;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`LICENSE_REQUESTS_PER_MINUTE must be a whole number from 1, not "${raw}"`);
  return limit;
}
