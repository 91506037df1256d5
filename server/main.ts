import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { readConfig, type ServerConfig } from "./config";

/** Serves the built site until SIGINT or SIGTERM. */
export async function startServer(config: ServerConfig): Promise<void> {
  if (!fs.existsSync(path.join(config.publicDir, "index.html"))) {
    throw new Error(`No built site in ${config.publicDir}: run "npm run build" first (npm start does it for you).`);
  }
  const app = await buildApp(config);
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
}

if (require.main === module) {
  startServer(readConfig()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
