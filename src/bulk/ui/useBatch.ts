import { useEffect, useState, useSyncExternalStore } from "react";
import { isActive } from "../active";
import { Batch, type BatchOptions, type Job } from "../batch";
import { createToolWorker } from "../pool/create-worker";
import { poolSize, type WorkerBounds, WorkerPool } from "../pool/worker-pool";
import { applyRuntimeEvent, NO_RUNTIME, type RuntimeState } from "./runtime-state";

/** Requested worker count from `?workers=N` (benchmarks, and visitors who want to leave cores free). */
function requestedWorkers(): number | undefined {
  if (typeof window === "undefined") return undefined;
  const value = Number(new URLSearchParams(window.location.search).get("workers"));
  return Number.isInteger(value) && value > 0 ? value : undefined;
}

/** The server renders the idle tool and never starts a worker, so its pool's size does not matter there. */
const cores = () => (typeof navigator === "undefined" ? 1 : navigator.hardwareConcurrency || 2);

/**
 * The batch of a tool page and its jobs. The batch is made on first render (workers start only in
 * the effect below, so the server's render makes none); it lives as long as the page and reads its
 * changing options through the callbacks it was given. While it works, `data-working` on the root
 * element lets the page's decorations hold still: without a GPU every animated frame is composited
 * in software, on the cores the workers need.
 */
export function useBatch(options: Omit<BatchOptions, "pool"> & WorkerBounds & { jobsPerWorker?: number }): {
  batch: Batch;
  jobs: readonly Job[];
  runtime: RuntimeState;
} {
  const [runtime, setRuntime] = useState<RuntimeState>(NO_RUNTIME);
  const [batch] = useState(() => {
    const size = poolSize(cores(), options, requestedWorkers());
    const pool = new WorkerPool({
      size,
      jobsPerWorker: options.jobsPerWorker,
      createWorker: createToolWorker,
      onRuntime: (event) => setRuntime((state) => applyRuntimeEvent(state, event)),
    });
    return new Batch({ ...options, pool });
  });
  useEffect(() => {
    // Workers start with the page and again on any sign of files coming (after the idle time ended them),
    // so the first file does not wait for a worker and the tool's code to load.
    batch.warm();
    const warm = () => batch.warm();
    const signs = ["pointerdown", "dragenter", "keydown"] as const;
    for (const sign of signs) window.addEventListener(sign, warm, { capture: true, passive: true });
    return () => {
      for (const sign of signs) window.removeEventListener(sign, warm, { capture: true });
      batch.dispose();
    };
  }, [batch]);
  const jobs = useSyncExternalStore(batch.subscribe, batch.getJobs, batch.getJobs);
  const working = jobs.some(isActive);
  useEffect(() => {
    if (!working) return;
    const root = document.documentElement;
    root.dataset.working = "true";
    return () => void delete root.dataset.working;
  }, [working]);
  return { batch, jobs, runtime };
}
