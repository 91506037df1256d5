import { randomInt } from "node:crypto";
import { type ExpressionBuilder, type Kysely, sql, type SqlBool } from "kysely";
import pg from "pg";
import PgBoss from "pg-boss";
import type { Database } from "../db/schema";
import type { ClaimRule } from "./process-task";
import type { RecurringJob, RunTask, TaskQueue } from "./queue";

const QUEUE = "tasks";
/** First key of the workers' advisory locks, so they cannot meet another program's locks. */
const LOCK_SPACE = 0x5042_7731;

/**
 * Job options. pg-boss gives a job's handler its expiry as the longest normal run (15 minutes, three
 * times the longest budget a file may have at the default TASK_TIME_SCALE); an active job whose worker
 * died is failed by pg-boss's maintenance once it expires and retried, which wakes a running worker to
 * take the task over. A job of a task still running on a live worker fails again and is retried later,
 * with back-off, in case that worker dies too.
 */
const JOB_OPTIONS = { retryLimit: 8, retryDelay: 30, retryBackoff: true, expireInSeconds: 15 * 60 } as const;

interface TaskJob {
  taskId: string;
}

/** A task is orphaned when no session holds the advisory lock of the worker that claimed it: that worker is gone. */
function ownerGone(eb: ExpressionBuilder<Database, "tasks">) {
  return eb.or([
    eb("owner", "is", null),
    sql<SqlBool>`not exists (select 1 from pg_locks where locktype = 'advisory' and granted and database = (select oid from pg_database where datname = current_database()) and classid = ${LOCK_SPACE} and objid = ${eb.ref("owner")} and objsubid = 2)`,
  ]);
}

/**
 * The queue over PostgreSQL: pg-boss jobs, one per task, taken by any number of worker processes on
 * any machines (`npm run worker`, or the server itself when WORKER_CONCURRENCY > 0). Each worker holds
 * an advisory lock for as long as its database session lives and marks the tasks it claims with it;
 * PostgreSQL drops the lock when the process dies, so a task whose lock is gone can be taken over at
 * once, by a worker that starts or by the retry of its expired job, and never while its worker runs.
 */
export class PgBossQueue implements TaskQueue {
  private readonly boss: PgBoss;
  private readonly stopping = new AbortController();
  private readonly running = new Set<Promise<void>>();
  private lockSession: pg.Client | null = null;
  private readonly recurring: string[] = [];

  constructor(
    private readonly connectionString: string,
    private readonly db: Kysely<Database>,
    private readonly concurrency: number,
    private readonly run: RunTask,
    private readonly onError: (error: unknown) => void,
  ) {
    this.boss = new PgBoss({ connectionString, max: 4 });
    this.boss.on("error", onError);
  }

  async enqueue(taskIds: string[]): Promise<void> {
    if (taskIds.length === 0) return;
    await this.boss.insert(taskIds.map((taskId) => ({ name: QUEUE, data: { taskId }, ...JOB_OPTIONS })));
  }

  /** Takes a lock no live worker holds: its key is this worker's mark on the tasks it claims. */
  private async holdOwnerLock(): Promise<number> {
    const session = new pg.Client({ connectionString: this.connectionString });
    session.on("error", this.onError);
    await session.connect();
    this.lockSession = session;
    for (;;) {
      const owner = randomInt(1, 2 ** 31 - 1);
      const { rows } = await session.query<{ locked: boolean }>("select pg_try_advisory_lock($1, $2) as locked", [LOCK_SPACE, owner]);
      if (rows[0]?.locked) return owner;
    }
  }

  async start(): Promise<void> {
    await this.boss.start();
    await this.boss.createQueue(QUEUE);
    if (this.concurrency === 0) return;
    const rule: ClaimRule = { owner: await this.holdOwnerLock(), ownerGone };
    // Tasks whose job was lost, or whose worker died, get a job again (duplicates are harmless).
    const leftover = await this.db
      .selectFrom("tasks")
      .select("id")
      .where((eb) => eb.or([eb("status", "=", "queued"), eb.and([eb("status", "=", "processing"), ownerGone(eb)])]))
      .execute();
    await this.enqueue(leftover.map((task) => task.id));
    for (let worker = 0; worker < this.concurrency; worker += 1) {
      await this.boss.work<TaskJob>(QUEUE, { batchSize: 1, pollingIntervalSeconds: 0.5 }, async ([job]) => {
        if (!job) return;
        const done = this.runJob(job.data.taskId, rule);
        this.running.add(done);
        try {
          await done;
        } finally {
          this.running.delete(done);
        }
      });
    }
  }

  private async runJob(taskId: string, rule: ClaimRule): Promise<void> {
    const outcome = await this.run(taskId, this.stopping.signal, rule);
    // This job is done either way: a released task needs a new one, not a retry that would use up its retries.
    if (outcome === "released") await this.enqueue([taskId]);
    // Failing the job makes pg-boss deliver it again later, in case that worker dies before finishing.
    if (outcome === "busy") throw new Error(`task ${taskId} is running on another worker`);
  }

  /** pg-boss's scheduler makes one job per period whatever the number of processes, and one of them works it. */
  async repeat(job: RecurringJob): Promise<void> {
    await this.boss.createQueue(job.name);
    await this.boss.schedule(job.name, `*/${job.everyMinutes} * * * *`);
    await this.boss.work(job.name, { batchSize: 1 }, () => job.run());
    this.recurring.push(job.name);
  }

  async stop(): Promise<void> {
    for (const name of this.recurring) await this.boss.offWork(name).catch(this.onError);
    await this.boss.offWork(QUEUE).catch(this.onError);
    this.stopping.abort(new Error("the worker is stopping"));
    await Promise.allSettled([...this.running]);
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 }).catch(this.onError);
    await this.lockSession?.end().catch(this.onError);
  }
}
