/** Kept apart so the bundler sees the worker URL in one place and tests can swap the factory. */
export function createEncoderWorker(): Worker {
  return new Worker(new URL("./encoder.worker.ts", import.meta.url), { type: "module", name: "encoder" });
}
