import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { compareBlur } from "../e2e/blur-compare";
import { gaussianPixels } from "../src/codecs/blur/gaussian-pixels";
import type { Raster } from "../src/codecs/image";
import { corpusDir } from "../src/test-utils/corpus";
import { launchChromium } from "./image-tools/harness";
import { loadAverageLine, median, runBench, saveResults, type Target, targetsSection } from "./report-parts";

/**
 * Our own Gaussian blur (src/codecs/blur/gaussian-pixels.ts, what WebKit blurs with, its canvas having
 * no filter) against Chromium's canvas `blur()`: the SSIM between the two on real photos at small,
 * medium and wide σ, and our time for a 12 MP and a 1 MP image at σ 20 in Node and in headless
 * Chromium (median of 5 after a warm-up). Writes bench/results/blur-engine.{json,md}.
 */
const PHOTOS = path.join(corpusDir(), "photos");
const LARGE = path.join(PHOTOS, "sunset_mountains_4272x2848.jpg");
const SMALL = path.join(PHOTOS, "paint_brushes_1365x1074.jpg");
const SIMILARITY = { photos: [path.join(PHOTOS, "storm_field_1920x1280.jpg"), SMALL], sigmas: [1, 2, 3, 8, 20, 40, 80] };
const RUNS = 5;
const TARGET_SSIM = 0.98;
const TARGET_MS = 60;

async function rasterOf(file: string): Promise<Raster> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function nodeMs(raster: Raster, sigma: number): number {
  gaussianPixels(raster, sigma);
  const times = Array.from({ length: RUNS }, () => {
    const start = performance.now();
    gaussianPixels(raster, sigma);
    return performance.now() - start;
  });
  return median(times);
}

const megapixels = (row: { width: number; height: number }) => ((row.width * row.height) / 1e6).toFixed(1);

runBench(async () => {
  const load = { start: os.loadavg()[0] ?? 0, end: 0 };
  const browser = await launchChromium();
  const page = await browser.newPage();
  const origin = "http://localhost:9";
  const similarity = [];
  for (const photo of SIMILARITY.photos)
    for (const row of await compareBlur(page, origin, photo, SIMILARITY.sigmas)) similarity.push({ photo: path.basename(photo), ...row });
  const timing = [];
  for (const photo of [LARGE, SMALL]) {
    const rows = await compareBlur(
      page,
      origin,
      photo,
      Array.from({ length: RUNS + 1 }, () => 20),
    );
    const browserRuns = rows.slice(1);
    const first = rows[0]!;
    timing.push({
      photo: path.basename(photo),
      megapixels: megapixels(first),
      nodeMs: nodeMs(await rasterOf(photo), 20),
      chromiumMs: median(browserRuns.map((row) => row.oursMs)),
      canvasMs: median(browserRuns.map((row) => row.canvasMs)),
    });
  }
  await browser.close();
  load.end = os.loadavg()[0] ?? 0;

  const worst = Math.min(...similarity.map((row) => row.ssim));
  const large = timing[0]!;
  const targets: Target[] = [
    { target: `SSIM against Chromium's canvas blur ≥ ${TARGET_SSIM} at every σ`, measured: worst.toFixed(4), pass: worst >= TARGET_SSIM },
    {
      target: `${large.megapixels} MP at σ 20 ≤ ${TARGET_MS} ms (Chromium)`,
      measured: `${large.chromiumMs.toFixed(0)} ms`,
      pass: large.chromiumMs <= TARGET_MS,
    },
  ];
  const markdown = [
    "# Blur engine: our Gaussian against the canvas filter",
    "",
    ...targetsSection(targets),
    "",
    "| Photo | σ | SSIM against Chromium's canvas blur |",
    "|---|---|---|",
    ...similarity.map((row) => `| ${row.photo} | ${row.sigma} | ${row.ssim.toFixed(4)} |`),
    "",
    `| Photo | MP | Ours in Node (ms) | Ours in Chromium (ms) | Chromium's canvas filter (ms) |`,
    "|---|---|---|---|---|",
    ...timing.map(
      (row) =>
        `| ${row.photo} | ${row.megapixels} | ${row.nodeMs.toFixed(0)} | ${row.chromiumMs.toFixed(0)} | ${row.canvasMs.toFixed(0)} |`,
    ),
    "",
    `σ 20, median of ${RUNS} after a warm-up; the canvas time includes reading its pixels back. ${loadAverageLine(load)}`,
    "",
  ].join("\n");
  console.log(saveResults("blur-engine", { similarity, timing, targets }, markdown));
  return { errors: targets.filter((target) => !target.pass).map((target) => target.target) };
});
