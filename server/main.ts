import fs from "node:fs";
import path from "node:path";
import { readApiConfig } from "./api-config";
import { startApiServices } from "./api-services";
import { buildApp } from "./app";
import { readConfig, type ServerConfig } from "./config";
import { assertNativeModules } from "./native-modules";

/** Serves the built site and the product API on one port until SIGINT or SIGTERM. */
export async function startServer(config: ServerConfig): Promise<void> {
  assertNativeModules();
  if (!fs.existsSync(path.join(config.publicDir, "index.html"))) {
    throw new Error(`No built site in ${config.publicDir}: run "npm run build" first (npm start does it for you).`);
  }
  const apiConfig = readApiConfig();
  const services = await startApiServices(apiConfig, {
    info: (line) => console.log(line),
    error: (error, line) => console.error(`${line}:`, error),
  });
  const app = await buildApp(config, services.context);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    // Running tasks go back to the queue (taken up again at the next start); nothing is charged twice.
    void app
      .close()
      .then(() => services.close())
      .then(() => process.exit(0));
  };
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
