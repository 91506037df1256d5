/**
 * The one worker script of every tool: it loads the tool's `process.ts` by folder name (webpack turns
 * the template import into one lazy chunk per tool folder, so the registry is the folder list) and runs
 * one job at a time. Nothing here may be imported by the page's main chunk.
 */
/// <reference lib="webworker" />
import { describeFailure, PasswordError } from "../failure";
import type { ProcessFn } from "../types";
import type { FromWorker, ToWorker } from "./protocol";
import { makeThumbnail } from "./thumbnail";

declare const self: DedicatedWorkerGlobalScope;

const running = new Map<string, AbortController>();
const PROGRESS_INTERVAL_MS = 100;

function post(message: FromWorker) {
  self.postMessage(message);
}

async function loadProcess(toolId: string): Promise<ProcessFn<Record<string, unknown>>> {
  const module = (await import(`../../tools/${toolId}/process.ts`)) as { default: ProcessFn<Record<string, unknown>> };
  return module.default;
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "abort") {
    running.get(message.jobId)?.abort();
    return;
  }
  if (message.type === "warm") {
    // A tool whose code fails to load says so when its first file runs.
    loadProcess(message.toolId).catch(() => undefined);
    return;
  }
  const { jobId, toolId, input, settings } = message;
  const controller = new AbortController();
  running.set(jobId, controller);
  let lastProgress = 0;
  const progress = (fraction: number, stage?: string) => {
    const now = performance.now();
    if (now - lastProgress < PROGRESS_INTERVAL_MS && fraction < 1) return;
    lastProgress = now;
    post({ type: "progress", jobId, fraction: Math.max(0, Math.min(1, fraction)), stage });
  };
  try {
    const process = await loadProcess(toolId);
    const result = await process(controller.signal, input, settings, progress);
    const thumbnail = await makeThumbnail(result.files);
    const files = result.files.map(({ pixels: _pixels, ...file }) => file);
    post({ type: "done", jobId, result: { ...result, files, thumbnail } });
  } catch (error) {
    post({ type: "failed", jobId, message: describeFailure(error), password: error instanceof PasswordError ? error.prompt : undefined });
  } finally {
    running.delete(jobId);
  }
};
