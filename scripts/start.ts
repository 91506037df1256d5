import { readConfig } from "../server/config";
import { assertNativeModules } from "../server/native-modules";
import { ensureBuilt } from "./build-state";

/** `npm start`: builds the site when its sources changed since the last build, then serves it (PORT, default 8000). */
async function start(): Promise<void> {
  // Before the build, which can take minutes, and before the server's code, which loads sharp as it is imported.
  assertNativeModules();
  await ensureBuilt();
  const { startServer } = await import("../server/main");
  await startServer(readConfig());
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
