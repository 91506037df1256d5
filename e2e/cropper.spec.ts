import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { difference, rawPixels } from "./pixels";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-cropper/";
const STORM = "storm_field_1920x1280.jpg";
const DOGS = "dogs_in_window_portrait_2056x3088.jpg";
const CITRUS = "citrus_fruits_1350x890.png";
const BATCH = [`photos/${STORM}`, `photos/${DOGS}`, `photos/${CITRUS}`, "bad/truncated_storm_field.jpg"];

async function chooseAspect(page: Page, value: string): Promise<void> {
  await page.getByLabel("Aspect ratio or size").selectOption(value);
}

/** Re-runs every file with the current settings and waits until each shows its new pixel size. */
async function applyToAll(page: Page, sizes: Record<string, string>, total: number): Promise<void> {
  await page.getByRole("button", { name: "Apply settings to all" }).click();
  for (const [name, size] of Object.entries(sizes)) await expect(result(page, name)).toContainText(size, { timeout: 60_000 });
  await waitForBatch(page, total);
}

test("1:1 centre crop: squares of the shorter side with the centre's pixels; a broken file fails alone; ZIP names", async ({ page }) => {
  await openTool(page, TOOL);
  await chooseAspect(page, "1:1");
  await addFiles(page, BATCH);
  await waitForBatch(page, 4);

  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");
  await expect(result(page, "truncated_storm_field.jpg")).toHaveAttribute("data-status", "failed");

  const expected = [
    { name: STORM, format: "jpeg", side: 1280, left: 320, top: 0 },
    { name: DOGS, format: "jpeg", side: 2056, left: 0, top: 516 },
    { name: CITRUS, format: "png", side: 890, left: 230, top: 0 },
  ];
  for (const file of expected) {
    const output = await downloadOutput(page, file.name);
    const info = await describeImage(output.bytes);
    expect(info, file.name).toMatchObject({ format: file.format, width: file.side, height: file.side });
    // The crop must be the middle of the photo: compare with sharp's own extract of the input.
    const crop = { left: file.left, top: file.top, width: file.side, height: file.side };
    const produced = await rawPixels(output.bytes);
    const centre = difference(produced, await rawPixels(corpusFile(`photos/${file.name}`), crop));
    const shift = file.left > 0 ? { ...crop, left: file.left - 100 } : { ...crop, top: file.top - 100 };
    const shifted = difference(produced, await rawPixels(corpusFile(`photos/${file.name}`), shift));
    expect(centre.mean, `${file.name} against the centre crop`).toBeLessThan(file.format === "png" ? 0.01 : 2.5);
    expect(shifted.mean, `${file.name} against a crop 100 px off`).toBeGreaterThan(centre.mean * 2 + 1);
  }

  const zip = await downloadZip(page);
  expect(zip.name).toBe("bulk-image-cropper-3-files.zip");
  expect(Object.keys(zip.entries).sort()).toEqual([CITRUS, DOGS, STORM].sort());
});

test("16:9 keeps the ratio at the source's resolution; Instagram portrait is exactly 1080 × 1350", async ({ page }) => {
  await openTool(page, TOOL);
  await chooseAspect(page, "16:9");
  await addFiles(page, BATCH);
  await waitForBatch(page, 4);
  const wide = { [STORM]: [1920, 1080], [DOGS]: [2056, 1157], [CITRUS]: [1350, 759] } as const;
  for (const [name, [width, height]] of Object.entries(wide)) {
    const info = await describeImage((await downloadOutput(page, name)).bytes);
    expect([info.width, info.height], name).toEqual([width, height]);
    expect(Math.abs(info.width / info.height - 16 / 9), name).toBeLessThan(1 / info.height);
  }

  await chooseAspect(page, "instagram-portrait");
  await applyToAll(page, { [STORM]: "1080 × 1350", [DOGS]: "1080 × 1350", [CITRUS]: "1080 × 1350" }, 4);
  for (const name of [STORM, DOGS, CITRUS]) {
    const info = await describeImage((await downloadOutput(page, name)).bytes);
    expect([info.width, info.height], name).toEqual([1080, 1350]);
  }
  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");
});

