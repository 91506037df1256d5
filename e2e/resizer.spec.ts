import { expect, test, type Page } from "@playwright/test";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  addFiles,
  corpusFile,
  describeImage,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";
import sharp from "sharp";
import { corpusImage, meanDifference } from "./image-compare";

test.describe.configure({ timeout: 180_000 });

async function resize(page: Page, files: readonly string[]): Promise<Record<string, Uint8Array>> {
  await expectNoUploads(page, async () => {
    await addFiles(page, files);
    await waitForBatch(page, files.length, 150_000);
  });
  return (await downloadZip(page)).entries;
}

function output(entries: Record<string, Uint8Array>, name: string): Uint8Array {
  const bytes = entries[name];
  if (!bytes) throw new Error(`${name} is not in the ZIP (it holds ${Object.keys(entries).join(", ")})`);
  return bytes;
}

test("800 px wide keeps the aspect ratio and the picture, and never enlarges a smaller image", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("800");
  const entries = await resize(page, [
    "photos/sunset_mountains_4272x2848.jpg",
    "photos/citrus_fruits_1350x890.png",
    "photos/rocket_launch_640x427.jpg",
    "bad/empty_zero_bytes.jpg",
  ]);

  await expect(errorOf(page, "empty_zero_bytes.jpg")).toContainText("empty_zero_bytes.jpg");
  expect(Object.keys(entries).sort()).toEqual([
    "citrus_fruits_1350x890.png",
    "rocket_launch_640x427.jpg",
    "sunset_mountains_4272x2848.jpg",
  ]);

  const sunset = output(entries, "sunset_mountains_4272x2848.jpg");
  expect(await describeImage(sunset)).toMatchObject({ format: "jpeg", width: 800, height: 533 });
  expect(await meanDifference(sunset, corpusImage("photos/sunset_mountains_4272x2848.jpg"))).toBeLessThan(3);

  const citrus = output(entries, "citrus_fruits_1350x890.png");
  expect(await describeImage(citrus)).toMatchObject({ format: "png", width: 800, height: 527 });
  expect(await meanDifference(citrus, corpusImage("photos/citrus_fruits_1350x890.png"))).toBeLessThan(2);

  const rocket = output(entries, "rocket_launch_640x427.jpg");
  expect(await describeImage(rocket)).toMatchObject({ format: "jpeg", width: 640, height: 427 });
  expect(await meanDifference(rocket, corpusImage("photos/rocket_launch_640x427.jpg"))).toBeLessThan(3);
  await expect(result(page, "rocket_launch_640x427.jpg")).toContainText("Not enlarged");
});

test("fill gives the exact box from the centre of each image", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("radio", { name: "Width and height" }).check();
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("500");
  await page.getByRole("spinbutton", { name: "Height", exact: true }).fill("400");
  await page.getByRole("radio", { name: "Fill (crop)" }).check();
  await page.getByLabel("Output format").selectOption("webp");
  const entries = await resize(page, [
    "photos/sunset_mountains_4272x2848.jpg",
    "photos/dogs_in_window_portrait_2056x3088.jpg",
    "photos/forest_creek_3088x2056.heic",
    "bad/text_file_renamed.png",
  ]);

  await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");
  expect(Object.keys(entries).sort()).toEqual([
    "dogs_in_window_portrait_2056x3088.webp",
    "forest_creek_3088x2056.webp",
    "sunset_mountains_4272x2848.webp",
  ]);
  for (const bytes of Object.values(entries)) expect(await describeImage(bytes)).toMatchObject({ format: "webp", width: 500, height: 400 });
  const cover = (file: string) => corpusImage(file).resize(500, 400, { fit: "cover", position: "centre", kernel: "lanczos3" });
  expect(
    await meanDifference(output(entries, "sunset_mountains_4272x2848.webp"), cover("photos/sunset_mountains_4272x2848.jpg")),
  ).toBeLessThan(3);
  expect(
    await meanDifference(output(entries, "dogs_in_window_portrait_2056x3088.webp"), cover("photos/dogs_in_window_portrait_2056x3088.jpg")),
  ).toBeLessThan(3);
});

