// Lighthouse (mobile) on the home page, a tool page and a blog post of the production build,
// in the same Chromium the browser tests use. Writes bench/results/lighthouse.{json,md}.
// Targets (issue 2): performance ≥ 95; accessibility, best practices and SEO 100; home page JavaScript ≤ 120 KB compressed.
import fs from "node:fs";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltSite } from "./site.mjs";

const PAGES = [
  { name: "home", path: "/" },
  { name: "tool page", path: "/tools/bulk-image-compressor/" },
  { name: "blog post", path: "/compress-folder-of-photos-without-uploading/" },
];
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const site = await startBuiltSite();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});

const results = [];
try {
  for (const page of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const { lhr } = await lighthouse(`${site.url}${page.path}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
      });
      const requests = lhr.audits["network-requests"].details?.items ?? [];
      const scriptBytes = requests
        .filter((item) => item.resourceType === "Script")
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
      runs.push({
        scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)])),
        lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
        tbtMs: lhr.audits["total-blocking-time"].numericValue,
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        scriptKB: scriptBytes / 1024,
        failedAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    }
    results.push({
      ...page,
      runs: runs.length,
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, median(runs.map((run) => run.scores[id]))])),
      lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
      tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
      cls: Number(median(runs.map((run) => run.cls)).toFixed(3)),
      scriptKB: Number(median(runs.map((run) => run.scriptKB)).toFixed(1)),
      failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))],
    });
  }
} finally {
  await chrome.kill();
  await site.stop();
}

const outDir = path.resolve(import.meta.dirname, "results");
fs.mkdirSync(outDir, { recursive: true });
const report = {
  date: new Date().toISOString(),
  machine: { cpus: (await import("node:os")).cpus().length, node: process.version },
  runsPerPage: RUNS,
  results,
};
fs.writeFileSync(path.join(outDir, "lighthouse.json"), `${JSON.stringify(report, null, 2)}\n`);

const rows = results.map(
  (r) =>
    `| ${r.name} (${r.path}) | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.scriptKB} |`,
);
const markdown = [
  `# Lighthouse, mobile (median of ${RUNS} runs, ${report.date})`,
  "",
  "Targets: performance ≥ 95; accessibility, best practices, SEO 100; home page JavaScript ≤ 120 KB compressed.",
  "",
  "| Page | Performance | Accessibility | Best practices | SEO | LCP ms | TBT ms | CLS | JS KB (transferred) |",
  "|---|---|---|---|---|---|---|---|---|",
  ...rows,
  "",
  ...results.filter((r) => r.failedAudits.length).map((r) => `- ${r.name}: failed audits ${r.failedAudits.join(", ")}`),
  "",
].join("\n");
fs.writeFileSync(path.join(outDir, "lighthouse.md"), markdown);
console.log(markdown);
