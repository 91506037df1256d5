/** The PDF benchmark's targets judged from its rows, written as JSON and as a Markdown table. */
import { loadAverageLine, saveResults, type Target, targetsSection } from "../report-parts";
import type { BenchPdf } from "./inputs";
import { type MemorySeries, sampleAt } from "./memory";

export type Output = "raster" | "png" | "jpeg";
export type Implementation = "ours" | "pdftoppm" | "pdftoppm2";

export const IMPLEMENTATIONS: Record<Implementation, string> = {
  ours: "ours (tool worker + pdf.js worker, 2 pages in flight)",
  pdftoppm: "pdftoppm, 1 process",
  pdftoppm2: "pdftoppm, 2 processes (page range split)",
};

export const OUTPUTS: Record<Output, string> = {
  raster: "rasterising alone (pdftoppm: PPM)",
  png: "to PNG",
  jpeg: "to JPEG (quality 75, pdftoppm's default)",
};

export interface Row {
  pdf: "text" | "photo";
  output: Output;
  implementation: Implementation;
  runsMs: number[];
  medianMs: number;
  pages: number;
  pagesPerSecond: number;
}

export interface Report {
  date: string;
  machine: { cpus: number; node: string; chromium: string; poppler: string; pdfjs: string; loadAverage: { start: number; end: number } };
  dpi: number;
  runs: number;
  pdfs: { text: BenchPdf; photo: BenchPdf; long: BenchPdf };
  rows: Row[];
  memory: MemorySeries | null;
  errors: string[];
}

const MB = (bytes: number) => `${Math.round(bytes / 1e6)} MB`;

function judge(report: Report): Target[] {
  const row = (pdf: Row["pdf"], output: Output, implementation: Implementation) =>
    report.rows.find((r) => r.pdf === pdf && r.output === output && r.implementation === implementation);
  const ratioTarget = (pdf: Row["pdf"], output: Output, against: Output, floor: number): Target => {
    const ours = row(pdf, output, "ours");
    const base = row(pdf, against, "pdftoppm");
    const ratio = ours && base ? ours.pagesPerSecond / base.pagesPerSecond : NaN;
    return {
      target: `${pdf} PDF, ${OUTPUTS[output]}: ours ≥ ${floor}× pdftoppm${against === "raster" ? " (PPM)" : ` -${against}`}, pages/s`,
      measured: Number.isNaN(ratio)
        ? "not measured"
        : `${ratio.toFixed(2)}× (${ours!.pagesPerSecond.toFixed(1)} vs ${base!.pagesPerSecond.toFixed(1)})`,
      pass: ratio >= floor,
    };
  };
  const targets = [
    ratioTarget("text", "raster", "raster", 1.2),
    ratioTarget("photo", "raster", "raster", 0.5),
    ratioTarget("text", "png", "png", 8),
    ratioTarget("photo", "png", "png", 8),
  ];
  const memory = report.memory;
  const [idle, early, late] = memory ? [memory.samples[0], sampleAt(memory, 0.2), sampleAt(memory, 1)] : [];
  const growth = early && late ? late.rendererRss - early.rendererRss : NaN;
  const peak = (key: "rendererRss" | "chromiumRss") => Math.max(...(memory?.samples.map((sample) => sample[key]) ?? [NaN]));
  targets.push({
    target: `${memory?.pages ?? 500}-page PDF to PNG at ${report.dpi} DPI: every page done, the tab's memory flat (renderer growth from 20% to 100% of the pages under 100 MB)`,
    measured:
      memory && idle && early && late
        ? `${memory.failed.length === 0 ? "done" : `failed: ${memory.failed.join("; ")}`} in ${memory.seconds.toFixed(0)} s; renderer RSS ${MB(idle.rendererRss)} before, ${MB(early.rendererRss)} at page ${early.pagesDone}, ${MB(late.rendererRss)} at page ${late.pagesDone}, peak ${MB(peak("rendererRss"))}. The ${MB(memory.outputBytes)} of PNG outputs kept for download live in the browser process: all Chromium processes ${MB(memory.samples[0]?.chromiumRss ?? NaN)} before, peak ${MB(peak("chromiumRss"))}`
        : "not measured",
    pass: Boolean(memory && memory.failed.length === 0 && growth < 100e6),
  });
  return targets;
}

function markdown(report: Report, targets: Target[]): string {
  const { text, photo, long } = report.pdfs;
  const cell = (pdf: Row["pdf"], output: Output, implementation: Implementation) => {
    const r = report.rows.find(
      (candidate) => candidate.pdf === pdf && candidate.output === output && candidate.implementation === implementation,
    );
    return r ? `${r.pagesPerSecond.toFixed(1)} (${r.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(", ")} s)` : "–";
  };
  const combos = [...new Set(report.rows.map((r) => `${r.output}|${r.implementation}`))].map(
    (key) => key.split("|") as [Output, Implementation],
  );
  return [
    `# PDF tools: pages per second at ${report.dpi} DPI (median of ${report.runs} runs after a warm-up; ${report.date})`,
    "",
    `Chromium ${report.machine.chromium} (headless), pdf.js ${report.machine.pdfjs}, ${report.machine.poppler}, Node ${report.machine.node}, ${report.machine.cpus} cores;`,
    loadAverageLine(report.machine.loadAverage),
    "Ours: the converter's page in headless Chromium, from handing the PDF to the file input until its result is done (worker start-up and opening included); rasterising alone runs the converter's own opening and drawing code, bundled, in a worker on a bare page of the site, without encoding. pdftoppm: from process start to exit, files written to /tmp.",
    "",
    `- Text PDF: ${text.name}, all ${text.pages} pages (${MB(text.bytes)})`,
    `- Photo PDF: ${photo.name}, ${photo.pages} A4 pages of one 2–12 MP JPEG each (${MB(photo.bytes)})`,
    `- Memory: ${long.name}, ${long.pages} A4 pages of text and a photo (${MB(long.bytes)})`,
    "",
    "| Output | Implementation | Text pages/s (runs) | Photo pages/s (runs) |",
    "|---|---|---|---|",
    ...combos.map(
      ([output, implementation]) =>
        `| ${OUTPUTS[output]} | ${IMPLEMENTATIONS[implementation]} | ${cell("text", output, implementation)} | ${cell("photo", output, implementation)} |`,
    ),
    "",
    ...targetsSection(targets),
    "",
    ...(report.errors.length > 0 ? ["## Errors", "", ...report.errors.map((error) => `- ${error}`), ""] : []),
  ].join("\n");
}

export function writeReport(report: Report): string {
  const targets = judge(report);
  return saveResults("pdf-tools", { ...report, targets }, markdown(report, targets));
}
