import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-flip-image/";

test("flips a batch, honours EXIF orientation, reports the bad file and zips the rest", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByRole("group", { name: "Flip" }).getByLabel("None").check();
  await page.getByRole("group", { name: "Rotate clockwise" }).getByLabel("90°").check();
  await addFiles(page, [
    "photos/pool_player_exif_orientation8.jpg",
    "photos/forest_creek_3088x2056.heic",
    "photos/firetruck_cutout_rgba.png",
    "bad/truncated_storm_field.jpg",
  ]);
  await waitForBatch(page, 4);

  await expect(result(page, "truncated_storm_field.jpg")).toHaveAttribute("data-status", "failed");
  // Chromium on a computer has all a tool uses (a folder to save into, WebAssembly threads): no line about the browser.
  await expect(page.getByTestId("browser-limits")).toHaveCount(0);
  await expect(errorOf(page, "truncated_storm_field.jpg")).toHaveText(
    "truncated_storm_field.jpg: the JPEG file is truncated: its end is missing",
  );

  // Displayed upright at 600×800; a quarter turn clockwise gives 800×600.
  const pool = await downloadOutput(page, "pool_player_exif_orientation8.jpg");
  expect(pool.name).toBe("pool_player_exif_orientation8.jpg");
  expect(await describeImage(pool.bytes)).toMatchObject({ format: "jpeg", width: 800, height: 600, exif: false });

  const heic = await downloadOutput(page, "forest_creek_3088x2056.heic");
  expect(heic.name).toBe("forest_creek_3088x2056.jpg");
  expect(await describeImage(heic.bytes)).toMatchObject({ format: "jpeg", width: 2056, height: 3088 });

  // Lossless output, moved pixel for pixel: exactly what libvips gives for a clockwise quarter turn.
  const truck = await downloadOutput(page, "firetruck_cutout_rgba.png");
  const ours = await sharp(truck.bytes).raw().toBuffer({ resolveWithObject: true });
  const reference = await sharp(corpusFile("photos/firetruck_cutout_rgba.png")).rotate(90).raw().toBuffer({ resolveWithObject: true });
  expect([ours.info.width, ours.info.height, ours.info.channels]).toEqual([331, 800, 4]);
  // OxiPNG may rewrite the colour under fully transparent pixels; every visible value must match.
  const mismatches = [];
  for (let index = 0; index < reference.data.length; index += 4) {
    const alpha = reference.data[index + 3];
    const visible =
      alpha === 0
        ? [ours.data[index + 3] === 0]
        : [0, 1, 2, 3].map((channel) => ours.data[index + channel] === reference.data[index + channel]);
    if (visible.includes(false)) mismatches.push(index / 4);
  }
  expect(mismatches).toEqual([]);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "firetruck_cutout_rgba.png",
    "forest_creek_3088x2056.jpg",
    "pool_player_exif_orientation8.jpg",
  ]);
});

test("mirrors by default and keeps EXIF only when asked", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByText("Output", { exact: true }).click();
  await page.getByLabel("Keep metadata (EXIF, colour profile)").check();
  await addFiles(page, ["photos/skagen_beach_camera_exif_800x600.jpg"]);
  await waitForBatch(page, 1);
  const mirrored = await downloadOutput(page, "skagen_beach_camera_exif_800x600.jpg");
  expect(await describeImage(mirrored.bytes)).toMatchObject({ width: 800, height: 600, exif: true });
  const ours = await sharp(mirrored.bytes).resize(80, 60, { fit: "fill" }).raw().toBuffer();
  const flopped = await sharp(corpusFile("photos/skagen_beach_camera_exif_800x600.jpg"))
    .flop()
    .resize(80, 60, { fit: "fill" })
    .raw()
    .toBuffer();
  const unflipped = await sharp(corpusFile("photos/skagen_beach_camera_exif_800x600.jpg")).resize(80, 60, { fit: "fill" }).raw().toBuffer();
  const meanDifference = (a: Buffer, b: Buffer) => a.reduce((sum, value, index) => sum + Math.abs(value - (b[index] ?? 0)), 0) / a.length;
  expect(meanDifference(ours, flopped)).toBeLessThan(4);
  expect(meanDifference(ours, unflipped)).toBeGreaterThan(10);
});
