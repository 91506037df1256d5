/** Where new tasks wait until a worker takes them. */
export interface TaskQueue {
  /** Wakes a worker for newly made tasks. */
  enqueue(taskIds: string[]): Promise<void>;
  /** Starts taking tasks (none when the concurrency is 0) and picks up tasks left over from a stop. */
  start(): Promise<void>;
  /** Stops taking tasks; the ones running are released to the queue for the next start. */
  stop(): Promise<void>;
}
