/**
 * Memory over a long PDF: the resident memory of the tab (its renderer process, which holds the page,
 * the tool's worker and pdf.js's worker) and of all of this benchmark's Chromium processes, sampled
 * about every 500 ms with the number of pages done, so growth with pages shows.
 */
import type { BrowserContext } from "playwright-core";
import { openTool, timeBatch } from "../image-tools/harness";
import { chromiumProcesses } from "../image-tools/memory";

const INTERVAL_MS = 500;

export interface MemorySample {
  seconds: number;
  pagesDone: number;
  rendererRss: number;
  chromiumRss: number;
}

export interface MemorySeries {
  pages: number;
  seconds: number;
  failed: string[];
  /** The encoded pages the tab keeps for download, in bytes: memory the outputs themselves take. */
  outputBytes: number;
  samples: MemorySample[];
}

/** Sizes of every output behind the page's download links. */
function outputSizes(): Promise<number> {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('[data-testid="result"] a[data-testid="download"]')];
  return Promise.all(links.map(async (link) => (await (await fetch(link.href)).blob()).size)).then((sizes) =>
    sizes.reduce((sum, size) => sum + size, 0),
  );
}

export async function memorySeries(context: BrowserContext, toolUrl: string, file: string, pages: number): Promise<MemorySeries> {
  const page = await openTool(context, toolUrl, 1);
  const samples: MemorySample[] = [];
  const start = performance.now();
  let stopped = false;
  const status = page.locator('[data-testid="result"] [role="status"]');
  const sampling = (async () => {
    while (!stopped) {
      const text = (await status.textContent({ timeout: 1000 }).catch(() => "")) ?? "";
      const processes = chromiumProcesses();
      samples.push({
        seconds: (performance.now() - start) / 1000,
        pagesDone: Number(/Page (\d+) of/i.exec(text)?.[1] ?? (text.startsWith("Done") ? pages : 0)),
        rendererRss: processes.filter((entry) => entry.renderer).reduce((sum, entry) => sum + entry.rss, 0),
        chromiumRss: processes.reduce((sum, entry) => sum + entry.rss, 0),
      });
      await new Promise((resolve) => setTimeout(resolve, INTERVAL_MS));
    }
  })();
  try {
    const timed = await timeBatch(page, [file], { collect: false, timeoutMs: 30 * 60_000 });
    stopped = true;
    await sampling;
    return { pages, seconds: timed.ms / 1000, failed: timed.failed, outputBytes: await page.evaluate(outputSizes), samples };
  } finally {
    stopped = true;
    await sampling;
    await page.close();
  }
}

/** The sample nearest to a share of the pages done. */
export function sampleAt(series: MemorySeries, share: number): MemorySample | undefined {
  const wanted = series.pages * share;
  return series.samples
    .filter((sample) => sample.pagesDone > 0)
    .sort((a, b) => Math.abs(a.pagesDone - wanted) - Math.abs(b.pagesDone - wanted))[0];
}