test("a percentage of each size, with the EXIF-rotated photo upright", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("radio", { name: "Percentage" }).check();
  await page.getByRole("spinbutton", { name: "Percentage", exact: true }).fill("25");
  const entries = await resize(page, [
    "photos/pool_player_exif_orientation8.jpg",
    "photos/paint_brushes_1365x1074.jpg",
    "photos/storm_field_1920x1280.jpg",
    "bad/truncated_storm_field.jpg",
  ]);

  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");
  expect(Object.keys(entries).sort()).toEqual([
    "paint_brushes_1365x1074.jpg",
    "pool_player_exif_orientation8.jpg",
    "storm_field_1920x1280.jpg",
  ]);

  const pool = output(entries, "pool_player_exif_orientation8.jpg");
  expect(await describeImage(pool)).toMatchObject({ format: "jpeg", width: 150, height: 200 });
  expect(await meanDifference(pool, corpusImage("photos/pool_player_exif_orientation8.jpg"))).toBeLessThan(4);
  expect(await describeImage(output(entries, "paint_brushes_1365x1074.jpg"))).toMatchObject({ width: 341, height: 269 });
  expect(await describeImage(output(entries, "storm_field_1920x1280.jpg"))).toMatchObject({ width: 480, height: 320 });
});

test("by width, the EXIF-rotated photo keeps its upright aspect", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("300");
  const entries = await resize(page, ["photos/pool_player_exif_orientation8.jpg"]);
  const pool = output(entries, "pool_player_exif_orientation8.jpg");
  expect(await describeImage(pool)).toMatchObject({ width: 300, height: 400 });
  expect(await meanDifference(pool, corpusImage("photos/pool_player_exif_orientation8.jpg"))).toBeLessThan(4);
});

const garden = "photos/garden_adobergb_icc_2560x1600.jpg";

async function resizeGarden(page: Page, keepMetadata: boolean): Promise<{ output: Uint8Array; adobe: Buffer }> {
  const adobe = (await corpusImage(garden).metadata()).icc;
  if (!adobe) throw new Error("the corpus photo has lost its colour profile");
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("800");
  if (keepMetadata) {
    await page.locator("summary", { hasText: "Output" }).click();
    await page.getByLabel("Keep metadata (EXIF, colour profile)").check();
  }
  return { output: output(await resize(page, [garden]), "garden_adobergb_icc_2560x1600.jpg"), adobe };
}

test("an Adobe RGB photo is converted to sRGB and keeps its colours", async ({ page }) => {
  const { output: converted, adobe } = await resizeGarden(page, false);
  expect((await sharp(converted).metadata()).icc?.equals(adobe)).not.toBe(true);
  // Ignoring the profile would be off by about 9 levels on average.
  expect(await meanDifference(converted, corpusImage(garden))).toBeLessThan(3);
});

test("with metadata kept, an Adobe RGB photo keeps its profile and its colours", async ({ page }) => {
  const { output: tagged, adobe } = await resizeGarden(page, true);
  const meta = await sharp(tagged).metadata();
  expect(meta.icc?.equals(adobe)).toBe(true);
  expect(meta.width).toBe(800);
  expect(await meanDifference(tagged, corpusImage(garden))).toBeLessThan(3);
});

test("the fast method fills the box from the centre too, upright, with a transparent PNG kept transparent", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("radio", { name: "Width and height" }).check();
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("300");
  await page.getByRole("spinbutton", { name: "Height", exact: true }).fill("300");
  await page.getByRole("radio", { name: "Fill (crop)" }).check();
  await page.getByLabel("Resampling").selectOption("fast");
  await page.getByLabel("Output format").selectOption("png");
  const entries = await resize(page, [
    "photos/sunset_mountains_4272x2848.jpg",
    "photos/pool_player_exif_orientation8.jpg",
    "photos/firetruck_cutout_rgba.png",
  ]);

  const cover = (file: string) => corpusImage(file).resize(300, 300, { fit: "cover", position: "centre", kernel: "lanczos3" });
  for (const name of ["sunset_mountains_4272x2848", "pool_player_exif_orientation8"]) {
    const bytes = output(entries, `${name}.png`);
    expect(await describeImage(bytes)).toMatchObject({ format: "png", width: 300, height: 300 });
    expect(await meanDifference(bytes, cover(`photos/${name}.jpg`)), name).toBeLessThan(4);
  }
  const truck = await sharp(output(entries, "firetruck_cutout_rgba.png")).raw().toBuffer({ resolveWithObject: true });
  expect(truck.info).toMatchObject({ width: 300, height: 300, channels: 4 });
  const clear = truck.data.filter((_, index) => index % 4 === 3 && (truck.data[index] ?? 255) < 8).length;
  expect(clear / (300 * 300), "share of transparent pixels").toBeGreaterThan(0.1);
});

