import type { Kysely } from "kysely";
import PgBoss from "pg-boss";
import { isoTime } from "../db/now";
import type { Database } from "../db/schema";
import { STALE_AFTER_MS } from "./process-task";
import type { TaskQueue } from "./queue";

const QUEUE = "tasks";

interface TaskJob {
  taskId: string;
}

/**
 * The queue over PostgreSQL: pg-boss jobs, one per task, taken by any number of worker processes on
 * any machines (`npm run worker`, or the server itself when WORKER_CONCURRENCY > 0). A job whose
 * worker died is retried by pg-boss after it expires; the task's own claim keeps two workers from
 * running it at once, so a job delivered twice does nothing.
 */
export class PgBossQueue implements TaskQueue {
  private readonly boss: PgBoss;
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();

  constructor(
    connectionString: string,
    private readonly db: Kysely<Database>,
    private readonly concurrency: number,
    private readonly run: (taskId: string, signal: AbortSignal) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.boss = new PgBoss({ connectionString, max: 4 });
    this.boss.on("error", onError);
  }

  async enqueue(taskIds: string[]): Promise<void> {
    if (taskIds.length === 0) return;
    await this.boss.insert(
      taskIds.map((taskId) => ({ name: QUEUE, data: { taskId }, retryLimit: 3, retryDelay: 5, expireInSeconds: STALE_AFTER_MS / 1000 })),
    );
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE);
    if (this.concurrency === 0) return;
    // Tasks released by a stopping worker, or whose job was lost, get a job again (duplicates are harmless).
    const leftover = await this.db
      .selectFrom("tasks")
      .select("id")
      .where((eb) =>
        eb.or([
          eb("status", "=", "queued"),
          eb.and([eb("status", "=", "processing"), eb("started_at", "<", isoTime(Date.now() - STALE_AFTER_MS))]),
        ]),
      )
      .execute();
    await this.enqueue(leftover.map((task) => task.id));
    for (let worker = 0; worker < this.concurrency; worker += 1) {
      await this.boss.work<TaskJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (!job) return;
        const done = this.run(job.data.taskId, this.stopping.signal);
        this.running.add(done);
        try {
          await done;
        } finally {
          this.running.delete(done);
        }
      });
    }
  }

  async stop(): Promise<void> {
    this.stopping.abort(new Error("the worker is stopping"));
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(this.onError);
  }
}
