import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { COLOUR_CASES } from "../src/test-utils/colour-cases";
import {
  type ColourResult,
  evaluateColourCases,
  judge as judgeQuality,
  qualityTable,
  TABLE_LEGEND,
} from "../src/test-utils/colour-evaluation";
import { sampledHints } from "../src/test-utils/colour-pairs";
import { corpusRaster } from "../src/test-utils/corpus";
import { corpusDir } from "../src/test-utils/corpus";
import { colorize, placedHints } from "../src/tools/bulk-photo-colorizer/colorize";
import { referenceHints } from "../src/tools/bulk-photo-colorizer/transfer";
import { startSite } from "../e2e/site-server";
import { formatHints } from "../src/tools/bulk-photo-colorizer/hints";
import { launchChromium, openContext, openTool, timeBatch } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { loadAverageLine, median, runBench, saveResults, type Target, targetsSection } from "./report-parts";

/**
 * The colorizer: seconds per photo at 2, 12 and 24 MP in hint mode (10 hints), reference mode (a
 * reference of the same kind of scene, which matches 40 % of the photo) and automatic mode,
 * from the file handed to the page to its result done in headless Chromium (decode, colour, encode,
 * preview), and for `colorize` alone in Node, whose V8 is Chromium's; and the quality table of the
 * test set (src/test-utils/colour-cases.ts, scored by colour-evaluation.ts, as
 * bench/colorizer-quality.mts prints it alone) with issue 46's targets. Writes bench/results/colorizer.{json,md}.
 */
const ROUNDS = Number(process.env.COLORIZER_BENCH_ROUNDS ?? 3);
const PHOTO = "photos/sunset_mountains_4272x2848.jpg";
/**
 * A reference of the same kind of scene (the test set's same-scene reference for these mountains). A
 * reference that matches under 10 % hands the photo to automatic mode, timed in its own column.
 */
const REFERENCE = "photos/storm_field_1920x1280.jpg";
/** The worker draws the reference this size (process.ts). */
const REFERENCE_SIDE = 320;
const SIZES = [
  { label: "2 MP", width: 1732, height: 1155 },
  { label: "12 MP", width: 4272, height: 2848 },
  { label: "24 MP", width: 6000, height: 4000 },
];
const TARGET = { label: "12 MP", seconds: 3 };

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

const MODES = ["hints", "reference", "automatic"] as const;
type Mode = (typeof MODES)[number];
const MODE_NAMES: Record<Mode, string> = { hints: "Hint mode", reference: "Reference mode", automatic: "Automatic mode" };

interface SpeedRow {
  size: string;
  width: number;
  height: number;
  hints: number;
  reference: number;
  /** Timed in the browser only: in Node the colouring alone is timed, and automatic mode's is hint mode's. */
  automatic?: number;
}

const TOOL = "bulk-photo-colorizer";
const WARM_UP_SIZE = { width: 800, height: 533 };

/** The settings a visitor would have saved: the mode, ten hints for every photo, the reference as the options panel stores it. */
async function savedSettings(mode: Mode): Promise<Record<string, unknown>> {
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
      const seconds = { hints: NaN, reference: NaN, automatic: NaN };
      for (const mode of MODES) {
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

interface Report {
  date: string;
  machine: { cpus: number; cpuModel: string; node: string; v8: string; loadAverage: { start: number; end: number } };
  rounds: number;
  browser: SpeedRow[];
  speed: SpeedRow[];
  quality: ColourResult[];
  targets: Target[];
  errors: string[];
}

function judge(rows: readonly SpeedRow[], quality: readonly ColourResult[]): Target[] {
  const twelve = rows.find((row) => row.size === TARGET.label);
  return [
    ...MODES.map((mode) => {
      const seconds = twelve?.[mode];
      return {
        target: `${MODE_NAMES[mode]} on a ${TARGET.label} photo in ≤ ${TARGET.seconds} s, drop to done in Chromium (2 cores)`,
        measured: seconds === undefined ? "not measured" : `${seconds.toFixed(2)} s`,
        pass: seconds !== undefined && seconds <= TARGET.seconds,
      };
    }),
    ...judgeQuality(quality),
  ];
}

function markdown(report: Report): string {
  const { machine } = report;
  const s = (seconds: number) => `${seconds.toFixed(2)} s`;
  const table = (rows: readonly SpeedRow[], modes: readonly Mode[]) => [
    `| Photo | ${modes.map((mode) => MODE_NAMES[mode]).join(" | ")} |`,
    `|---|${modes.map(() => "---").join("|")}|`,
    ...rows.map((row) => `| ${row.size} (${row.width}×${row.height}) | ${modes.map((mode) => s(row[mode] ?? NaN)).join(" | ")} |`),
  ];
  return [
    "# Photo colorizer",
    "",
    `A ${machine.cpus}-core ${machine.cpuModel}. Times are the medians of ${report.rounds} runs. ` +
      `The photo is ${path.basename(PHOTO)} made grey and scaled, as a JPEG (q90); hint mode with 10 hints, ` +
      `reference mode with ${path.basename(REFERENCE)}; automatic mode with its face detection and FaceMesh models.`,
    "",
    "## Seconds per photo in headless Chromium",
    "",
    "From the file handed to the page to its result done (decode, colour, JPEG encode, preview), each run in a new visit after a small photo warmed the workers.",
    "",
    ...table(report.browser, MODES),
    "",
    "## Seconds for the colouring alone, in Node",
    "",
    `\`colorize\` in Node ${machine.node} (V8 ${machine.v8}, Chromium's engine), on one thread: the worker's work between decoding and encoding, ` +
      `the reference drawn at ${REFERENCE_SIDE} px as the worker draws it.`,
    "",
    ...table(report.speed, ["hints", "reference"]),
    "",
    `## Quality on the test set (${report.quality.length} photos)`,
    "",
    TABLE_LEGEND,
    "",
    ...qualityTable(report.quality),
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
  const qualityRows = await evaluateColourCases(COLOUR_CASES);
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
