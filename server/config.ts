import path from "node:path";

/** Server configuration from environment variables (README, "Configuration"). */
export interface ServerConfig {
  port: number;
  host: string;
  /** The built site (Gatsby's public/). */
  publicDir: string;
  logLevel: string;
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
  };
}
