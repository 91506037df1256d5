import os from "node:os";
import type { Browser } from "playwright-core";
import sharp from "sharp";
import { startSite } from "../e2e/site-server";
import { runBench } from "./report-parts";
import { type CanvasJob, runCanvas, runSharp } from "./image-tools/baselines";
import { launchChromium, openContext, runTool, type Timed, type ToolSettings } from "./image-tools/harness";
import { cameraPhotos, manyLinks, type Photo, twelveMegapixelPhotos } from "./image-tools/inputs";
import { memoryRun } from "./image-tools/memory";
import {
  type Implementation,
  IMPLEMENTATIONS,
  measureQuality,
  type Output,
  qualityCurve,
  type Reference,
  type Row,
  summarise,
} from "./image-tools/metrics";
import { type Report, writeReport } from "./image-tools/report";
import { benchSite } from "./image-tools/site";

/**
 * The compressor, converter and resizer through their real pages in headless Chromium, with 1 and
 * 2 workers, beside baselines run on the same files in the same session: the browser's own encoder
 * (OffscreenCanvas in 1 and 2 workers) and sharp in Node (native libvips, 2 images in flight, our ceiling);
 * then one batch of hundreds of 12 MP photos with its peak memory. Writes bench/results/image-tools.{json,md}.
 * Targets (issue 3) are judged in image-tools/report.ts.
 */
const RUNS = Number(process.env.IMAGE_BENCH_RUNS ?? 3);
const MEMORY_FILES = Number(process.env.IMAGE_BENCH_MEMORY_FILES ?? 500);
const BATCH_TIMEOUT_MS = 10 * 60_000;
/** Task ids to run (comma-separated), for a quick look at one row; the full report needs them all. */
const ONLY = process.env.IMAGE_BENCH_TASKS?.split(",").filter(Boolean);

interface Task {
  id: string;
  title: string;
  set: "photos" | "twelveMp";
  reference: Reference;
  tool: ToolSettings;
  canvas?: CanvasJob;
  sharp?: (image: sharp.Sharp) => sharp.Sharp;
}

const COMPRESSOR = "bulk-image-compressor";
/** "auto" encoding: baseline MozJPEG at a fixed quality, progressive in the target modes. */
const FIXED_JPEG = { mode: "quality", format: "jpeg", quality: 75, jpegEncoding: "auto" };
const TO_WEBP: ToolSettings = { id: "bulk-image-converter", settings: { format: "webp", quality: 75, lossless: false } };
/**
 * Resizes write JPEG at quality 100, so that SSIM measures the resampling: at q90 the JPEG encoding
 * alone costs these photos 0.97–0.99 SSIM against the resized pixels, more than resampling does.
 * At quality 100 Chromium's encoder (ours and the canvas baseline alike) keeps full-resolution
 * colour (4:4:4); sharp keeps a quarter of the colour samples (4:2:0) unless told not to: 38.9 ms
 * where 4:4:4 took 73.7 ms (1600 × 1000, one thread), and 30 % fewer bytes. sharp writes the same
 * kind of JPEG as the browser here, so that the row compares equal work.
 */
const SAME_JPEG_AS_BROWSER = { quality: 100, chromaSubsampling: "4:4:4" } as const;
const RESIZE = { mode: "width", width: 1600, enlarge: false, format: "jpeg", quality: 100, jpegEncoder: "browser" };
/** Up to 90, where the worst photo of the set reaches the SSIM the target mode brings every photo to. */
const CURVE_QUALITIES = [60, 65, 70, 75, 80, 85, 90];

