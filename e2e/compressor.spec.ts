/**
 * Image compressor in the browser: a mixed batch in its own formats (smaller, or the original kept
 * with a note), conversion with a maximum width and a palette PNG, target size, target SSIM, and
 * metadata stripped or kept, each checked by decoding the outputs with libvips.
 */
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { jpegLumaSampling } from "../src/codecs/jpeg-frame";
import { ssim } from "../src/codecs/ssim";
import { fineOverCoarseSteps } from "../src/test-utils/jpeg-steps";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-compressor/";
const JPEG = "photos/storm_field_1920x1280.jpg";
const PNG = "photos/citrus_fruits_1350x890.png";
const WEBP = "photos/sally_lightfoot_crab_1920x1080.webp";
const BROKEN = "bad/truncated_storm_field.jpg";
const AVIF = "photos/evening_glow_2560x1600.avif";
const GIF = "photos/animated_pan_480x300.gif";
const KEPT_NOTE =
  /Already smaller than these settings would make it \(re-encoded: [\d.]+ [KM]?B, (\d+ % larger|no smaller)\): kept the original/;

const leaf = (relative: string) => relative.split("/").pop() ?? relative;

async function rasterOf(input: Uint8Array | string, width?: number, height?: number): Promise<Raster> {
  const image = width && height ? sharp(input).resize(width, height, { fit: "fill", kernel: "lanczos3" }) : sharp(input);
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

async function ssimAgainstSource(relative: string, output: Uint8Array): Promise<number> {
  const ours = await rasterOf(output);
  return ssim(await rasterOf(corpusFile(relative), ours.width, ours.height), ours);
}

async function chooseMode(page: Page, label: string): Promise<void> {
  await page.getByRole("group", { name: "Compression mode" }).getByLabel(label).check();
}

test("compresses a mixed batch in its own formats, keeps originals that would grow, and zips the rest", async ({ page }) => {
  test.setTimeout(240_000);
  await openTool(page, TOOL);
  await addFiles(page, [JPEG, PNG, WEBP, AVIF, BROKEN]);
  await waitForBatch(page, 5, 150_000);

  await expect(result(page, leaf(BROKEN))).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, leaf(BROKEN))).toContainText(leaf(BROKEN));

  const expected = {
    [JPEG]: ["jpeg", 1920, 1280],
    [PNG]: ["png", 1350, 890],
    [WEBP]: ["webp", 1920, 1080],
    [AVIF]: ["heif", 2560, 1600],
  } as const;
  for (const [relative, [format, width, height]] of Object.entries(expected)) {
    await expect(result(page, leaf(relative))).toHaveAttribute("data-status", "done");
    const output = await downloadOutput(page, leaf(relative));
    expect(output.name).toBe(leaf(relative));
    expect(await describeImage(output.bytes)).toMatchObject({ format, width, height, exif: false });
    const input = readFileSync(corpusFile(relative));
    const kept = await result(page, leaf(relative)).getByText(KEPT_NOTE).count();
    if (kept) expect(output.bytes.length).toBeLessThanOrEqual(input.length);
    else expect(output.bytes.length).toBeLessThan(input.length);
    const similarity = await ssimAgainstSource(relative, output.bytes);
    // PNG stays lossless; the lossy formats at quality 75 stay close to the source.
    expect(similarity).toBeGreaterThan(format === "png" ? 0.99999 : 0.95);
  }
  // The evening glow AVIF (avifenc at q 18–32, with EXIF) grows at quality 75: its original comes back, EXIF blanked.
  await expect(result(page, leaf(AVIF)).getByText(KEPT_NOTE)).toBeVisible();
  await expect(result(page, leaf(AVIF)).getByText(/kept the original \(metadata removed\)\.$/)).toBeVisible();
  const glow = await downloadOutput(page, leaf(AVIF));
  expect(Buffer.compare(await sharp(glow.bytes).raw().toBuffer(), await sharp(corpusFile(AVIF)).raw().toBuffer())).toBe(0);
  // The storm photo is a 679 KB camera JPEG: quality 75 makes it far smaller, no original kept.
  await expect(result(page, leaf(JPEG)).getByText(KEPT_NOTE)).toHaveCount(0);
  const storm = await downloadOutput(page, leaf(JPEG));
  expect(storm.bytes.length).toBeLessThan(readFileSync(corpusFile(JPEG)).length / 4);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([leaf(PNG), leaf(JPEG), leaf(WEBP), leaf(AVIF)].sort());
});

