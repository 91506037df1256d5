import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { runIsnet } from "../server/processing/isnet-node";
import type { Raster } from "../src/codecs/image";
import { detectFaces } from "../src/models/face/detect";
import { maskFromOutput } from "../src/models/isnet/mask";
import { ISNET_SIZE, toModelInput } from "../src/models/isnet/tensor";
import { chromaError, GREY_PAIRS, greyPair, psnr, sampledHints } from "../src/test-utils/colour-pairs";
import { corpusRaster } from "../src/test-utils/corpus";
import { corpusDir } from "../src/test-utils/corpus";
import { nodeFaceModels } from "../src/test-utils/tfjs-node";
import { AUTOMATIC_FACE_SEARCH, type AutomaticClues, automaticHints, faceAreas } from "../src/tools/bulk-photo-colorizer/auto-hints";
import { colorize, type HintSource, placedHints } from "../src/tools/bulk-photo-colorizer/colorize";
import { referenceHints } from "../src/tools/bulk-photo-colorizer/transfer";
import { startSite } from "../e2e/site-server";
import { formatHints } from "../src/tools/bulk-photo-colorizer/hints";
import { launchChromium, openContext, openTool, timeBatch } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { loadAverageLine, median, runBench, saveResults, type Target, targetsSection } from "./report-parts";

/**
 * The colorizer: seconds per photo at 2, 12 and 24 MP in hint mode (10 hints) and reference mode,
 * from the file handed to the page to its result done in headless Chromium (decode, colour, encode,
 * preview), and for `colorize` alone in Node, whose V8 is Chromium's; and on the grey corpus photos (each with its colour
 * original) the PSNR and CIELAB a/b error against the number of hints: 0 = automatic (faces from the
 * MediaPipe detector, the subject from ISNet on onnxruntime-node, as the site runs them), 10 and 50,
 * beside the grey photo's and reference mode's. Writes bench/results/colorizer.{json,md}.
 */
const ROUNDS = Number(process.env.COLORIZER_BENCH_ROUNDS ?? 3);
const PHOTO = "photos/sunset_mountains_4272x2848.jpg";
const REFERENCE = "photos/evening_glow_2560x1600.avif";
/** The worker draws the reference this size (process.ts). */
const REFERENCE_SIDE = 320;
const SIZES = [
  { label: "2 MP", width: 1732, height: 1155 },
  { label: "12 MP", width: 4272, height: 2848 },
  { label: "24 MP", width: 6000, height: 4000 },
];
const TARGET = { label: "12 MP", seconds: 3 };
/** The corpus pairs are measured at their own size (at most 1920 px wide). */
const QUALITY_SIDE = 1920;
/** Another photo of a similar scene for each pair, where the corpus has one (as transfer.test.ts). */
const SIMILAR: Record<string, string> = {
  petra_treasury: "photos/pont_du_gard_1024x681.tif",
  bonnet_macaques: "objects/rabbit_on_grass_800x551.jpg",
  sunset_field: "photos/evening_glow_2560x1600.avif",
};

