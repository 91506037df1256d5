/** Kept apart so the bundler sees the worker URL in one place and tests can swap the factory. */
export function createInferenceWorker(): Worker {
  return new Worker(new URL("./inference.worker.ts", import.meta.url), { type: "module", name: "isnet" });
}