/**
 * The firetruck cutout with magenta under its fully transparent pixels, as some editors leave it: a
 * resize that does not weight colour by alpha bleeds that magenta into the edges.
 */
async function cutoutWithHiddenColour(): Promise<{ file: string; pixels: sharp.Sharp }> {
  const { data, info } = await corpusImage("photos/firetruck_cutout_rgba.png").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  for (let index = 0; index < data.length; index += 4) if (data[index + 3] === 0) data.set([255, 0, 255], index);
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "cutout-")), "cutout.png");
  writeFileSync(file, await pixels().png().toBuffer());
  return { file, pixels: pixels() };
}

/** Mean difference of colour weighted by alpha, and of colour alone where the edge is partly transparent (alpha 32–224 in `expected`). */
function alphaDifferences(actual: Buffer, expected: Buffer): { weighted: number; edge: number } {
  let weighted = 0;
  let edge = 0;
  let edgePixels = 0;
  for (let index = 0; index < expected.length; index += 4) {
    const [alpha, theirAlpha] = [actual[index + 3] as number, expected[index + 3] as number];
    weighted += Math.abs(alpha - theirAlpha);
    for (let channel = 0; channel < 3; channel += 1) {
      const [ours, theirs] = [actual[index + channel] as number, expected[index + channel] as number];
      weighted += Math.abs((ours * alpha) / 255 - (theirs * theirAlpha) / 255);
      if (theirAlpha >= 32 && theirAlpha <= 224) edge += Math.abs(ours - theirs) / 3;
    }
    if (theirAlpha >= 32 && theirAlpha <= 224) edgePixels += 1;
  }
  return { weighted: weighted / expected.length, edge: edge / edgePixels };
}

test("Lanczos3 resizes a transparent PNG with colour weighted by alpha, as sharp does, in sRGB and in linear light", async ({ page }) => {
  const cutout = await cutoutWithHiddenColour();
  // 800 → 500 px is a reduce with no box shrink first, here as in sharp, so only the weighting differs.
  const expected = await cutout.pixels.resize({ width: 500, kernel: "lanczos3" }).raw().toBuffer({ resolveWithObject: true });
  await openTool(page, "/tools/bulk-image-resizer/");
  await page.getByRole("spinbutton", { name: "Width", exact: true }).fill("500");
  await page.getByLabel("Output format").selectOption("png");
  // Measured: 0.39 and 2.4 levels in sRGB (0.47 and 24 without the weighting), 1.3 and 4.3 in linear
  // light, where averaging light rather than sRGB values brightens thin dark-light edges a little.
  for (const [method, weightedBound, edgeBound] of [
    ["lanczos3", 0.5, 4],
    ["lanczos3-linear", 2, 8],
  ] as const) {
    await page.getByLabel("Resampling").selectOption(method);
    await expectNoUploads(page, async () => {
      await page.getByTestId("file-input").setInputFiles([cutout.file, corpusFile("bad/text_file_renamed.png")]);
      await waitForBatch(page, 2);
    });
    await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");
    const ours = await sharp((await downloadOutput(page, "cutout.png")).bytes)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([ours.info.width, ours.info.height]).toEqual([expected.info.width, expected.info.height]);
    const { weighted, edge } = alphaDifferences(ours.data, expected.data);
    expect(weighted, `${method}: colour weighted by alpha`).toBeLessThan(weightedBound);
    expect(edge, `${method}: colour at the edges`).toBeLessThan(edgeBound);
    await page.getByRole("button", { name: "Clear", exact: true }).click();
  }
});
