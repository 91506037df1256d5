/**
 * Transparent image maker in the browser: background detection on real files, the transparency
 * level, the eyedropper, a damaged file failing on its own, and the ZIP.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-transparent-image-maker/";
const APPLE = "objects/apple_plain_bg_512x512.jpg";
const BALLOON = "objects/composite_hot_air_balloon_on_white_1200x1200.jpg";
const CUTOUT = "photos/firetruck_cutout_rgba.png";
const BROKEN = "bad/truncated_storm_field.jpg";

const leaf = (relative: string) => relative.split("/").pop() ?? relative;

interface Pixels {
  data: Buffer;
  width: number;
  height: number;
  alpha: (x: number, y: number) => number;
}

async function pixelsOf(input: Uint8Array | string): Promise<Pixels> {
  const { data, info } = await sharp(input).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, alpha: (x, y) => data[(y * info.width + x) * 4 + 3] as number };
}

async function outputOf(page: Page, relative: string) {
  const file = await downloadOutput(page, leaf(relative));
  return { ...file, described: await describeImage(file.bytes), pixels: await pixelsOf(file.bytes) };
}

test("removes the detected background around the subject and keeps the subject", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, [APPLE, BALLOON, CUTOUT, BROKEN]);
  await waitForBatch(page, 4);

  await expect(result(page, leaf(BROKEN))).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, leaf(BROKEN))).toContainText(leaf(BROKEN));
  for (const file of [APPLE, BALLOON, CUTOUT]) await expect(result(page, leaf(file))).toHaveAttribute("data-status", "done");

  const balloon = await outputOf(page, BALLOON);
  expect(balloon.name).toBe("composite_hot_air_balloon_on_white_1200x1200.png");
  expect(balloon.described).toMatchObject({ format: "png", width: 1200, height: 1200, hasAlpha: true });
  const { alpha } = balloon.pixels;
  expect([alpha(0, 0), alpha(1199, 0), alpha(0, 1199), alpha(1199, 1199)]).toEqual([0, 0, 0, 0]);
  expect(alpha(600, 600)).toBe(255);
  // Against the exact alpha of the pasted cut-out: the kept area is the balloon.
  const truth = await sharp(corpusFile(BALLOON.replace(".jpg", ".mask.png")))
    .extractChannel(0)
    .raw()
    .toBuffer();
  let both = 0;
  let either = 0;
  for (let pixel = 0; pixel < truth.length; pixel += 1) {
    const kept = (balloon.pixels.data[pixel * 4 + 3] as number) >= 128;
    const object = (truth[pixel] as number) >= 128;
    if (kept && object) both += 1;
    if (kept || object) either += 1;
  }
  expect(both / either).toBeGreaterThan(0.97);
  await expect(result(page, leaf(BALLOON))).toContainText("Removed #ffffff, the colour of 100% of the borders.");

  const apple = await outputOf(page, APPLE);
  expect(apple.described).toMatchObject({ format: "png", width: 512, height: 512, hasAlpha: true });
  let removed = 0;
  for (let y = 0; y < 40; y += 1) for (let x = 0; x < 512; x += 1) if (apple.pixels.alpha(x, y) === 0) removed += 1;
  expect(removed / (40 * 512)).toBeGreaterThan(0.6);
  for (let y = 150; y < 350; y += 10) for (let x = 150; x < 350; x += 10) expect(apple.pixels.alpha(x, y)).toBe(255);
  // Its mottled backdrop is not one colour, and the visitor is told so.
  await expect(result(page, leaf(APPLE))).toContainText("the background may not be plain");

  // Already transparent borders: nothing to remove, and the alpha stays exactly as it was.
  const cutout = await outputOf(page, CUTOUT);
  expect(cutout.described).toMatchObject({ format: "png", width: 800, height: 331, hasAlpha: true });
  const original = await pixelsOf(corpusFile(CUTOUT));
  let changed = 0;
  for (let index = 3; index < original.data.length; index += 4) if (original.data[index] !== cutout.pixels.data[index]) changed += 1;
  expect(changed).toBe(0);
  await expect(result(page, leaf(CUTOUT))).toContainText("already transparent");

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "apple_plain_bg_512x512.png",
    "composite_hot_air_balloon_on_white_1200x1200.png",
    "firetruck_cutout_rgba.png",
  ]);
});

test("transparency level 50 halves every pixel's opacity, written as lossless WebP", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("None: only the transparency level").check();
  await page.getByLabel("Make the whole image see-through").check();
  await expect(page.getByLabel(/^Transparency level/)).toHaveValue("50");
  await page.getByLabel("WebP", { exact: true }).check();
  await expect(page.getByLabel("Lossless WebP")).toBeChecked();
  await addFiles(page, [BALLOON, CUTOUT, BROKEN]);
  await waitForBatch(page, 3);
  await expect(errorOf(page, leaf(BROKEN))).toContainText(leaf(BROKEN));

  for (const file of [BALLOON, CUTOUT]) {
    const output = await outputOf(page, file);
    expect(output.described).toMatchObject({ format: "webp", hasAlpha: true });
    const input = await pixelsOf(corpusFile(file));
    expect([output.pixels.width, output.pixels.height]).toEqual([input.width, input.height]);
    let worst = 0;
    for (let index = 3; index < input.data.length; index += 4) {
      worst = Math.max(worst, Math.abs((output.pixels.data[index] as number) - (input.data[index] as number) / 2));
    }
    expect(worst).toBeLessThanOrEqual(1);
  }
  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual(["composite_hot_air_balloon_on_white_1200x1200.webp", "firetruck_cutout_rgba.webp"]);
});

test("the eyedropper picks the colour under the pointer on the focused image", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, [APPLE]);
  await waitForBatch(page, 1);
  const preview = page.getByTestId("eyedropper").locator("img");
  await expect(preview).toBeVisible();
  await preview.click({ position: { x: 2, y: 2 } });
  await expect(page.getByLabel("A colour I pick")).toBeChecked();
  const picked = await page.getByTestId("picked-color").inputValue();
  // The pick averages a few pixels near the click: compare with the mean of the corner's 7 × 7 pixels.
  const apple = await pixelsOf(corpusFile(APPLE));
  const rgb = [1, 3, 5].map((start) => parseInt(picked.slice(start, start + 2), 16));
  rgb.forEach((value, channel) => {
    let sum = 0;
    for (let y = 0; y < 7; y += 1) for (let x = 0; x < 7; x += 1) sum += apple.data[(y * apple.width + x) * 4 + channel] as number;
    expect(Math.abs(value - sum / 49)).toBeLessThan(8);
  });
});
