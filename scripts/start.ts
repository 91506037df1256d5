import { readConfig } from "../server/config";
import { startServer } from "../server/main";
import { ensureBuilt } from "./build-state";

/** `npm start`: builds the site when its sources changed since the last build, then serves it (PORT, default 8000). */
ensureBuilt()
  .then(() => startServer(readConfig()))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
