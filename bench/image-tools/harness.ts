/**
 * Drives batches in headless Chromium the way a visitor does: files handed to the page's file
 * input, the time taken inside the page from that moment until the last result is done (a
 * MutationObserver and performance.now(), so polling from here adds nothing), and the outputs read
 * back from the result's download links.
 */
import { type Browser, type BrowserContext, chromium, type Page } from "playwright-core";
import { chromiumArgs, chromiumPath } from "../../e2e/chromium";
import { browserCpuSeconds } from "./cpu";
import type { Output } from "./metrics";

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named functions in `__name(…)`;
 * functions sent to the page or to a worker as source text need that helper where they run.
 */
export const NAME_HELPER = "globalThis.__name = (fn) => fn;";

export interface Timed {
  ms: number;
  /** The longest main-thread task (Long Tasks API: over 50 ms) from the file input's change to the last result; 0 if none, null outside a page. */
  longestTaskMs: number | null;
  outputs: Output[];
  /** Error messages of the files that failed. */
  failed: string[];
  /** When each result finished (done or failed), in ms from the file input's change, earliest first; only from a page. */
  finishedMs?: number[];
  /** CPU seconds the run took over all the processes doing its work (the browser's, or ours for sharp). */
  cpuSeconds: number;
}

export interface BatchOptions {
  /** Read the outputs back (skipped where only time and memory count). */
  collect: boolean;
  timeoutMs: number;
}

interface BatchEnd {
  ms: number;
  longestTaskMs: number;
  failed: string[];
  finishedMs: number[];
}

type BenchWindow = Window & { benchBatch?: Promise<BatchEnd> };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A tool (its folder name) and the settings it reads from saved settings. */
export interface ToolSettings {
  id: string;
  settings: Record<string, unknown>;
}

/** A browser context whose pages start with no saved batch and with the tool's saved settings. */
export async function openContext(browser: Browser, tool: ToolSettings): Promise<BrowserContext> {
  const context = await browser.newContext({ serviceWorkers: "block" });
  await context.addInitScript({ content: NAME_HELPER });
  // Each run starts as a new visit: the previous run's batch would otherwise be offered for resuming.
  await context.addInitScript(() => indexedDB.deleteDatabase("pixelbatch-batches"));
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: `pb.settings.${tool.id}`,
    value: JSON.stringify(tool.settings),
  });
  return context;
}

/** Starts watching for `count` results to finish; the clock starts when the file input changes. */
function armWatch({ count, timeoutMs }: { count: number; timeoutMs: number }) {
  (window as BenchWindow).benchBatch = new Promise<BatchEnd>((resolve, reject) => {
    let start = NaN;
    let longestTaskMs = 0;
    const finishedAt = new Map<Element, number>();
    const onChange = (event: Event) => {
      if ((event.target as Element).matches('[data-testid="file-input"]')) start = performance.now();
    };
    const longTasks = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= start) longestTaskMs = Math.max(longestTaskMs, entry.duration);
    });
    longTasks.observe({ type: "longtask" });
    document.addEventListener("change", onChange, { capture: true });
    const observer = new MutationObserver(() => {
      const results = [...document.querySelectorAll('[data-testid="result"]')];
      for (const result of results) {
        if (!finishedAt.has(result) && ["done", "failed"].includes(result.getAttribute("data-status") ?? ""))
          finishedAt.set(result, performance.now() - start);
      }
      if (results.length < count || results.some((result) => !["done", "failed"].includes(result.getAttribute("data-status") ?? "")))
        return;
      const end = performance.now();
      stop();
      for (const entry of longTasks.takeRecords()) if (entry.startTime >= start) longestTaskMs = Math.max(longestTaskMs, entry.duration);
      resolve({
        ms: end - start,
        longestTaskMs,
        finishedMs: [...finishedAt.values()].sort((a, b) => a - b),
        failed: results
          .filter((result) => result.getAttribute("data-status") === "failed")
          .map((result) => result.querySelector('[data-testid="error"]')?.textContent ?? `${result.getAttribute("data-filename")}: failed`),
      });
    });
    const timer = setTimeout(() => {
      stop();
      reject(new Error(`the batch of ${count} files did not finish within ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const stop = () => {
      observer.disconnect();
      longTasks.disconnect();
      clearTimeout(timer);
      document.removeEventListener("change", onChange, { capture: true });
    };
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ["data-status"] });
  });
}

/** Every download link of the finished results, with the bytes behind its blob URL (base64 to cross to Node). */
function readDownloads() {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="result"] a[data-testid="download"]')];
  return Promise.all(
    links.map(async (link) => {
      const blob = await (await fetch(link.href)).blob();
      const base64 = await new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).slice(String(reader.result).indexOf(",") + 1));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(blob);
      });
      return { input: link.closest("[data-testid=result]")?.getAttribute("data-filename") ?? "", name: link.download, base64 };
    }),
  );
}

/** Hands `files` to the page's file input and waits for every result. */
export async function timeBatch(page: Page, files: readonly string[], options: BatchOptions): Promise<Timed> {
  await page.evaluate(armWatch, { count: files.length, timeoutMs: options.timeoutMs });
  const cpuBefore = browserCpuSeconds();
  await page.locator('[data-testid="file-input"]').setInputFiles([...files]);
  const { ms, longestTaskMs, failed, finishedMs } = await page.evaluate(() => (window as BenchWindow).benchBatch!);
  const cpuSeconds = browserCpuSeconds() - cpuBefore;
  const outputs = options.collect
    ? (await page.evaluate(readDownloads)).map(({ input, name, base64 }) => ({ input, name, bytes: Buffer.from(base64, "base64") }))
    : [];
  return { ms, longestTaskMs, outputs, failed, finishedMs, cpuSeconds };
}

/** A new page of `context` (whose saved settings apply) on a tool page of our site, ready for files, with `workers` workers (else the tool's own number). */
export async function openTool(context: BrowserContext, toolUrl: string, workers?: number): Promise<Page> {
  const page = await context.newPage();
  await page.goto(workers === undefined ? toolUrl : `${toolUrl}?workers=${workers}`);
  await page.waitForSelector('[data-testid="bulk-tool"][data-ready="true"]', { timeout: 30_000 });
  return page;
}

export async function runTool(
  context: BrowserContext,
  toolUrl: string,
  workers: number,
  files: readonly string[],
  options: BatchOptions,
): Promise<Timed> {
  const page = await openTool(context, toolUrl, workers);
  try {
    return await timeBatch(page, files, options);
  } finally {
    await page.close();
  }
}
