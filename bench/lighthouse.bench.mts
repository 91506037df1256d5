import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumArgs, chromiumPath } from "../e2e/chromium";
import { startSite } from "../e2e/site-server";
import { ensureBuilt } from "../scripts/build-state";
import { root } from "../scripts/run";
import { median, runBench, saveResults } from "./report-parts";

/**
 * Lighthouse (mobile) on the home page, a tool page and a blog post of the production build, in the
 * Chromium the browser tests use; writes bench/results/lighthouse.{json,md}.
 * An ES module so Lighthouse loads untransformed: it runs some of its functions in the page from
 * their source text, which a CommonJS transform would break.
 * Targets (issue 2): performance ≥ 95; accessibility, best practices, SEO 100; home page JavaScript ≤ 120 KB compressed.
 */
const PAGES = [
  { name: "home", path: "/" },
  { name: "tool page", path: "/tools/bulk-image-compressor/" },
  { name: "blog post", path: "/compress-folder-of-photos-without-uploading/" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Run {
  scores: Record<string, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKB: number;
  failedAudits: string[];
}

async function audit(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return {
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)])),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? NaN,
    scriptKB: requests.filter((item) => item.resourceType === "Script").reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    failedAudits: Object.values(lhr.audits)
      .filter((entry) => entry.score !== null && entry.score < 1 && entry.scoreDisplayMode === "binary")
      .map((entry) => entry.id),
  };
}

async function main() {
  await ensureBuilt();
  const site = await startSite(path.join(root, "public"));
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: chromiumArgs });
  const results = [];
  try {
    for (const page of PAGES) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${site.url}${page.path}`, chrome.port));
      results.push({
        ...page,
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]!))])),
        lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
        tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
        cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
        scriptKB: Number(median(runs.map((run) => run.scriptKB)).toFixed(1)),
        failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
      });
    }
  } finally {
    chrome.kill();
    await site.stop();
  }

  const report = { date: new Date().toISOString(), machine: { cpus: os.cpus().length, node: process.version }, runsPerPage: RUNS, results };
  const markdown = [
    `# Lighthouse, mobile (median of ${RUNS} runs, ${report.date}, ${report.machine.cpus} cores)`,
    "",
    "Targets: performance ≥ 95; accessibility, best practices, SEO 100; home page JavaScript ≤ 120 KB compressed.",
    "",
    "| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | JS KB transferred |",
    "|---|---|---|---|---|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} (${r.path}) | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKB} |`,
    ),
    "",
    ...results.filter((r) => r.failedAudits.length > 0).map((r) => `- ${r.name}: failed audits ${r.failedAudits.join(", ")}`),
    "",
  ].join("\n");

  console.log(saveResults("lighthouse", report, markdown));
}

runBench(main);
