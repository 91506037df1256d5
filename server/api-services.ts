import path from "node:path";
import type { Kysely } from "kysely";
import type { ApiConfig } from "./api-config";
import { Authenticator } from "./auth/authenticate";
import { deriveKeys, loadSecret } from "./auth/secrets";
import { connectDatabase } from "./db/connect";
import { migrate } from "./db/migrations";
import { outboxMailer, smtpMailer } from "./mail/mailer";
import { RunnerPool } from "./processing/runner-pool";
import type { ApiContext } from "./routes/context";
import { LocalDiskStorage } from "./storage/local-disk";
import { S3Storage } from "./storage/s3";
import { LocalQueue } from "./tasks/local-queue";
import { PgBossQueue } from "./tasks/pg-boss-queue";
import { processTask } from "./tasks/process-task";
import type { RunTask } from "./tasks/queue";
import { sweep } from "./tasks/sweep";

export interface ServiceLog {
  info(line: string): void;
  error(error: unknown, line: string): void;
}

export interface ApiServices {
  context: ApiContext;
  close(): Promise<void>;
}

/** Minutes between sweeps (expired uploads, old results, stray files). */
const SWEEP_EVERY_MINUTES = 15;

/**
 * Everything the API and the task workers stand on: the database (migrated), storage, mail, the
 * runner processes and the task queue, which starts taking tasks (left-over ones first) at once.
 */
export async function startApiServices(config: ApiConfig, log: ServiceLog): Promise<ApiServices> {
  const keys = deriveKeys(loadSecret(config.secret, config.dataDir));
  const { db, dialect } = await connectDatabase(config.databaseUrl, path.join(config.dataDir, "pixelbatch.sqlite"));
  await migrate(db as unknown as Kysely<unknown>);
  const storage =
    config.storage.driver === "s3" ? new S3Storage(config.storage) : new LocalDiskStorage(path.join(config.dataDir, "files"), keys.urls);
  const mailer = config.smtpUrl
    ? smtpMailer(config.smtpUrl, config.mailFrom)
    : outboxMailer(path.join(config.dataDir, "outbox"), config.mailFrom, (line) => log.info(line));
  const pool = new RunnerPool({
    size: Math.max(1, config.workerConcurrency),
    modelSlots: config.modelTasksInFlight,
    memoryMb: config.taskMemoryMb,
    timeScale: config.taskTimeScale,
  });
  const run: RunTask = (taskId, signal, rule) => processTask({ db, storage, pool }, taskId, signal, rule);
  const onError = (error: unknown) => log.error(error, "task queue");
  const queue =
    dialect === "postgres" && config.databaseUrl
      ? new PgBossQueue(config.databaseUrl, db, config.workerConcurrency, run, onError)
      : new LocalQueue(db, config.workerConcurrency, run, onError);
  await queue.start();
  const sweepDeps = { db, storage, resultRetentionMs: config.resultRetentionHours * 3600_000 };
  await queue.repeat({
    name: "sweep",
    everyMinutes: SWEEP_EVERY_MINUTES,
    async run() {
      const report = await sweep(sweepDeps, Date.now());
      log.info(`sweep: ${JSON.stringify(report)}`);
    },
  });
  const context: ApiContext = { config, db, dialect, keys, auth: new Authenticator(db, keys.session), storage, mailer, queue };
  return {
    context,
    async close() {
      await queue.stop();
      await pool.close();
      mailer.close();
      await db.destroy();
    },
  };
}
