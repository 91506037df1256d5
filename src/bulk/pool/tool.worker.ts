/**
 * The one worker script of every tool: it loads the tool's `process.ts` by folder name (webpack turns
 * the template import into one lazy chunk per tool folder, so the registry is the folder list) and runs
 * one job at a time. Nothing here may be imported by the page's main chunk.
 */
/// <reference lib="webworker" />
import { setRuntimeSink } from "../../models/report";
import { describeFailure } from "../failure";
import { PasswordError } from "../../domain/password-error";
import type { PrepareFn, ProcessFn } from "../../domain/tool";
import type { FromWorker, ToWorker } from "./protocol";
import { PixelPool } from "./pixel-buffers";
import { makeThumbnail } from "./thumbnail";

declare const self: DedicatedWorkerGlobalScope;

const running = new Map<string, AbortController>();
const pixels = new PixelPool();
const PROGRESS_INTERVAL_MS = 100;

function post(message: FromWorker) {
  self.postMessage(message);
}

setRuntimeSink((event) => post({ type: "runtime", event }));

interface ToolModule {
  default: ProcessFn<Record<string, unknown>>;
  prepare?: PrepareFn<Record<string, unknown>>;
}

function loadTool(toolId: string): Promise<ToolModule> {
  // Named chunks: Gatsby names a chunk of code shared by tools after the names of the chunks sharing
  // it, so two groups of unnamed tools of the same count got the same name and failed the build.
  return import(/* webpackChunkName: "tool-[request]" */ `../../tools/${toolId}/process.ts`) as Promise<ToolModule>;
}

self.onmessage = async (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  if (message.type === "abort") {
    running.get(message.jobId)?.abort();
    return;
  }
  if (message.type === "warm") {
    // A tool whose code fails to load says so when its first file runs.
    loadTool(message.toolId)
      .then((tool) => tool.prepare?.(message.settings))
      .catch(() => undefined);
    return;
  }
  const { jobId, toolId, settings } = message;
  const lease = pixels.lease();
  const input = message.input.kind === "file" ? { ...message.input, buffers: lease } : message.input;
  const controller = new AbortController();
  running.set(jobId, controller);
  // A file done within the interval shows no progress at all: each message costs the page a render and a frame.
  let lastProgress = performance.now();
  const progress = (fraction: number, stage?: string) => {
    const now = performance.now();
    if (now - lastProgress < PROGRESS_INTERVAL_MS && fraction < 1) return;
    lastProgress = now;
    post({ type: "progress", jobId, fraction: Math.max(0, Math.min(1, fraction)), stage });
  };
  try {
    const { default: process } = await loadTool(toolId);
    const result = await process(controller.signal, input, settings, progress);
    const thumbnail = await makeThumbnail(result.files);
    const files = result.files.map(({ pixels: _pixels, ...file }) => file);
    post({ type: "done", jobId, result: { ...result, files, thumbnail } });
  } catch (error) {
    post({
      type: "failed",
      jobId,
      message: describeFailure(error),
      password: error instanceof PasswordError ? error.prompt : undefined,
      trapped: error instanceof WebAssembly.RuntimeError,
    });
  } finally {
    running.delete(jobId);
    lease.release();
  }
};
