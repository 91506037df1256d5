import os from "node:os";
import type { Browser, BrowserContext } from "playwright-core";
import { startSite } from "../e2e/site-server";
import { startImglyBaseline } from "./ai-tools/imgly-baseline";
import { backgroundImages, faceImages, portraitImages, upscaleInputs } from "./ai-tools/inputs";
import { type AiReport, type ImglyRun, type ToolRun, writeAiReport } from "./ai-tools/report";
import { launchChromium, openContext, openTool, timeBatch, type ToolSettings } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { median, runBench } from "./report-parts";

/**
 * The AI tools on 2 cores without a GPU: each tool's first image with the model download (a new
 * visitor), its first image with the model already cached (a returning one), and the steady state
 * (time between results once the batch runs). Background removal beside @imgly/background-removal's
 * removeBackground on the same images and model in the same run. Writes bench/results/ai-tools.{json,md}.
 */
const BATCH_TIMEOUT_MS = 30 * 60_000;
/**
 * Rounds of background removal, each our batch then removeBackground's: one pair of runs on this
 * machine spread from 0.90× to 1.15×, so the ratio is judged on the medians of several.
 */
const BACKGROUND_ROUNDS = Number(process.env.AI_BENCH_ROUNDS ?? 3);
/** Tool ids to run (comma-separated), for a quick look at one tool; the full report needs them all. */
const ONLY = process.env.AI_BENCH_TOOLS?.split(",").filter(Boolean);
const wanted = (tool: string) => !ONLY || ONLY.includes(tool);

interface WarmBatch {
  firstS: number;
  steadyS: number;
  totalS: number;
  backend: string;
  failed: string[];
}

/** One batch on a page whose model is already cached. */
async function warmBatch(context: BrowserContext, url: string, files: readonly string[]): Promise<WarmBatch> {
  const page = await openTool(context, url);
  try {
    const batch = await timeBatch(page, files, { collect: false, timeoutMs: BATCH_TIMEOUT_MS });
    const backend = await page.evaluate(() => document.querySelector('[data-testid="backend"]')?.textContent ?? null);
    const finished = batch.finishedMs ?? [];
    return {
      firstS: (finished[0] ?? batch.ms) / 1000,
      steadyS: (finished.length > 1 ? (finished.at(-1)! - finished[0]!) / (finished.length - 1) : batch.ms) / 1000,
      totalS: batch.ms / 1000,
      backend: backend ?? "unknown",
      failed: batch.failed,
    };
  } finally {
    await page.close();
  }
}

/** A new visitor's first image, then `rounds` warm batches (medians reported), `afterEach` run after each. */
async function measureTool(
  browser: Browser,
  origin: string,
  tool: ToolSettings,
  files: readonly string[],
  outputPixels: number[],
  rounds = 1,
  afterEach?: () => Promise<void>,
): Promise<ToolRun> {
  const context = await openContext(browser, tool);
  const url = `${origin}/tools/${tool.id}/`;
  try {
    const cold = await openTool(context, url);
    const first = await timeBatch(cold, files.slice(0, 1), { collect: false, timeoutMs: BATCH_TIMEOUT_MS });
    await cold.close();
    const batches: WarmBatch[] = [];
    for (let round = 0; round < rounds; round++) {
      batches.push(await warmBatch(context, url, files));
      await afterEach?.();
    }
    return {
      tool: tool.id,
      images: files.length,
      backend: batches[0]!.backend,
      firstColdS: first.ms / 1000,
      firstWarmS: median(batches.map((batch) => batch.firstS)),
      steadyS: median(batches.map((batch) => batch.steadyS)),
      roundsSteadyS: batches.map((batch) => batch.steadyS),
      totalS: median(batches.map((batch) => batch.totalS)),
      outputMegapixels: outputPixels.reduce((sum, pixels) => sum + pixels, 0) / 1e6,
      failed: [...first.failed, ...batches.flatMap((batch) => batch.failed)],
    };
  } finally {
    await context.close();
  }
}

async function main(): Promise<AiReport> {
  const siteDir = await benchSite();
  const site = await startSite(siteDir);
  const imgly = await startImglyBaseline(siteDir);
  const browser = await launchChromium();
  const loadStart = os.loadavg()[0]!;
  try {
    const background = await backgroundImages();
    const faces = await faceImages();
    const upscale = await upscaleInputs();
    const portraits = await portraitImages();
    const runs: ToolRun[] = [];
    const baseline: ImglyRun[] = [];
    if (wanted("bulk-image-background-removal"))
      runs.push(
        await measureTool(
          browser,
          site.url,
          { id: "bulk-image-background-removal", settings: {} },
          background.files,
          background.pixels,
          BACKGROUND_ROUNDS,
          async () => void baseline.push(await imgly.run(browser, background.files)),
        ),
      );
    if (wanted("bulk-blur-image-background"))
      runs.push(
        await measureTool(browser, site.url, { id: "bulk-blur-image-background", settings: {} }, background.files, background.pixels),
      );
    if (wanted("bulk-image-face-blurring"))
      runs.push(await measureTool(browser, site.url, { id: "bulk-image-face-blurring", settings: {} }, faces.files, faces.pixels));
    if (wanted("profile-pic-maker")) {
      const profile = (settings: Record<string, unknown>) => ({ id: "profile-pic-maker", settings: { size: "512", ...settings } });
      const side = portraits.files.map(() => 512 * 512);
      runs.push({ ...(await measureTool(browser, site.url, profile({}), portraits.files, side)), label: "12 MP portraits" });
      runs.push({
        ...(await measureTool(browser, site.url, profile({ background: "color" }), portraits.files, side)),
        label: "12 MP portraits, new background",
      });
      // What face blurring and background removal take on the same photos: the profile pictures' yardsticks,
      // since a profile picture is face blurring's search (one count in every face tool) plus a crop, or plus a cut-out.
      runs.push({
        ...(await measureTool(browser, site.url, { id: "bulk-image-face-blurring", settings: {} }, portraits.files, portraits.pixels)),
        label: "12 MP portraits",
      });
      runs.push({
        ...(await measureTool(browser, site.url, { id: "bulk-image-background-removal", settings: {} }, portraits.files, portraits.pixels)),
        label: "12 MP portraits",
      });
    }
    if (wanted("face-analyzer-score"))
      runs.push(
        await measureTool(
          browser,
          site.url,
          { id: "face-analyzer-score", settings: {} },
          faces.files,
          faces.pixels.map((pixels) => Math.min(pixels, 1600 * 1600)),
        ),
      );
    if (wanted("bulk-image-upscaler"))
      for (const set of upscale) {
        runs.push({
          ...(await measureTool(browser, site.url, { id: "bulk-image-upscaler", settings: set.settings }, set.files, set.pixels)),
          label: set.label,
        });
      }
    return writeAiReport({ runs, imgly: baseline, load: { start: loadStart, end: os.loadavg()[0]! }, cores: os.cpus().length });
  } finally {
    await browser.close();
    await imgly.stop();
    await site.stop();
  }
}

runBench(main);