test("converts to WebP within a maximum width, and to a palette PNG", async ({ page }) => {
  test.setTimeout(120_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("webp");
  await page.getByLabel("Max width").fill("800");
  await addFiles(page, ["photos/paint_brushes_1365x1074.jpg", "photos/rocket_launch_640x427.jpg"]);
  await waitForBatch(page, 2);
  const brushes = await downloadOutput(page, "paint_brushes_1365x1074.jpg");
  expect(brushes.name).toBe("paint_brushes_1365x1074.webp");
  expect(await describeImage(brushes.bytes)).toMatchObject({ format: "webp", width: 800, height: 629 });
  expect(await ssimAgainstSource("photos/paint_brushes_1365x1074.jpg", brushes.bytes)).toBeGreaterThan(0.9);
  // Narrower than the limit: never enlarged.
  const rocket = await downloadOutput(page, "rocket_launch_640x427.jpg");
  expect(await describeImage(rocket.bytes)).toMatchObject({ format: "webp", width: 640, height: 427 });

  await page.getByLabel("Output format").selectOption("png");
  await page.getByLabel("Max width").fill("0");
  await page.getByLabel("Reduce PNG colours (lossy)").check();
  await page.getByRole("slider", { name: "PNG colours" }).fill("64");
  await addFiles(page, ["photos/firetruck_cutout_rgba.png"]);
  await waitForBatch(page, 3);
  const truck = await downloadOutput(page, "firetruck_cutout_rgba.png");
  const input = readFileSync(corpusFile("photos/firetruck_cutout_rgba.png"));
  expect(await describeImage(truck.bytes)).toMatchObject({ format: "png", width: 800, height: 331, hasAlpha: true });
  expect(truck.bytes.length).toBeLessThan(input.length / 2);
  const { data } = await sharp(truck.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const colours = new Set(new Uint32Array(data.buffer, data.byteOffset, data.length / 4));
  expect(colours.size).toBeLessThanOrEqual(64);
  expect(await ssimAgainstSource("photos/firetruck_cutout_rgba.png", truck.bytes)).toBeGreaterThan(0.9);
});

test("a maximum width decodes a large JPEG at a fraction of its size and still matches sharp's Lanczos3, turned photos included", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  await page.getByLabel("Max width").fill("200");
  // 4272 px to 200: decoded at an eighth; the EXIF-turned photo (600 × 800 as displayed) at half, by the browser's bitmap.
  const photos = { "photos/sunset_mountains_4272x2848.jpg": [200, 133], "photos/pool_player_exif_orientation8.jpg": [200, 267] } as const;
  await addFiles(page, Object.keys(photos));
  await waitForBatch(page, 2);
  for (const [photo, [width, height]] of Object.entries(photos)) {
    const output = await downloadOutput(page, leaf(photo));
    expect(await describeImage(output.bytes)).toMatchObject({ format: "png", width, height });
    const reference = await sharp(corpusFile(photo)).rotate().resize(width, height, { fit: "fill", kernel: "lanczos3" }).png().toBuffer();
    expect(ssim(await rasterOf(reference), await rasterOf(output.bytes))).toBeGreaterThan(0.985);
  }
});

test("target size: each file lands under the limit, or the smallest comes back with a note", async ({ page }) => {
  test.setTimeout(150_000);
  await openTool(page, TOOL);
  await chooseMode(page, "Target file size");
  await page.getByLabel("Target size").fill("30");
  const fits = "photos/colorful_cups_2560x1600.jpg";
  const cannot = "photos/sunset_mountains_4272x2848.jpg";
  await addFiles(page, [fits, cannot]);
  await waitForBatch(page, 2, 120_000);

  const cups = await downloadOutput(page, leaf(fits));
  expect(await describeImage(cups.bytes)).toMatchObject({ format: "jpeg", width: 2560, height: 1600 });
  expect(cups.bytes.length).toBeLessThanOrEqual(30 * 1024);
  // The highest quality that fits, not just any: close under the limit.
  expect(cups.bytes.length).toBeGreaterThan(24 * 1024);
  await expect(result(page, leaf(fits)).getByText(/over the 30 KB target/)).toHaveCount(0);

  // A 12 MP landscape cannot get under 30 KB even at the lowest quality: the smallest file comes back.
  await expect(result(page, leaf(cannot)).getByText(/Even the lowest quality \(1\) gives \d+ KB, over the 30 KB target/)).toBeVisible();
  const sunset = await downloadOutput(page, leaf(cannot));
  expect(sunset.bytes.length).toBeGreaterThan(30 * 1024);
  expect(sunset.bytes.length).toBeLessThan(50 * 1024);
  expect(await describeImage(sunset.bytes)).toMatchObject({ format: "jpeg", width: 4272, height: 2848 });
});

test("target quality: each photo's SSIM lands near the target", async ({ page }) => {
  test.setTimeout(150_000);
  await openTool(page, TOOL);
  await chooseMode(page, "Target visual quality (SSIM)");
  await expect(page.getByLabel(/^Target similarity \(SSIM\)/)).toHaveValue("0.968");
  await page.getByLabel("Output format").selectOption("jpeg");
  const photos = ["photos/dogs_in_window_portrait_2056x3088.jpg", "photos/fallen_leaf_progressive_2560x1600.jpg"];
  const cutout = "photos/firetruck_cutout_rgba.png";
  await addFiles(page, [...photos, cutout]);
  await waitForBatch(page, 3, 120_000);
  for (const relative of photos) {
    const output = await downloadOutput(page, leaf(relative));
    const similarity = await ssimAgainstSource(relative, output.bytes);
    // Searched on a sample of full-size tiles: within a few thousandths of the full image's SSIM.
    expect(similarity).toBeGreaterThan(0.962);
    expect(similarity).toBeLessThan(0.978);
    // Tuned for SSIM: from MozJPEG's flat table, about one step for every frequency (re-fitted after trellis).
    expect(fineOverCoarseSteps(output.bytes)).toBeLessThan(1.5);
  }
  // A transparent PNG is measured as the JPEG shows it: laid on the white background.
  await expect(result(page, leaf(cutout)).getByText(/needs more/)).toHaveCount(0);
  const truck = await downloadOutput(page, leaf(cutout));
  expect(truck.name).toBe("firetruck_cutout_rgba.jpg");
  const onWhite = await sharp(corpusFile(cutout)).flatten({ background: "#ffffff" }).png().toBuffer();
  const similarity = ssim(await rasterOf(onWhite), await rasterOf(truck.bytes));
  expect(similarity).toBeGreaterThan(0.96);
  expect(similarity).toBeLessThan(0.98);
});

test("JPEG chroma as libvips writes it: 4:2:0 below quality 90, whole from 90", async ({ page }) => {
  test.setTimeout(90_000);
  for (const [quality, sampling] of [
    [85, "2x2"],
    [92, "1x1"],
  ] as const) {
    await openTool(page, TOOL);
    await page.getByLabel(/^Quality/).fill(String(quality));
    await addFiles(page, [JPEG]);
    await waitForBatch(page, 1);
    const output = await downloadOutput(page, leaf(JPEG));
    expect(jpegLumaSampling(output.bytes), `quality ${quality}`).toBe(sampling);
    // A fixed quality keeps MozJPEG's default, psychovisual tables: much coarser steps for finer detail.
    expect(fineOverCoarseSteps(output.bytes)).toBeGreaterThan(3);
  }
});

test("never hands back a larger file: the original comes back, metadata removed unless kept", async ({ page }) => {
  test.setTimeout(120_000);
  await openTool(page, TOOL);
  // Quality 100 makes every re-encoding larger than these already compressed files.
  await page.getByLabel(/^Quality/).fill("100");
  await addFiles(page, [JPEG, WEBP]);
  await waitForBatch(page, 2);
  await expect(result(page, leaf(JPEG)).getByText(KEPT_NOTE)).toHaveText(/: kept the original \(metadata removed\)\.$/);
  await expect(result(page, leaf(WEBP)).getByText(KEPT_NOTE)).toHaveText(/: kept the original\.$/);
  const storm = await downloadOutput(page, leaf(JPEG));
  const original = readFileSync(corpusFile(JPEG));
  expect(storm.name).toBe(leaf(JPEG));
  expect(await describeImage(storm.bytes)).toMatchObject({ format: "jpeg", width: 1920, height: 1280, exif: false });
  expect(storm.bytes.length).toBeLessThan(original.length);
  // Only metadata was cut: the compressed image data is the original's, so it decodes to the same pixels.
  expect(Buffer.compare(await sharp(storm.bytes).raw().toBuffer(), await sharp(original).raw().toBuffer())).toBe(0);
  const crab = await downloadOutput(page, leaf(WEBP));
  expect(Buffer.compare(crab.bytes, readFileSync(corpusFile(WEBP)))).toBe(0);
  // A kept original has no pixels passed on: its thumbnail is decoded straight at about its own size.
  const thumbnail = await result(page, leaf(JPEG))
    .locator("img")
    .first()
    .evaluate(async (image: HTMLImageElement) => {
      const blob = await (await fetch(image.src)).blob();
      const bitmap = await createImageBitmap(blob);
      return [blob.type, bitmap.width, bitmap.height];
    });
  expect(thumbnail).toEqual(["image/jpeg", 320, 213]);

  // A file already under the target size is not re-encoded either.
  await page.getByRole("button", { name: "Clear", exact: true }).click();
  await chooseMode(page, "Target file size");
  await page.getByLabel("Target size").fill("100");
  const camera = "photos/skagen_beach_camera_exif_800x600.jpg";
  await addFiles(page, [camera]);
  await waitForBatch(page, 1);
  await expect(result(page, leaf(camera)).getByText("Already under 100 KB: kept the original (metadata removed).")).toBeVisible();
  const skagen = await downloadOutput(page, leaf(camera));
  expect(await describeImage(skagen.bytes)).toMatchObject({ format: "jpeg", width: 800, height: 600, exif: false });
  expect(Buffer.compare(await sharp(skagen.bytes).raw().toBuffer(), await sharp(corpusFile(camera)).raw().toBuffer())).toBe(0);
});

test("strips camera metadata by default and keeps it when asked", async ({ page }) => {
  const camera = "photos/skagen_beach_camera_exif_800x600.jpg";
  expect((await describeImage(readFileSync(corpusFile(camera)))).exif).toBe(true);
  await openTool(page, TOOL);
  await addFiles(page, [camera]);
  await waitForBatch(page, 1);
  const stripped = await downloadOutput(page, leaf(camera));
  expect(await describeImage(stripped.bytes)).toMatchObject({ format: "jpeg", width: 800, height: 600, exif: false });
  expect(stripped.bytes.includes("OLYMPUS")).toBe(false);

  await page.getByRole("button", { name: `Remove ${leaf(camera)}` }).click();
  await page.getByText("Output", { exact: true }).click();
  await page.getByLabel("Keep metadata (EXIF, colour profile)").check();
  await addFiles(page, [camera]);
  await waitForBatch(page, 1);
  const kept = await downloadOutput(page, leaf(camera));
  expect(await describeImage(kept.bytes)).toMatchObject({ format: "jpeg", width: 800, height: 600, exif: true });
  expect(kept.bytes.includes("OLYMPUS")).toBe(true);
});

test("an animated GIF comes back whole, never as its first frame, and says why", async ({ page }) => {
  test.setTimeout(90_000);
  const original = readFileSync(corpusFile(GIF));
  const framesOf = async (bytes: Uint8Array) => (await sharp(bytes, { animated: true }).metadata()).pages;
  expect(await framesOf(original)).toBe(10);
  await openTool(page, TOOL);
  for (const format of ["same", "webp"]) {
    await page.getByLabel("Output format").selectOption(format);
    await addFiles(page, [GIF]);
    await waitForBatch(page, 1);
    const card = result(page, leaf(GIF));
    await expect(card).toHaveAttribute("data-status", "done");
    await expect(
      card.getByText(/^Animated GIF \(10 frames\): kept the original \(metadata removed\), as compressing writes a still image/),
    ).toBeVisible();
    const output = await downloadOutput(page, leaf(GIF));
    expect(output.name, format).toBe(leaf(GIF));
    expect(await framesOf(output.bytes)).toBe(10);
    expect(output.bytes.length).toBeLessThanOrEqual(original.length);
    const frames = (bytes: Uint8Array) => sharp(bytes, { animated: true }).raw().toBuffer();
    expect(Buffer.compare(await frames(output.bytes), await frames(original))).toBe(0);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
  }
});