const TASKS: Task[] = [
  {
    id: "compress-jpeg",
    title: "Compress, JPEG q75 (default encoding: baseline MozJPEG)",
    set: "photos",
    reference: "input",
    tool: { id: COMPRESSOR, settings: FIXED_JPEG },
    canvas: { type: "image/jpeg", quality: 0.75 },
    sharp: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  },
  {
    id: "compress-jpeg-progressive",
    title: "Compress, JPEG q75 (MozJPEG progressive)",
    set: "photos",
    reference: "input",
    tool: { id: COMPRESSOR, settings: { ...FIXED_JPEG, jpegEncoding: "progressive" } },
    sharp: (image) => image.jpeg({ quality: 75, mozjpeg: true }),
  },
  {
    id: "compress-webp",
    title: "Compress, WebP q75",
    set: "photos",
    reference: "input",
    tool: { id: COMPRESSOR, settings: { mode: "quality", format: "webp", quality: 75 } },
    canvas: { type: "image/webp", quality: 0.75 },
    sharp: (image) => image.webp({ quality: 75 }),
  },
  {
    id: "compress-jxl",
    title: "Compress, JPEG XL q75 (effort 5; this sharp cannot write JPEG XL)",
    set: "photos",
    reference: "input",
    tool: { id: COMPRESSOR, settings: { mode: "quality", format: "jxl", quality: 75 } },
  },
  {
    id: "compress-target",
    title: "Compress, target quality (SSIM 0.968, JPEG, default encoding: progressive, tuned for SSIM)",
    set: "photos",
    reference: "input",
    tool: { id: COMPRESSOR, settings: { mode: "target-quality", targetSsim: 0.968, format: "jpeg", jpegEncoding: "auto" } },
  },
  {
    id: "convert-webp",
    title: "Convert to WebP q75",
    set: "photos",
    reference: "input",
    tool: TO_WEBP,
    canvas: { type: "image/webp", quality: 0.75 },
    sharp: (image) => image.webp({ quality: 75 }),
  },
  {
    id: "resize-lanczos3",
    title: "Resize 12 MP → 1600 px wide, Lanczos3 (JPEG q100, 4:4:4)",
    set: "twelveMp",
    reference: "lanczos3",
    tool: { id: "bulk-image-resizer", settings: { ...RESIZE, method: "lanczos3" } },
    canvas: { type: "image/jpeg", quality: 1, width: 1600 },
    sharp: (image) => image.resize({ width: 1600, kernel: "lanczos3" }).jpeg(SAME_JPEG_AS_BROWSER),
  },
  {
    id: "resize-fast",
    title: "Resize 12 MP → 1600 px wide, fast (JPEG q100, 4:4:4)",
    set: "twelveMp",
    reference: "lanczos3",
    tool: { id: "bulk-image-resizer", settings: { ...RESIZE, method: "fast" } },
    canvas: { type: "image/jpeg", quality: 1, width: 1600 },
  },
];

/** The converter to WebP at full size: every output is a 12 MP image held by the page, the heaviest batch for memory. */
const MEMORY_TOOL = TO_WEBP;

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A batch in which a file failed measures nothing comparable. */
function allDone(timed: Timed, what: string): Timed {
  if (timed.failed.length > 0) throw new Error(`${what}: ${timed.failed.length} files failed (${timed.failed.slice(0, 3).join("; ")})`);
  return timed;
}

async function measureTask(browser: Browser, origin: string, task: Task, photos: readonly Photo[]): Promise<Row[]> {
  const files = photos.map((photo) => photo.path);
  const context = await openContext(browser, task.tool);
  const toolUrl = `${origin}/tools/${task.tool.id}/`;
  const options = (collect: boolean) => ({ collect, timeoutMs: BATCH_TIMEOUT_MS });
  const runners: [Implementation, (collect: boolean) => Promise<Timed>][] = [
    ["ours1", (collect) => runTool(context, toolUrl, 1, files, options(collect))],
    ["ours2", (collect) => runTool(context, toolUrl, 2, files, options(collect))],
  ];
  const { canvas, sharp: pipeline } = task;
  if (canvas) {
    const inWorkers = (workers: number) => (collect: boolean) => runCanvas(context, origin, canvas, workers, files, options(collect));
    runners.push(["canvas1", inWorkers(1)], ["canvas2", inWorkers(2)]);
  }
  if (pipeline) runners.push(["sharp2", () => runSharp(photos, pipeline)]);
  try {
    const times = runners.map((): Timed[] => []);
    const last: Timed[] = [];
    // Rounds interleave the implementations, so a drift in the machine's speed touches them alike; round 0 warms up.
    for (let round = 0; round <= RUNS; round++) {
      for (const [index, [name, once]] of runners.entries()) {
        const timed = allDone(await once(round === RUNS), IMPLEMENTATIONS[name]);
        console.log(
          `${task.title} · ${IMPLEMENTATIONS[name]} · ${round === 0 ? "warm-up" : `run ${round}`}: ${(timed.ms / 1000).toFixed(2)} s`,
        );
        if (round > 0) times[index]!.push(timed);
        last[index] = timed;
      }
    }
    const rows: Row[] = [];
    for (const [index, [name]] of runners.entries()) {
      rows.push(summarise(task.id, name, times[index]!, await measureQuality(last[index]!.outputs, photos, task.reference), photos.length));
    }
    return rows;
  } finally {
    await context.close();
  }
}

