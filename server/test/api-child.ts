/** The API server as a process of its own (startApiProcess): argv data folder and JSON environment; says where it listens. */
import { startApi } from "./api-harness";

const [dataDir, env] = process.argv.slice(2);
startApi(JSON.parse(env ?? "{}") as Record<string, string>, dataDir).then(
  (api) => console.log(`listening ${api.base}`),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
