import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { startSite } from "../e2e/site-server";
import { corpusDir } from "../src/test-utils/corpus";
import { launchChromium, openContext, openTool, timeBatch } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { loadAverageLine, median, runBench, saveResults, type Target, targetsSection } from "./report-parts";

/**
 * The book summarizer in headless Chromium, from the file handed to the page to its summary done
 * (read, split into chapters, summarised, written as Markdown and text): the three corpus books, and
 * a 1,000-page PDF with a text layer made here from Pride and Prejudice with pdf-lib (45 lines a
 * page, a chapter heading where the book has one). Writes bench/results/book-summarizer.{json,md}.
 */
const ROUNDS = Number(process.env.BOOK_BENCH_ROUNDS ?? 3);
const TOOL = "bulk-book-summarizer";
const BOOKS = ["text/pride_and_prejudice_austen.txt", "text/emma_austen.epub", "text/devils_dictionary_bierce.txt"];
const PDF_PAGES = 1000;
const LINES_PER_PAGE = 45;
const TARGETS = { book: 3, pdf: 5 };

/** Pride and Prejudice laid out over PDF_PAGES pages, its text repeated as often as needed. */
async function thousandPagePdf(file: string): Promise<void> {
  const lines = fs
    .readFileSync(path.join(corpusDir(), "text", "pride_and_prejudice_austen.txt"), "utf8")
    .split("\n")
    .map((line) => line.replace(/[^\x20-\x7e]/g, " "));
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  document.setTitle("Pride and Prejudice (1,000 pages)");
  document.setAuthor("Jane Austen");
  let next = 0;
  for (let index = 0; index < PDF_PAGES; index += 1) {
    const page = document.addPage([595, 842]);
    for (let line = 0; line < LINES_PER_PAGE; line += 1) {
      page.drawText(lines[next % lines.length] as string, { x: 60, y: 790 - line * 16, size: 11, font });
      next += 1;
    }
  }
  fs.writeFileSync(file, await document.save());
}

interface Row {
  book: string;
  seconds: number;
}

async function measure(files: readonly string[]): Promise<Row[]> {
  const site = await startSite(await benchSite());
  const browser = await launchChromium();
  try {
    const rows: Row[] = [];
    for (const file of files) {
      const runs: number[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const context = await openContext(browser, { id: TOOL, settings: {} });
        try {
          const page = await openTool(context, `${site.url}/tools/${TOOL}/`);
          const timed = await timeBatch(page, [file], { collect: false, timeoutMs: 120_000 });
          if (timed.failed.length > 0) throw new Error(`${path.basename(file)}: ${timed.failed.join("; ")}`);
          runs.push(timed.ms / 1000);
          console.log(`${path.basename(file)} · run ${round}: ${runs.at(-1)!.toFixed(2)} s`);
        } finally {
          await context.close();
        }
      }
      rows.push({ book: path.basename(file), seconds: median(runs) });
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
  }
}

runBench(async () => {
  const start = os.loadavg()[0] ?? 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "book-bench-"));
  const pdf = path.join(dir, "pride_and_prejudice_1000_pages.pdf");
  await thousandPagePdf(pdf);
  const rows = await measure([...BOOKS.map((book) => path.join(corpusDir(), book)), pdf]);
  fs.rmSync(dir, { recursive: true, force: true });
  const pdfRow = rows.at(-1)!;
  const targets: Target[] = [
    ...rows.slice(0, -1).map((row) => ({
      target: `${row.book} in under ${TARGETS.book} s`,
      measured: `${row.seconds.toFixed(2)} s`,
      pass: row.seconds < TARGETS.book,
    })),
    {
      target: `A ${PDF_PAGES}-page PDF with a text layer in under ${TARGETS.pdf} s`,
      measured: `${pdfRow.seconds.toFixed(2)} s`,
      pass: pdfRow.seconds < TARGETS.pdf,
    },
  ];
  const report = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? "unknown", loadAverage: { start, end: os.loadavg()[0] ?? 0 } },
    rounds: ROUNDS,
    rows,
    targets,
    errors: targets.filter((target) => !target.pass).map((target) => target.target),
  };
  const markdown = [
    "# Book summarizer",
    "",
    `Headless Chromium on a ${report.machine.cpus}-core ${report.machine.cpuModel}: from the file handed to the page to its summary done, default settings, each run in a new visit; medians of ${ROUNDS}.`,
    "",
    "| Book | Seconds |",
    "|---|---|",
    ...rows.map((row) => `| ${row.book} | ${row.seconds.toFixed(2)} s |`),
    "",
    ...targetsSection(targets),
    "",
    loadAverageLine(report.machine.loadAverage),
    "",
  ].join("\n");
  console.log(saveResults("book-summarizer", report, markdown));
  return report;
});
