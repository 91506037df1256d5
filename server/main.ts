import fs from "node:fs";
import path from "node:path";
import { buildApp } from "./app";
import { readConfig } from "./config";

async function main() {
  const config = readConfig();
  if (!fs.existsSync(path.join(config.publicDir, "index.html"))) {
    console.error(`No built site in ${config.publicDir}: run "npm run build" first (npm start does it for you).`);
    process.exit(1);
  }
  const app = await buildApp(config);
  const shutdown = () => void app.close().then(() => process.exit(0));
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
