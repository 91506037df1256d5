import os from "node:os";
import type { Browser } from "playwright-core";
import { startSite } from "../e2e/site-server";
import { startImglyBaseline } from "./ai-tools/imgly-baseline";
import { backgroundImages, faceImages, upscaleInputs } from "./ai-tools/inputs";
import { type AiReport, type ToolRun, writeAiReport } from "./ai-tools/report";
import { launchChromium, openContext, openTool, timeBatch, type ToolSettings } from "./image-tools/harness";
import { benchSite } from "./image-tools/site";
import { runBench } from "./report-parts";

/**
 * The AI tools on 2 cores without a GPU: each tool's first image with the model download (a new
 * visitor), its first image with the model already cached (a returning one), and the steady state
 * (time between results once the batch runs). Background removal beside @imgly/background-removal's
 * removeBackground on the same images and model in the same run. Writes bench/results/ai-tools.{json,md}.
 */
const BATCH_TIMEOUT_MS = 30 * 60_000;

async function measureTool(
  browser: Browser,
  origin: string,
  tool: ToolSettings,
  files: readonly string[],
  outputPixels: number[],
): Promise<ToolRun> {
  const context = await openContext(browser, tool);
  const url = `${origin}/tools/${tool.id}/`;
  try {
    const cold = await openTool(context, url);
    const first = await timeBatch(cold, files.slice(0, 1), { collect: false, timeoutMs: BATCH_TIMEOUT_MS });
    await cold.close();
    const warm = await openTool(context, url);
    const batch = await timeBatch(warm, files, { collect: false, timeoutMs: BATCH_TIMEOUT_MS });
    const ranOn = await warm.evaluate(() => document.querySelector('[data-testid="backend"]')?.textContent ?? null);
    await warm.close();
    const failed = [...first.failed, ...batch.failed];
    const finished = batch.finishedMs ?? [];
    const steadyS = finished.length > 1 ? (finished.at(-1)! - finished[0]!) / (finished.length - 1) / 1000 : batch.ms / 1000;
    return {
      tool: tool.id,
      images: files.length,
      backend: ranOn ?? "unknown",
      firstColdS: first.ms / 1000,
      firstWarmS: (finished[0] ?? batch.ms) / 1000,
      steadyS,
      totalS: batch.ms / 1000,
      outputMegapixels: outputPixels.reduce((sum, pixels) => sum + pixels, 0) / 1e6,
      failed,
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
    const runs: ToolRun[] = [];
    runs.push(
      await measureTool(browser, site.url, { id: "bulk-image-background-removal", settings: {} }, background.files, background.pixels),
    );
    const baseline = await imgly.run(browser, background.files);
    runs.push(
      await measureTool(browser, site.url, { id: "bulk-blur-image-background", settings: {} }, background.files, background.pixels),
    );
    runs.push(await measureTool(browser, site.url, { id: "bulk-image-face-blurring", settings: {} }, faces.files, faces.pixels));
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
