import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { RecurringJob, RunTask, TaskQueue } from "./queue";

/** Between wake-ups, for tasks that could not be woken for (made while this process was stopping). */
const SWEEP_MS = 5000;

/**
 * The default queue, for one server over SQLite: the tasks table itself, worked through in order of
 * creation by this process. Tasks left "processing" by a crash go back to "queued" at start (a clean stop
 * has already put its running ones back).
 */
export class LocalQueue implements TaskQueue {
  private readonly running = new Map<string, Promise<void>>();
  private readonly stopping = new AbortController();
  private readonly timers: NodeJS.Timeout[] = [];
  private pumping = false;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly concurrency: number,
    private readonly run: RunTask,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    if (this.concurrency === 0) return;
    await this.db.updateTable("tasks").set({ status: "queued", started_at: null }).where("status", "=", "processing").execute();
    this.timers.push(setInterval(() => this.pump(), SWEEP_MS));
    this.pump();
  }

  async enqueue(): Promise<void> {
    this.pump();
  }

  private pump(): void {
    if (this.pumping || this.stopping.signal.aborted || this.concurrency === 0) return;
    this.pumping = true;
    void this.fill()
      .catch(this.onError)
      .finally(() => (this.pumping = false));
  }

  private async fill(): Promise<void> {
    while (this.running.size < this.concurrency && !this.stopping.signal.aborted) {
      let query = this.db.selectFrom("tasks").select("id").where("status", "=", "queued");
      if (this.running.size > 0) query = query.where("id", "not in", [...this.running.keys()]);
      const next = await query
        .orderBy("created_at")
        .limit(this.concurrency - this.running.size)
        .execute();
      if (next.length === 0) return;
      for (const { id } of next) {
        const done = this.run(id, this.stopping.signal, { owner: null })
          .then(() => undefined)
          .catch(this.onError)
          .finally(() => {
            this.running.delete(id);
            this.pump();
          });
        this.running.set(id, done);
      }
    }
  }

  /** One server per SQLite file, so a timer of its own does; a run still going when the next is due lets it pass. */
  async repeat(job: RecurringJob): Promise<void> {
    let running = false;
    const tick = () => {
      if (running || this.stopping.signal.aborted) return;
      running = true;
      void job
        .run()
        .catch(this.onError)
        .finally(() => (running = false));
    };
    this.timers.push(setInterval(tick, job.everyMinutes * 60_000));
  }

  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.stopping.abort(new Error("the server is stopping"));
    await Promise.all(this.running.values());
  }
}
