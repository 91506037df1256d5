/**
 * Peak memory while a batch runs: the resident memory of this benchmark's Chromium processes, read
 * from /proc, and the page's JavaScript heap from the DevTools protocol, sampled about every 400 ms.
 */
import fs from "node:fs";
import type { BrowserContext, Page } from "playwright-core";
import { openTool, timeBatch } from "./harness";

const INTERVAL_MS = 400;

export interface MemoryPeaks {
  /** Highest sum of resident memory over all Chromium processes started by this benchmark, in bytes. */
  chromiumRss: number;
  /** Highest sum over its renderer processes (the tab, with its workers), in bytes. */
  rendererRss: number;
  /** Highest JSHeapUsedSize of the page's main thread, in bytes. */
  jsHeapUsed: number;
  samples: number;
}

function readProc(pid: string, file: string): string {
  try {
    return fs.readFileSync(`/proc/${pid}/${file}`, "utf8");
  } catch {
    return ""; // the process ended between listing and reading
  }
}

/** Descendants of this Node process whose command is Chromium, with their resident memory. */
export function chromiumProcesses(): { rss: number; renderer: boolean }[] {
  const parents = new Map<string, string>();
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    // The command name in `stat` is in parentheses and may hold spaces; the parent follows the state.
    const stat = readProc(pid, "stat");
    const parent = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1];
    if (parent) parents.set(pid, parent);
  }
  const ours = (pid: string): boolean => {
    for (let current = parents.get(pid); current; current = parents.get(current)) if (current === String(process.pid)) return true;
    return false;
  };
  return [...parents.keys()]
    .filter((pid) => ours(pid) && /chrom/i.test(readProc(pid, "comm")))
    .map((pid) => ({
      rss: Number(/^VmRSS:\s+(\d+) kB/m.exec(readProc(pid, "status"))?.[1] ?? 0) * 1024,
      renderer: readProc(pid, "cmdline").includes("--type=renderer"),
    }));
}

/** Samples until the returned function is called, which resolves with the peaks. */
export async function watchMemory(page: Page): Promise<() => Promise<MemoryPeaks>> {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send("Performance.enable");
  const peaks: MemoryPeaks = { chromiumRss: 0, rendererRss: 0, jsHeapUsed: 0, samples: 0 };
  const sample = async () => {
    const processes = chromiumProcesses();
    peaks.chromiumRss = Math.max(
      peaks.chromiumRss,
      processes.reduce((sum, entry) => sum + entry.rss, 0),
    );
    peaks.rendererRss = Math.max(
      peaks.rendererRss,
      processes.filter((entry) => entry.renderer).reduce((sum, entry) => sum + entry.rss, 0),
    );
    const { metrics } = await devtools.send("Performance.getMetrics");
    peaks.jsHeapUsed = Math.max(peaks.jsHeapUsed, metrics.find((metric) => metric.name === "JSHeapUsedSize")?.value ?? 0);
    peaks.samples++;
  };
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await sample();
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  // A failed sample is reported when the watch stops, not as an unhandled rejection before.
  loop.catch(() => undefined);
  return async () => {
    stopped = true;
    await loop;
    await sample();
    await devtools.detach();
    return peaks;
  };
}

export interface MemoryRun extends MemoryPeaks {
  files: number;
  finished: number;
  failed: string[];
  seconds: number;
  /** The longest main-thread task during the batch (null outside a page). */
  longestTaskMs: number | null;
}

/** One large batch on a tool page with its memory watched from before the files are added until the last result. */
export async function memoryRun(context: BrowserContext, toolUrl: string, workers: number, files: readonly string[]): Promise<MemoryRun> {
  const page = await openTool(context, toolUrl, workers);
  try {
    const stop = await watchMemory(page);
    const timed = await timeBatch(page, files, { collect: false, timeoutMs: 60 * 60_000 }).catch(async (error: unknown) => {
      await stop();
      throw error;
    });
    const peaks = await stop();
    return {
      ...peaks,
      files: files.length,
      finished: files.length - timed.failed.length,
      failed: timed.failed,
      seconds: timed.ms / 1000,
      longestTaskMs: timed.longestTaskMs,
    };
  } finally {
    await page.close();
  }
}
