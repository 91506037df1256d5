/**
 * Background blur in the browser, with the real ISNet model: on the composite whose exact mask is
 * known, and on a photo, the background loses its fine detail while the subject keeps its pixels; a
 * damaged file fails alone, and the ZIP holds the right names.
 */
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { rawPixels, type RawImage } from "./pixels";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-blur-image-background/";
const INDYCAR = "objects/composite_indycar_on_meadow_1600x1000.jpg";
const FILES = [INDYCAR, "objects/rabbit_on_grass_800x551.jpg", "objects/apple_plain_bg_512x512.jpg"];
const BROKEN = "bad/text_file_renamed.png";
const leaf = (relative: string) => relative.split("/").pop() ?? relative;

test.describe.configure({ timeout: 300_000 });

/** Pixels `distance` or more away from the other side of a binary mask (a square neighbourhood). */
function farFrom(mask: Uint8Array, width: number, height: number, keep: 0 | 1, distance: number): Uint8Array {
  const result = new Uint8Array(mask.length);
  for (let y = distance; y < height - distance; y += 1)
    for (let x = distance; x < width - distance; x += 1) {
      if (mask[y * width + x] !== keep) continue;
      let clear = true;
      for (let dy = -distance; dy <= distance && clear; dy += distance)
        for (let dx = -distance; dx <= distance && clear; dx += distance) if (mask[(y + dy) * width + x + dx] !== keep) clear = false;
      if (clear) result[y * width + x] = 1;
    }
  return result;
}

/** Mean local variance of the luma over 5 × 5 windows centred on the selected pixels (every 3rd, for speed). */
function localVariance(image: RawImage, selected: Uint8Array): number {
  const luma = (x: number, y: number) => {
    const at = (y * image.width + x) * 4;
    return 0.299 * (image.data[at] as number) + 0.587 * (image.data[at + 1] as number) + 0.114 * (image.data[at + 2] as number);
  };
  let total = 0;
  let count = 0;
  for (let y = 2; y < image.height - 2; y += 3)
    for (let x = 2; x < image.width - 2; x += 3) {
      if (!selected[y * image.width + x]) continue;
      let sum = 0;
      let squares = 0;
      for (let dy = -2; dy <= 2; dy += 1)
        for (let dx = -2; dx <= 2; dx += 1) {
          const value = luma(x + dx, y + dy);
          sum += value;
          squares += value * value;
        }
      total += squares / 25 - (sum / 25) ** 2;
      count += 1;
    }
  return total / count;
}

function meanDifference(a: RawImage, b: RawImage, selected: Uint8Array): number {
  let sum = 0;
  let count = 0;
  selected.forEach((on, pixel) => {
    if (!on) return;
    for (let channel = 0; channel < 3; channel += 1)
      sum += Math.abs((a.data[pixel * 4 + channel] as number) - (b.data[pixel * 4 + channel] as number));
    count += 3;
  });
  return sum / count;
}

test("blurs the background and keeps the subject; a damaged file fails alone; ZIP names", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  await addFiles(page, [...FILES, BROKEN]);
  await waitForBatch(page, 4, 240_000);
  await expect(result(page, leaf(BROKEN))).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, leaf(BROKEN))).toContainText(leaf(BROKEN));

  for (const file of FILES) {
    const output = await downloadOutput(page, leaf(file));
    expect(output.name).toBe(leaf(file).replace(/\.jpg$/, ".png"));
    const source = await describeImage(await sharp(corpusFile(file)).toBuffer());
    expect(await describeImage(output.bytes)).toMatchObject({ format: "png", width: source.width, height: source.height });
  }

  // The composite's exact mask says where the car is: far inside it the photo is unchanged, far
  // outside it the meadow's blades of grass are blurred away.
  const { width, height } = { width: 1600, height: 1000 };
  const truthBytes = await sharp(corpusFile(INDYCAR.replace(".jpg", ".mask.png")))
    .extractChannel(0)
    .raw()
    .toBuffer();
  const truth = Uint8Array.from(truthBytes, (value) => (value >= 128 ? 1 : 0));
  const inside = farFrom(truth, width, height, 1, 8);
  const outside = farFrom(truth, width, height, 0, 24);
  const input = await rawPixels(corpusFile(INDYCAR));
  const produced = await rawPixels((await downloadOutput(page, leaf(INDYCAR))).bytes);
  const before = localVariance(input, outside);
  const after = localVariance(produced, outside);
  console.log(
    `meadow local variance ${before.toFixed(1)} → ${after.toFixed(1)}; car changed by ${meanDifference(produced, input, inside).toFixed(2)}`,
  );
  expect(after).toBeLessThan(before * 0.25);
  expect(meanDifference(produced, input, inside)).toBeLessThan(2);
  expect(localVariance(produced, inside)).toBeGreaterThan(localVariance(input, inside) * 0.9);

  // The rabbit photo: its body (a hand-checked box) stays, the grass in the bottom corners softens.
  const rabbitInput = await rawPixels(corpusFile(FILES[1] as string));
  const rabbit = await rawPixels((await downloadOutput(page, "rabbit_on_grass_800x551.jpg")).bytes);
  const region = (left: number, top: number, right: number, bottom: number) => {
    const selected = new Uint8Array(800 * 551);
    for (let y = top; y < bottom; y += 1) for (let x = left; x < right; x += 1) selected[y * 800 + x] = 1;
    return selected;
  };
  const body = region(300, 160, 480, 440);
  const grass = region(20, 420, 160, 530);
  expect(meanDifference(rabbit, rabbitInput, body)).toBeLessThan(3);
  expect(localVariance(rabbit, grass)).toBeLessThan(localVariance(rabbitInput, grass) * 0.3);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "apple_plain_bg_512x512.png",
    "composite_indycar_on_meadow_1600x1000.png",
    "rabbit_on_grass_800x551.png",
  ]);
});
