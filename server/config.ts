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
}

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
  };
}

function readUrl(value: string | undefined, fallback: string, name: string): string {
  const url = value?.trim() || fallback;
  if (!/^https?:\/\/[^/]/.test(url)) throw new Error(`${name} must be an http(s) URL, not "${url}"`);
  return url;
}
