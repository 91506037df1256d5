import type { ClaimRule, TaskOutcome } from "./process-task";

/** Runs one task under the queue's claim rule (processTask with its dependencies). */
export type RunTask = (taskId: string, signal: AbortSignal, rule: ClaimRule) => Promise<TaskOutcome>;

/** Where new tasks wait until a worker takes them. */
export interface TaskQueue {
  /** Wakes a worker for newly made tasks. */
  enqueue(taskIds: string[]): Promise<void>;
  /** Starts taking tasks (none when the concurrency is 0) and picks up tasks left over from a stop or a crash. */
  start(): Promise<void>;
  /** Stops taking tasks (and running recurring jobs); the ones running are released to the queue, without counting as an attempt. */
  stop(): Promise<void>;
  /** Runs the job every so often until the queue stops, also where this process takes no tasks. */
  repeat(job: RecurringJob): Promise<void>;
}

/** Housekeeping that runs now and then, on one of the processes sharing the queue at a time. */
export interface RecurringJob {
  name: string;
  everyMinutes: number;
  run(): Promise<void>;
}
