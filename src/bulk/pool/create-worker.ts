/** Kept apart so the bundler sees the worker URL in one place and tests can swap the factory. */
export function createToolWorker(): Worker {
  return new Worker(new URL("./tool.worker.ts", import.meta.url), { type: "module", name: "tool" });
}
