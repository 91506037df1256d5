import { useEffect, useState, useSyncExternalStore } from "react";
import { Batch, type BatchOptions, type Job } from "../batch";
import { createToolWorker } from "../pool/create-worker";
import { poolSize, WorkerPool } from "../pool/worker-pool";

const NO_JOBS: readonly Job[] = [];

/** Requested worker count from `?workers=N` (benchmarks, and visitors who want to leave cores free). */
function requestedWorkers(): number | undefined {
  const value = Number(new URLSearchParams(window.location.search).get("workers"));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

export function useBatch(options: Omit<BatchOptions, "pool"> & { maxWorkers?: number }): { batch: Batch | null; jobs: readonly Job[] } {
  const [batch, setBatch] = useState<Batch | null>(null);
  useEffect(() => {
    const size = poolSize(navigator.hardwareConcurrency || 2, options.maxWorkers, requestedWorkers());
    const created = new Batch({ ...options, pool: new WorkerPool({ size, createWorker: createToolWorker }) });
    setBatch(created);
    return () => created.dispose();
    // The batch lives as long as the tool page; its options are read through callbacks.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [options.toolId]);
  const jobs = useSyncExternalStore(batch?.subscribe ?? noSubscribe, batch?.getJobs ?? noJobs, noJobs);
  return { batch, jobs };
}

function noSubscribe(): () => void {
  return () => undefined;
}

function noJobs(): readonly Job[] {
  return NO_JOBS;
}
