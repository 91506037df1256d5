/**
 * Runs tasks strictly one after another, in the order they were handed in. A worker holding two files
 * (jobsPerWorker) must not run two inferences at once on one session: ONNX Runtime's WebAssembly
 * backend is not re-entrant, and two 1024² tensors in flight would only double the memory.
 */
export function oneAtATime(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}
