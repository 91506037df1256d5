import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
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
import { bmpImage, corpusImage, lumaSpread, meanDifference, pixelAt } from "./image-compare";

test.describe.configure({ timeout: 180_000 });

async function convert(page: Page, path: string, files: readonly string[]): Promise<void> {
  await openTool(page, path);
  await expectNoUploads(page, async () => {
    await addFiles(page, files);
    await waitForBatch(page, files.length, 150_000);
  });
}

function nameOf(relative: string): string {
  return relative.split("/").pop() ?? relative;
}

test("HEIC, TIFF and AVIF become JPG with their pictures; a truncated JPEG fails alone", async ({ page }) => {
  const inputs = ["photos/forest_creek_3088x2056.heic", "photos/pont_du_gard_1024x681.tif", "photos/evening_glow_2560x1600.avif"];
  await convert(page, "/tools/bulk-image-converter/convert-to-jpg/", [...inputs, "bad/truncated_storm_field.jpg"]);

  for (const input of inputs) await expect(result(page, nameOf(input))).toHaveAttribute("data-status", "done");
  await expect(result(page, "truncated_storm_field.jpg")).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");

  const heic = await downloadOutput(page, "forest_creek_3088x2056.heic");
  expect(heic.name).toBe("forest_creek_3088x2056.jpg");
  expect(await describeImage(heic.bytes)).toMatchObject({ format: "jpeg", width: 3088, height: 2056 });
  // sharp cannot decode HEVC, so check it is a real photo rather than a flat or blank frame.
  expect(await lumaSpread(heic.bytes)).toBeGreaterThan(20);

  const tiff = await downloadOutput(page, "pont_du_gard_1024x681.tif");
  expect(await describeImage(tiff.bytes)).toMatchObject({ format: "jpeg", width: 1024, height: 681 });
  expect(await meanDifference(tiff.bytes, corpusImage("photos/pont_du_gard_1024x681.tif"))).toBeLessThan(4);

  const avif = await downloadOutput(page, "evening_glow_2560x1600.avif");
  expect(await describeImage(avif.bytes)).toMatchObject({ format: "jpeg", width: 2560, height: 1600 });
  expect(await meanDifference(avif.bytes, corpusImage("photos/evening_glow_2560x1600.avif"))).toBeLessThan(4);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "evening_glow_2560x1600.jpg",
    "forest_creek_3088x2056.jpg",
    "pont_du_gard_1024x681.jpg",
  ]);
});

test("Convert to PNG keeps transparency, takes the first frame of an animated GIF, and reads BMP", async ({ page }) => {
  const inputs = ["photos/firetruck_cutout_rgba.png", "photos/animated_pan_480x300.gif", "photos/china_summer_palace_640x427.bmp"];
  await convert(page, "/tools/bulk-image-converter/convert-to-png/", [...inputs, "bad/text_file_renamed.png"]);

  await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");

  const truck = await downloadOutput(page, "firetruck_cutout_rgba.png");
  expect(await describeImage(truck.bytes)).toMatchObject({ format: "png", width: 800, height: 331, hasAlpha: true });
  expect((await pixelAt(truck.bytes, 0, 0))[3]).toBe(0);

  const gif = await downloadOutput(page, "animated_pan_480x300.gif");
  expect(await describeImage(gif.bytes)).toMatchObject({ format: "png", width: 480, height: 300 });
  expect(await meanDifference(gif.bytes, corpusImage("photos/animated_pan_480x300.gif"))).toBeLessThan(2);
  await expect(result(page, "animated_pan_480x300.gif")).toContainText("only the first frame");

  const bmp = await downloadOutput(page, "china_summer_palace_640x427.bmp");
  expect(await describeImage(bmp.bytes)).toMatchObject({ format: "png", width: 640, height: 427 });
  expect(await meanDifference(bmp.bytes, bmpImage(readFileSync(corpusFile("photos/china_summer_palace_640x427.bmp"))))).toBeLessThan(1);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "animated_pan_480x300.png",
    "china_summer_palace_640x427.png",
    "firetruck_cutout_rgba.png",
  ]);
});

test("the Convert to WebP page writes WebP without touching the settings, upright", async ({ page }) => {
  const inputs = [
    "photos/pool_player_exif_orientation8.jpg",
    "photos/citrus_fruits_1350x890.png",
    "photos/sally_lightfoot_crab_1920x1080.webp",
  ];
  await convert(page, "/tools/bulk-image-converter/convert-to-webp/", [...inputs, "bad/empty_zero_bytes.jpg"]);

  await expect(errorOf(page, "empty_zero_bytes.jpg")).toContainText("empty_zero_bytes.jpg");
  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "citrus_fruits_1350x890.webp",
    "pool_player_exif_orientation8.webp",
    "sally_lightfoot_crab_1920x1080.webp",
  ]);
  const pool = zip.entries["pool_player_exif_orientation8.webp"] as Uint8Array;
  expect(await describeImage(pool)).toMatchObject({ format: "webp", width: 600, height: 800 });
  expect(await meanDifference(pool, corpusImage("photos/pool_player_exif_orientation8.jpg"))).toBeLessThan(5);
  const citrus = zip.entries["citrus_fruits_1350x890.webp"] as Uint8Array;
  expect(await describeImage(citrus)).toMatchObject({ format: "webp", width: 1350, height: 890 });
  expect(await meanDifference(citrus, corpusImage("photos/citrus_fruits_1350x890.png"))).toBeLessThan(5);
});

test("a transparent PNG to JPG is laid on the chosen background colour", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-converter/");
  await page.getByRole("radio", { name: "JPG" }).check();
  await page.getByLabel("Background for transparent areas").fill("#ff0000");
  await addFiles(page, ["photos/firetruck_cutout_rgba.png"]);
  await waitForBatch(page, 1);

  const truck = await downloadOutput(page, "firetruck_cutout_rgba.png");
  expect(truck.name).toBe("firetruck_cutout_rgba.jpg");
  expect(await describeImage(truck.bytes)).toMatchObject({ format: "jpeg", width: 800, height: 331, hasAlpha: false });
  const [red, green, blue] = await pixelAt(truck.bytes, 0, 0);
  expect(red).toBeGreaterThan(240);
  expect(green).toBeLessThan(15);
  expect(blue).toBeLessThan(15);
  await expect(result(page, "firetruck_cutout_rgba.png")).toContainText("filled with #ff0000");
});
