import fs from "node:fs";
import os from "node:os";
import type { Browser } from "playwright-core";
import { startSite } from "../e2e/site-server";
import { median, runBench } from "./report-parts";
import { launchChromium, openContext, runTool, type Timed } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { type BenchPdf, longPdf, photoPdf, textPdf } from "./pdf-tools/inputs";
import { memorySeries } from "./pdf-tools/memory";
import { popplerVersion, runPoppler } from "./pdf-tools/poppler";
import { rasterWorkerSource, runRaster } from "./pdf-tools/raster";
import { IMPLEMENTATIONS, type Implementation, type Output, OUTPUTS, type Report, type Row, writeReport } from "./pdf-tools/report";

/**
 * The PDF to images converter against pdftoppm (poppler, native) on the same pages in the same run,
 * at 150 DPI: rasterising alone, to PNG and to JPEG, on a text PDF and a photo PDF; then a 500-page
 * PDF through the converter with the tab's memory sampled. Writes bench/results/pdf-tools.{json,md}.
 * Targets (issue 4) are judged in pdf-tools/report.ts.
 */
const RUNS = Number(process.env.PDF_BENCH_RUNS ?? 3);
const DPI = 150;
const BATCH_TIMEOUT_MS = 10 * 60_000;
const TOOL = "bulk-pdf-to-images-converter";

type Runner = [Implementation, () => Promise<number>];

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

function ms(timed: Timed, what: string): number {
  if (timed.failed.length > 0) throw new Error(`${what}: ${timed.failed.join("; ")}`);
  return timed.ms;
}

function converterSettings(pdf: BenchPdf, format: "png" | "jpeg") {
  return { pages: "ranges", ranges: `1-${pdf.pages}`, sizeBy: "dpi", dpi: DPI, format, quality: 75, background: "#ffffff" };
}

async function measure(
  browser: Browser,
  origin: string,
  rasterSource: string,
  which: Row["pdf"],
  pdf: BenchPdf,
  output: Output,
): Promise<Row[]> {
  const contexts = [];
  const runners: Runner[] = [];
  if (output === "raster") {
    const context = await openContext(browser, { id: TOOL, settings: {} });
    contexts.push(context);
    runners.push([
      "ours",
      async () =>
        ms(
          await runRaster(
            context,
            origin,
            rasterSource,
            { file: pdf.path, dpi: DPI, pages: pdf.pages },
            { collect: false, timeoutMs: BATCH_TIMEOUT_MS },
          ),
          "raster",
        ),
    ]);
    runners.push(["pdftoppm", () => runPoppler(pdf.path, pdf.pages, DPI, "ppm")]);
    runners.push(["pdftoppm2", () => runPoppler(pdf.path, pdf.pages, DPI, "ppm", 2)]);
  } else {
    const context = await openContext(browser, { id: TOOL, settings: converterSettings(pdf, output) });
    contexts.push(context);
    const url = `${origin}/tools/${TOOL}/`;
    runners.push([
      "ours",
      async () => ms(await runTool(context, url, 1, [pdf.path], { collect: false, timeoutMs: BATCH_TIMEOUT_MS }), output),
    ]);
    runners.push(["pdftoppm", () => runPoppler(pdf.path, pdf.pages, DPI, output)]);
  }
  try {
    const times = runners.map((): number[] => []);
    // Rounds interleave the implementations, so a drift in the machine's speed touches them alike; round 0 warms up.
    for (let round = 0; round <= RUNS; round++) {
      for (const [index, [name, once]] of runners.entries()) {
        const elapsed = await once();
        console.log(
          `${which} PDF · ${OUTPUTS[output]} · ${IMPLEMENTATIONS[name]} · ${round === 0 ? "warm-up" : `run ${round}`}: ${(elapsed / 1000).toFixed(2)} s`,
        );
        if (round > 0) times[index]!.push(elapsed);
      }
    }
    return runners.map(([implementation], index) => {
      const medianMs = median(times[index]!);
      return {
        pdf: which,
        output,
        implementation,
        runsMs: times[index]!,
        medianMs,
        pages: pdf.pages,
        pagesPerSecond: pdf.pages / (medianMs / 1000),
      };
    });
  } finally {
    for (const context of contexts) await context.close();
  }
}

async function main() {
  const pdfs = { text: textPdf(), photo: await photoPdf(), long: await longPdf() };
  const rasterSource = await rasterWorkerSource();
  const site = await startSite(await benchSite());
  const browser = await launchChromium();
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      chromium: browser.version(),
      poppler: popplerVersion(),
      pdfjs: (JSON.parse(fs.readFileSync("node_modules/pdfjs-dist/package.json", "utf8")) as { version: string }).version,
      loadAverage: { start: os.loadavg()[0]!, end: NaN },
    },
    dpi: DPI,
    runs: RUNS,
    pdfs,
    rows: [],
    memory: null,
    errors: [],
  };
  try {
    for (const output of ["raster", "png", "jpeg"] as const) {
      for (const which of ["text", "photo"] as const) {
        try {
          report.rows.push(...(await measure(browser, site.url, rasterSource, which, pdfs[which], output)));
        } catch (error) {
          report.errors.push(`${which} PDF, ${OUTPUTS[output]}: ${message(error)}`);
        }
      }
    }
    const context = await openContext(browser, {
      id: TOOL,
      settings: { pages: "all", sizeBy: "dpi", dpi: DPI, format: "png", background: "#ffffff" },
    });
    try {
      console.log(`Memory run: ${pdfs.long.pages} pages to PNG…`);
      report.memory = await memorySeries(context, `${site.url}/tools/${TOOL}/`, pdfs.long.path, pdfs.long.pages);
    } catch (error) {
      report.errors.push(`Memory run: ${message(error)}`);
    } finally {
      await context.close();
    }
  } finally {
    await browser.close();
    await site.stop();
  }
  report.machine.loadAverage.end = os.loadavg()[0]!;
  console.log(writeReport(report));
  return report;
}

runBench(main);