async function greyAt(width: number, height: number): Promise<Raster> {
  const { data, info } = await sharp(path.join(corpusDir(), PHOTO))
    .resize(width, height, { fit: "fill" })
    // Saturation 0 keeps three channels, as a grey scan saved as an RGB JPEG has (greyscale() would leave one).
    .modulate({ saturation: 0 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function timed(label: string, run: () => void): number {
  const seconds: number[] = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    const start = performance.now();
    run();
    seconds.push((performance.now() - start) / 1000);
    console.log(`${label} · run ${round}: ${seconds.at(-1)!.toFixed(2)} s`);
  }
  return median(seconds);
}

interface SpeedRow {
  size: string;
  width: number;
  height: number;
  hints: number;
  reference: number;
}

const TOOL = "bulk-photo-colorizer";
const WARM_UP_SIZE = { width: 800, height: 533 };

/** The settings a visitor would have saved: the mode, ten hints for every photo, the reference as the options panel stores it. */
async function savedSettings(mode: "hints" | "reference"): Promise<Record<string, unknown>> {
  const original = await corpusRaster(PHOTO, 480);
  const reference = await sharp(path.join(corpusDir(), REFERENCE)).resize(2048, 2048, { fit: "inside" }).jpeg({ quality: 85 }).toBuffer();
  return {
    mode,
    hints: formatHints(sampledHints(original, 10)),
    reference: `data:image/jpeg;base64,${reference.toString("base64")}`,
  };
}

/** Drop to done in Chromium, per photo: each run in a new visit, after one small photo has warmed the workers and cleared. */
async function browserSpeed(): Promise<SpeedRow[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "colorizer-bench-"));
  const fileOf = async ({ width, height }: { width: number; height: number }) => {
    const file = path.join(dir, `grey-${width}x${height}.jpg`);
    const { data, info } = await sharp(path.join(corpusDir(), PHOTO))
      .resize(width, height, { fit: "fill" })
      .modulate({ saturation: 0 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    await sharp(data, { raw: info }).jpeg({ quality: 90 }).toFile(file);
    return file;
  };
  const warmUp = await fileOf(WARM_UP_SIZE);
  const site = await startSite(await benchSite());
  const browser = await launchChromium();
  try {
    const rows: SpeedRow[] = [];
    for (const size of SIZES) {
      const file = await fileOf(size);
      const seconds = { hints: NaN, reference: NaN };
      for (const mode of ["hints", "reference"] as const) {
        const runs: number[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          const context = await openContext(browser, { id: TOOL, settings: await savedSettings(mode) });
          try {
            const page = await openTool(context, `${site.url}/tools/${TOOL}/`);
            await timeBatch(page, [warmUp], { collect: false, timeoutMs: 60_000 });
            await page.getByRole("button", { name: "Clear", exact: true }).click();
            const timed = await timeBatch(page, [file], { collect: false, timeoutMs: 120_000 });
            if (timed.failed.length > 0) throw new Error(`${size.label} ${mode}: ${timed.failed.join("; ")}`);
            runs.push(timed.ms / 1000);
            console.log(`Browser · ${size.label} ${mode} · run ${round}: ${runs.at(-1)!.toFixed(2)} s`);
          } finally {
            await context.close();
          }
        }
        seconds[mode] = median(runs);
      }
      rows.push({ size: size.label, width: size.width, height: size.height, ...seconds });
    }
    return rows;
  } finally {
    await browser.close();
    await site.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function speed(): Promise<SpeedRow[]> {
  const reference = await corpusRaster(REFERENCE, REFERENCE_SIDE);
  const original = await corpusRaster(PHOTO, 480);
  const hints = placedHints(sampledHints(original, 10));
  colorize(await greyAt(800, 533), hints);
  const rows: SpeedRow[] = [];
  for (const size of SIZES) {
    const grey = await greyAt(size.width, size.height);
    rows.push({
      size: size.label,
      width: size.width,
      height: size.height,
      hints: timed(`${size.label} hints`, () => colorize(grey, hints)),
      reference: timed(`${size.label} reference`, () => colorize(grey, referenceHints(reference))),
    });
  }
  return rows;
}

/** What automatic mode finds in a photo, with the models the site serves, run in Node. */
async function automaticClues(name: string, grey: Raster): Promise<AutomaticClues> {
  const models = await nodeFaceModels();
  const boxes = await detectFaces(models.detector, grey, AUTOMATIC_FACE_SEARCH, new AbortController().signal);
  const { data } = await sharp(path.join(corpusDir(), "grayscale", GREY_PAIRS[name]!))
    .resize(ISNET_SIZE, ISNET_SIZE, { fit: "fill" })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const subject = maskFromOutput(await runIsnet("quint8", toModelInput(new Uint8ClampedArray(data))), ISNET_SIZE, grey.width, grey.height);
  return { faces: faceAreas(boxes, grey.width, grey.height), subject };
}

interface Score {
  psnr: number;
  chroma: number;
}

interface QualityRow {
  name: string;
  width: number;
  height: number;
  grey: Score;
  automatic: Score;
  hints10: Score;
  hints50: Score;
  sameScene: Score;
  similar: (Score & { reference: string }) | null;
}

async function quality(): Promise<QualityRow[]> {
  const rows: QualityRow[] = [];
  for (const name of Object.keys(GREY_PAIRS)) {
    const { grey, original } = await greyPair(name, QUALITY_SIDE);
    const score = (image: Raster): Score => ({ psnr: psnr(image, original), chroma: chromaError(image, original) });
    const run = (source: HintSource) => score(colorize(grey, source));
    // Another framing of the same scene: the original's right 70 %, from 15 % down (as transfer.test.ts).
    const framing = await sharp(path.join(corpusDir(), "grayscale", `${name}.orig.jpg`))
      .extract({
        left: Math.round(original.width * 0.3),
        top: Math.round(original.height * 0.15),
        width: original.width - Math.round(original.width * 0.3),
        height: Math.round(original.height * 0.7),
      })
      .resize(REFERENCE_SIDE, REFERENCE_SIDE, { fit: "inside" })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const sameScene: Raster = { data: new Uint8ClampedArray(framing.data), width: framing.info.width, height: framing.info.height };
    const similarFile = SIMILAR[name];
    rows.push({
      name,
      width: grey.width,
      height: grey.height,
      grey: score(grey),
      automatic: run(automaticHints(await automaticClues(name, grey))),
      hints10: run(placedHints(sampledHints(original, 10))),
      hints50: run(placedHints(sampledHints(original, 50))),
      sameScene: run(referenceHints(sameScene)),
      similar: similarFile ? { reference: similarFile, ...run(referenceHints(await corpusRaster(similarFile, REFERENCE_SIDE))) } : null,
    });
    console.log(`Quality · ${name}: done`);
  }
  return rows;
}

interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; v8: string; loadAverage: { start: number; end: number } };
  rounds: number;
  browser: SpeedRow[];
  speed: SpeedRow[];
  quality: QualityRow[];
  targets: Target[];
  errors: string[];
}

function judge(rows: readonly SpeedRow[], scores: readonly QualityRow[]): Target[] {
  const twelve = rows.find((row) => row.size === TARGET.label);
  const beats = (pick: (row: QualityRow) => Score) => scores.every((row) => pick(row).psnr > row.grey.psnr);
  return [
    ...(["hints", "reference"] as const).map((mode) => ({
      target: `${mode === "hints" ? "Hint" : "Reference"} mode on a ${TARGET.label} photo in ≤ ${TARGET.seconds} s, drop to done in Chromium (2 cores)`,
      measured: twelve ? `${twelve[mode].toFixed(2)} s` : "not measured",
      pass: Boolean(twelve && twelve[mode] <= TARGET.seconds),
    })),
    {
      target: "10 hints beat grey on every corpus photo",
      measured: scores.map((row) => `${row.hints10.psnr.toFixed(1)}`).join(", ") + " dB",
      pass: beats((row) => row.hints10),
    },
    {
      target: "Automatic beats grey on every corpus photo",
      measured: scores.map((row) => `${row.automatic.psnr.toFixed(1)}`).join(", ") + " dB",
      pass: beats((row) => row.automatic),
    },
  ];
}

function markdown(report: Report): string {
  const { machine } = report;
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  const cell = (score: Score) => `${score.psnr.toFixed(1)} / ${score.chroma.toFixed(1)}`;
  const table = (rows: readonly SpeedRow[]) => [
    "| Photo | Hint mode | Reference mode |",
    "|---|---|---|",
    ...rows.map((row) => `| ${row.size} (${row.width}×${row.height}) | ${s(row.hints)} | ${s(row.reference)} |`),
  ];
  return [
    "# Photo colorizer",
    "",
    `A ${machine.cpus}-core ${machine.cpuModel}. Times are the medians of ${report.rounds} runs. ` +
      `The photo is ${path.basename(PHOTO)} made grey and scaled, as a JPEG (q90); hint mode with 10 hints, ` +
      `reference mode with ${path.basename(REFERENCE)}.`,
    "",
    "## Seconds per photo in headless Chromium",
    "",
    "From the file handed to the page to its result done (decode, colour, JPEG encode, preview), each run in a new visit after a small photo warmed the workers.",
    "",
    ...table(report.browser),
    "",
    "## Seconds for the colouring alone, in Node",
    "",
    `\`colorize\` in Node ${machine.node} (V8 ${machine.v8}, Chromium's engine), on one thread: the worker's work between decoding and encoding, ` +
      `the reference drawn at ${REFERENCE_SIDE} px as the worker draws it.`,
    "",
    ...table(report.speed),
    "",
    "## Quality against the number of hints: corpus/grayscale",
    "",
    "PSNR (dB, RGB) / CIELAB a/b error (RMS) against each grey photo's colour original. Hints are sampled at seeded random points of the original. " +
      "0 hints is automatic mode (faces by MediaPipe, the subject by ISNet). Same-scene reference: another framing of the original (70 %, off centre); " +
      "similar-scene reference: another corpus photo of a like scene.",
    "",
    "| Photo | Size | Grey | 0 (automatic) | 10 hints | 50 hints | Reference, same scene | Reference, similar scene |",
    "|---|---|---|---|---|---|---|---|",
    ...report.quality.map(
      (row) =>
        `| ${row.name} | ${row.width}×${row.height} | ${cell(row.grey)} | ${cell(row.automatic)} | ${cell(row.hints10)} | ${cell(row.hints50)} | ` +
        `${cell(row.sameScene)} | ${row.similar ? `${cell(row.similar)} (${path.basename(row.similar.reference)})` : "—"} |`,
    ),
    "",
    ...targetsSection(report.targets),
    "",
    loadAverageLine(machine.loadAverage),
    "",
  ].join("\n");
}

runBench(async () => {
  const start = os.loadavg()[0] ?? 0;
  const browserRows = await browserSpeed();
  const speedRows = await speed();
  const qualityRows = await quality();
  const targets = judge(browserRows, qualityRows);
  const report: Report = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? "unknown",
      node: process.version,
      v8: process.versions.v8,
      loadAverage: { start, end: os.loadavg()[0] ?? 0 },
    },
    rounds: ROUNDS,
    browser: browserRows,
    speed: speedRows,
    quality: qualityRows,
    targets,
    errors: targets.filter((target) => !target.pass).map((target) => target.target),
  };
  console.log(saveResults("colorizer", report, markdown(report)));
  return report;
});
