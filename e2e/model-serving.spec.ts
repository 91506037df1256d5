import { expect, test } from "@playwright/test";
import { goOffline, waitForServiceWorker } from "./helpers";
import { addFiles, openTool, result, waitForBatch } from "./tool-helpers";

/**
 * The model layer end to end, on the background remover (the largest model): downloaded once from
 * our origin with a visible bar in bytes and %, kept in Cache Storage, and enough on its own for
 * the tool to work offline afterwards.
 */
const TOOL = "/tools/bulk-image-background-removal/";

type Recorded = Window & { __downloads?: string[] };

test.describe("model serving", () => {
  test.use({ serviceWorkers: "allow" });
  test.setTimeout(300_000);

  test("a model downloads once with its progress shown, then comes from Cache Storage, offline too", async ({ page, context }) => {
    const foreign: string[] = [];
    context.on("request", (request) => {
      if (!request.url().startsWith("http://localhost") && !request.url().startsWith("blob:") && !request.url().startsWith("data:"))
        foreign.push(request.url());
    });
    // Every text the download bar shows, however briefly: a loopback download is quick.
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as Recorded).__downloads = seen;
      new MutationObserver(() => {
        for (const bar of document.querySelectorAll('[data-testid="model-download"]')) {
          const text = `${bar.textContent ?? ""}|${bar.querySelector("progress") ? "progress" : "no bar"}`;
          if (!seen.includes(text)) seen.push(text);
        }
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });

    await openTool(page, TOOL);
    await waitForServiceWorker(page, 60_000);
    await openTool(page, TOOL);
    await addFiles(page, ["objects/apple_plain_bg_512x512.jpg"]);
    await waitForBatch(page, 1, 240_000);
    await expect(result(page, "apple_plain_bg_512x512.jpg")).toHaveAttribute("data-status", "done");
    await expect(page.getByTestId("backend")).toHaveText(/^Running on your (GPU|CPU, \d+ threads?)$/);

    const shown = await page.evaluate(() => (window as Recorded).__downloads ?? []);
    expect(
      shown.some((text) => /^Downloading the background model \(ISNet, 8-bit\) once: .+ of 42\.3 MB \(\d{1,3}%\)\|progress$/.test(text)),
    ).toBe(true);
    await expect(page.getByTestId("model-download")).toHaveCount(0);

    const cached = await page.evaluate(async () =>
      (await (await caches.open("pixelbatch-models")).keys()).map((request) => new URL(request.url).pathname),
    );
    expect(cached).toEqual(expect.arrayContaining([expect.stringMatching(/^\/models\/isnet-quint8-[0-9a-f]{16}\/model\.onnx$/)]));
    expect(cached).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/models\/onnxruntime-wasm-[0-9a-f]{16}\/ort-wasm-simd-threaded\.wasm$/)]),
    );

    await goOffline(page, context);
    await openTool(page, TOOL);
    await addFiles(page, ["objects/pizza_800x600.jpg"]);
    await waitForBatch(page, 1, 240_000);
    await expect(result(page, "pizza_800x600.jpg")).toHaveAttribute("data-status", "done");
    expect(await page.evaluate(() => (window as Recorded).__downloads ?? [])).toEqual([]);
    await context.setOffline(false);
    expect(foreign).toEqual([]);
  });
});
