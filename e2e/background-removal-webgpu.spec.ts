/**
 * Background removal on WebGPU. Chromium's software WebGPU adapter (SwiftShader) stands in for a GPU:
 * it runs the model in about 60 s here, so this check of the WebGPU path runs only when asked for,
 * with E2E_WEBGPU=1.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { chromiumArgs, chromiumPath } from "./chromium";
import { alphaOf, iou } from "./mask-metrics";
import { addFiles, corpusFile, downloadOutput, openTool, waitForBatch } from "./tool-helpers";

const BALLOON = "objects/composite_hot_air_balloon_on_white_1200x1200.jpg";

test.skip(!process.env.E2E_WEBGPU, "set E2E_WEBGPU=1 to run the model on Chromium's software WebGPU adapter");
test.use({
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs.filter((arg) => arg !== "--disable-gpu"), "--enable-unsafe-webgpu", "--use-webgpu-adapter=swiftshader"],
  },
});

test("the model runs on the GPU and its mask matches the composite's exact alpha", async ({ page }) => {
  test.setTimeout(420_000);
  await openTool(page, "/tools/bulk-image-background-removal/");
  await addFiles(page, [BALLOON]);
  await waitForBatch(page, 1, 400_000);
  await expect(page.getByTestId("backend")).toHaveText("Running on your GPU");
  const mask = await alphaOf((await downloadOutput(page, "composite_hot_air_balloon_on_white_1200x1200.jpg")).bytes);
  const truth = await sharp(corpusFile(BALLOON.replace(".jpg", ".mask.png")))
    .extractChannel(0)
    .raw()
    .toBuffer();
  expect(
    iou(
      mask.alpha,
      Uint8Array.from(truth, (value) => (value >= 128 ? 1 : 0)),
    ),
  ).toBeGreaterThan(0.95);
});
