/**
 * `npm run worker`: a task worker without the web server, for PostgreSQL set-ups. Start as many as
 * the machines allow; each takes WORKER_CONCURRENCY tasks at once from the shared pg-boss queue.
 */
import { readApiConfig } from "../api-config";
import { startApiServices } from "../api-services";
import { assertNativeModules } from "../native-modules";

async function main(): Promise<void> {
  const config = readApiConfig();
  if (!config.databaseUrl) {
    throw new Error("npm run worker needs DATABASE_URL (PostgreSQL): with SQLite, the server (npm start) processes the tasks itself.");
  }
  if (config.workerConcurrency === 0) throw new Error("WORKER_CONCURRENCY is 0: this worker would take no tasks.");
  assertNativeModules();
  const services = await startApiServices(config, {
    info: (line) => console.log(line),
    error: (error, line) => console.error(`${line}:`, error),
  });
  console.log(`worker taking ${config.workerConcurrency} task${config.workerConcurrency === 1 ? "" : "s"} at a time`);
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Running tasks are released to the queue for another worker.
    void services.close().then(() => process.exit(0));
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