/** The outputs of one untimed batch of a tool with 2 workers. */
async function toolOutputs(browser: Browser, origin: string, tool: ToolSettings, photos: readonly Photo[]): Promise<Output[]> {
  const context = await openContext(browser, tool);
  const files = photos.map((photo) => photo.path);
  try {
    return allDone(await runTool(context, `${origin}/tools/${tool.id}/`, 2, files, { collect: true, timeoutMs: BATCH_TIMEOUT_MS }), tool.id)
      .outputs;
  } finally {
    await context.close();
  }
}

const setInfo = (name: string, photos: readonly Photo[]) => ({
  name,
  files: photos.length,
  megapixels: photos.reduce((sum, photo) => sum + (photo.width * photo.height) / 1e6, 0),
  bytes: photos.reduce((sum, photo) => sum + photo.bytes.length, 0),
});

/** Bytes and SSIM at fixed qualities for sharp and the compressor: what the target-quality row is judged against. */
async function measureCurves(browser: Browser, origin: string, photos: readonly Photo[], report: Report): Promise<void> {
  try {
    report.curves.sharpMozjpeg = await qualityCurve(CURVE_QUALITIES, photos, async (quality) => {
      return (await runSharp(photos, (image) => image.jpeg({ quality, mozjpeg: true }))).outputs;
    });
    const settings = (quality: number) => ({ ...FIXED_JPEG, quality, jpegEncoding: "progressive" });
    report.curves.compressor = await qualityCurve(CURVE_QUALITIES, photos, (quality) =>
      toolOutputs(browser, origin, { id: COMPRESSOR, settings: settings(quality) }, photos),
    );
  } catch (error) {
    report.errors.push(`Fixed-quality curves: ${message(error)}`);
  }
}

async function measureMemory(browser: Browser, origin: string, photos: readonly Photo[], report: Report): Promise<void> {
  const context = await openContext(browser, MEMORY_TOOL);
  try {
    console.log(`Memory run: ${MEMORY_FILES} × 12 MP…`);
    report.memory = await memoryRun(context, `${origin}/tools/${MEMORY_TOOL.id}/`, 2, manyLinks(photos, MEMORY_FILES));
  } catch (error) {
    report.errors.push(`Memory run: ${message(error)}`);
  } finally {
    await context.close();
  }
}

async function main() {
  const sets = { photos: await cameraPhotos(), twelveMp: await twelveMegapixelPhotos() };
  const site = await startSite(await benchSite());
  const browser = await launchChromium();
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      node: process.version,
      chromium: browser.version(),
      sharp: sharp.versions.sharp,
      libvips: sharp.versions.vips,
      loadAverage: { start: os.loadavg()[0]!, end: NaN },
    },
    runs: RUNS,
    sets: [
      setInfo("Photos (the JPEG, PNG and WebP photos of the corpus, less alpha and CMYK)", sets.photos),
      setInfo("12 MP photos (JPEG)", sets.twelveMp),
    ],
    tasks: TASKS.map(({ id, title, set }) => ({ id, title, set })),
    rows: [],
    curves: { sharpMozjpeg: [], compressor: [] },
    memory: null,
    errors: [],
  };
  try {
    for (const task of TASKS.filter(({ id }) => !ONLY || ONLY.includes(id))) {
      try {
        report.rows.push(...(await measureTask(browser, site.url, task, sets[task.set])));
      } catch (error) {
        report.errors.push(`${task.title}: ${message(error)}`);
      }
    }
    if (!ONLY || ONLY.includes("compress-target")) await measureCurves(browser, site.url, sets.photos, report);
    if (MEMORY_FILES > 0) await measureMemory(browser, site.url, sets.twelveMp, report);
  } finally {
    await browser.close();
    await site.stop();
  }
  report.machine.loadAverage.end = os.loadavg()[0]!;
  console.log(writeReport(report));
  return report;
}

runBench(main);
