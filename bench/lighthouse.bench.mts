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
 * Targets (issues 2 and 22): performance ≥ 95; accessibility, best practices, SEO 100; CLS 0; TBT ≤ 200 ms;
 * home page JavaScript ≤ 120 KB compressed. The report also says where the main thread's time went.
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
  costs: Costs;
}

/** Where the main thread's time went, in Lighthouse's simulated mobile milliseconds. */
interface Costs {
  /** Script evaluation and parsing per script URL (bootup-time). */
  scripts: Record<string, number>;
  /** Main-thread work per kind (mainthread-work-breakdown). */
  kinds: Record<string, number>;
  /** Long tasks, by the script they are attributed to. */
  longTasks: { url: string; ms: number }[];
}

interface Items<T> {
  details?: { items?: T[] };
}

const items = <T,>(audit: unknown): T[] => (audit as Items<T> | undefined)?.details?.items ?? [];

/** A script's file name with its content hash removed, so runs and builds compare; the page's own URL reads "document". */
function scriptName(url: string, pageUrl: string): string {
  if (url === pageUrl) return "document";
  const file = url.replace(/^https?:\/\/[^/]+\//, "").replace(/-[0-9a-f]{20}\.js$/, ".js");
  return file || url;
}

function costsOf(lhr: { audits: Record<string, unknown>; finalDisplayedUrl: string }): Costs {
  const page = lhr.finalDisplayedUrl;
  return {
    scripts: Object.fromEntries(
      items<{ url: string; scripting: number; scriptParseCompile: number }>(lhr.audits["bootup-time"]).map((item) => [
        scriptName(item.url, page),
        Math.round(item.scripting + item.scriptParseCompile),
      ]),
    ),
    kinds: Object.fromEntries(
      items<{ groupLabel: string; duration: number }>(lhr.audits["mainthread-work-breakdown"]).map((item) => [
        item.groupLabel,
        Math.round(item.duration),
      ]),
    ),
    longTasks: items<{ url: string; duration: number }>(lhr.audits["long-tasks"]).map((item) => ({
      url: scriptName(item.url, page),
      ms: Math.round(item.duration),
    })),
  };
}

/** Each key's median over the runs (0 where a run lacks it). */
function medianCosts(runs: readonly Costs[], pick: (costs: Costs) => Record<string, number>): Record<string, number> {
  const keys = [...new Set(runs.flatMap((costs) => Object.keys(pick(costs))))];
  return Object.fromEntries(
    keys.map((key) => [key, Math.round(median(runs.map((costs) => pick(costs)[key] ?? 0)))] as const).sort((a, b) => b[1] - a[1]),
  );
}

const top = (costs: Record<string, number>, count: number) =>
  Object.entries(costs)
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms}`)
    .join(", ");

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
    costs: costsOf(lhr),
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
        scripts: medianCosts(
          runs.map((run) => run.costs),
          (costs) => costs.scripts,
        ),
        kinds: medianCosts(
          runs.map((run) => run.costs),
          (costs) => costs.kinds,
        ),
        longTasks: runs.map((run) => run.costs.longTasks),
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
    "Targets: performance ≥ 95; accessibility, best practices, SEO 100; CLS 0; TBT ≤ 200 ms; home page JavaScript ≤ 120 KB compressed.",
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
    "## Where the main thread's time goes (simulated mobile ms, medians)",
    "",
    "| Page | Scripts (evaluation + parsing) | Work by kind | Long tasks per run (script ms) |",
    "|---|---|---|---|",
    ...results.map(
      (r) =>
        `| ${r.name} | ${top(r.scripts, 6)} | ${top(r.kinds, 7)} | ${r.longTasks.map((tasks) => tasks.map((task) => `${task.url} ${task.ms}`).join(", ") || "none").join("; ")} |`,
    ),
    "",
  ].join("\n");

  console.log(saveResults("lighthouse", report, markdown));
}

runBench(main);