test("smart crop gives the ratio and moves onto the busy part of the image", async ({ page }) => {
  // A flat grey picture whose only detail, a colourful checkerboard, sits near its right edge:
  // a centre crop (x 300–900) would miss it entirely.
  const width = 1200;
  const height = 600;
  const pixels = Buffer.alloc(width * height * 3, 128);
  for (let y = 200; y < 400; y += 1)
    for (let x = 950; x < 1150; x += 1) {
      const at = (y * width + x) * 3;
      const colour = (Math.floor(x / 10) + Math.floor(y / 10)) % 2 === 0 ? [230, 30, 40] : [30, 60, 230];
      pixels.set(colour, at);
    }
  const folder = mkdtempSync(path.join(tmpdir(), "smartcrop-"));
  const busyRight = path.join(folder, "busy_right.png");
  writeFileSync(
    busyRight,
    await sharp(pixels, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );

  await openTool(page, TOOL);
  await chooseAspect(page, "1:1");
  await page.getByRole("radio", { name: "Smart crop" }).check();
  await page.getByTestId("file-input").setInputFiles([busyRight, corpusFile(`photos/${STORM}`), corpusFile("bad/empty_zero_bytes.jpg")]);
  await waitForBatch(page, 3);
  await expect(errorOf(page, "empty_zero_bytes.jpg")).toContainText("empty_zero_bytes.jpg");

  const output = await downloadOutput(page, "busy_right.png");
  expect(await describeImage(output.bytes)).toMatchObject({ width: 600, height: 600 });
  // The checkerboard (x 950–1150 of the input) must be inside the crop: the crop starts at 550 at most.
  const produced = await rawPixels(output.bytes);
  let coloured = 0;
  for (let at = 0; at < produced.data.length; at += 4) if (produced.data[at] !== produced.data[at + 1]) coloured += 1;
  expect(coloured).toBeGreaterThan(200 * 200 * 0.9);

  const storm = await describeImage((await downloadOutput(page, STORM)).bytes);
  expect([storm.width, storm.height]).toEqual([1280, 1280]);
});

test("the crop box moves and resizes with the keyboard, for the batch or for one image", async ({ page }) => {
  await openTool(page, TOOL);
  await chooseAspect(page, "1:1");
  await addFiles(page, [`photos/${STORM}`, `photos/${CITRUS}`]);
  await waitForBatch(page, 2);

  // The box starts as the centre crop (x 320 of 1920); five steps left are 5 % of the width (96 px),
  // ten Shift+Up steps take 10 % off the height (1280 → 1152 px), the width following the ratio.
  const box = page.getByTestId("region-box");
  await box.focus();
  for (let step = 0; step < 5; step += 1) await box.press("ArrowLeft");
  for (let step = 0; step < 10; step += 1) await box.press("Shift+ArrowUp");
  await expect(page.getByRole("radio", { name: "Crop box" })).toBeChecked();
  await applyToAll(page, { [STORM]: "1152 × 1152", [CITRUS]: "801 × 801" }, 2);

  const storm = await rawPixels((await downloadOutput(page, STORM)).bytes);
  const source = corpusFile(`photos/${STORM}`);
  const moved = difference(storm, await rawPixels(source, { left: 224, top: 0, width: 1152, height: 1152 }));
  const unmoved = difference(storm, await rawPixels(source, { left: 320, top: 0, width: 1152, height: 1152 }));
  expect(moved.mean).toBeLessThan(2.5);
  expect(unmoved.mean).toBeGreaterThan(moved.mean * 2 + 1);

  // For this image only: the focused file (the first) runs again on its own; the other keeps the batch's box.
  await page.getByRole("radio", { name: "This image only" }).check();
  await box.focus();
  for (let step = 0; step < 10; step += 1) await box.press("ArrowRight");
  await expect(result(page, STORM)).toContainText("Has its own settings");
  await expect(result(page, STORM)).toHaveAttribute("data-status", "done", { timeout: 30_000 });
  const own = await rawPixels((await downloadOutput(page, STORM)).bytes);
  // 224 + 10 % of 1920 = 416.
  expect(difference(own, await rawPixels(source, { left: 416, top: 0, width: 1152, height: 1152 })).mean).toBeLessThan(2.5);
  const citrus = await describeImage((await downloadOutput(page, CITRUS)).bytes);
  expect([citrus.width, citrus.height]).toEqual([801, 801]);
});
