/**
 * Placeholder generator in the browser: labelled images from a size list (with a bad entry failing
 * on its own), SVG output, and low-quality previews of dropped images with valid hashes.
 */
import { expect, test, type Page } from "@playwright/test";
import { decode as decodeBlurhash, isBlurhashValid } from "blurhash";
import sharp from "sharp";
import { thumbHashToApproximateAspectRatio, thumbHashToAverageRGBA } from "thumbhash";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-placeholder-generator/";

async function generate(page: Page, sizes: string, count: number): Promise<void> {
  await page.getByLabel("Placeholder sizes").fill(sizes);
  await page.getByTestId("generate").click();
  await waitForBatch(page, count);
}

async function rgbaAt(bytes: Uint8Array, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const index = (y * info.width + x) * 4;
  return [...data.subarray(index, index + 4)];
}

test("generates one placeholder per size, in the chosen colours, and explains a bad entry", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Background colour").fill("#ff8800");
  await page.getByLabel("Text colour").fill("#003366");
  await generate(page, "1200x630, 800×600\nbanner, 64x64", 4);

  await expect(result(page, "banner")).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "banner")).toContainText("banner: “banner” is not a size");

  for (const [width, height] of [
    [1200, 630],
    [800, 600],
    [64, 64],
  ] as const) {
    const name = `placeholder-${width}x${height}`;
    await expect(result(page, name)).toHaveAttribute("data-status", "done");
    const file = await downloadOutput(page, name);
    expect(file.name).toBe(`${name}.png`);
    expect(await describeImage(file.bytes)).toMatchObject({ format: "png", width, height });
    expect(await rgbaAt(file.bytes, 0, 0)).toEqual([255, 136, 0, 255]);
    expect(await rgbaAt(file.bytes, width - 1, height - 1)).toEqual([255, 136, 0, 255]);
    // The label is drawn in the text colour across the middle.
    const { data } = await sharp(file.bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    let inked = 0;
    for (let index = 0; index < data.length; index += 3)
      if (data[index] === 0 && data[index + 1] === 51 && data[index + 2] === 102) inked += 1;
    expect(inked).toBeGreaterThan(0);
    expect(inked / (width * height)).toBeLessThan(0.25);
  }

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual(["placeholder-1200x630.png", "placeholder-64x64.png", "placeholder-800x600.png"]);
});

test("writes SVG and WebP placeholders", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Placeholder format").selectOption("svg");
  await page.getByLabel("Label").fill("Hero {w}/{h}");
  await generate(page, "300x200", 1);
  const svg = await downloadOutput(page, "placeholder-300x200");
  expect(svg.name).toBe("placeholder-300x200.svg");
  expect(svg.bytes.toString("utf8")).toContain(">Hero 300/200</text>");
  expect(await describeImage(svg.bytes)).toMatchObject({ format: "svg", width: 300, height: 200 });
  expect(await rgbaAt(svg.bytes, 0, 0)).toEqual([204, 204, 204, 255]);

  await page.getByLabel("Placeholder format").selectOption("webp");
  await generate(page, "320x100", 2);
  const webp = await downloadOutput(page, "placeholder-320x100");
  expect(await describeImage(webp.bytes)).toMatchObject({ format: "webp", width: 320, height: 100 });
});

const PHOTOS = [
  "photos/citrus_fruits_1350x890.png",
  "objects/composite_hot_air_balloon_on_white_1200x1200.jpg",
  "photos/firetruck_cutout_rgba.png",
];
const BROKEN = "bad/text_file_renamed.png";
const leaf = (relative: string) => relative.split("/").pop() ?? relative;
const stem = (relative: string) => leaf(relative).replace(/\.[^.]+$/, "");

async function meanColor(bytes: Buffer | string): Promise<number[]> {
  const { channels } = await sharp(bytes).stats();
  return channels.slice(0, 3).map((channel) => channel.mean);
}

test("makes the tiny image, JSON and CSS of each dropped image, with valid BlurHash and ThumbHash", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, [...PHOTOS, BROKEN]);
  await waitForBatch(page, 4);
  await expect(errorOf(page, leaf(BROKEN))).toContainText(leaf(BROKEN));

  const expected = {
    "citrus_fruits_1350x890.png": { width: 1350, height: 890, tiny: [24, 16] },
    "composite_hot_air_balloon_on_white_1200x1200.jpg": { width: 1200, height: 1200, tiny: [24, 24] },
    "firetruck_cutout_rgba.png": { width: 800, height: 331, tiny: [24, 10] },
  } as const;
  for (const photo of PHOTOS) {
    const name = leaf(photo);
    const want = expected[name as keyof typeof expected];
    await expect(result(page, name)).toHaveAttribute("data-status", "done");
    const [tiny, json, css] = [
      await downloadOutput(page, name, 0),
      await downloadOutput(page, name, 1),
      await downloadOutput(page, name, 2),
    ];
    expect([tiny.name, json.name, css.name]).toEqual([`${stem(photo)}-lqip.webp`, `${stem(photo)}-lqip.json`, `${stem(photo)}-lqip.css`]);
    const tinyImage = await describeImage(tiny.bytes);
    expect([tinyImage.format, tinyImage.width, tinyImage.height]).toEqual(["webp", ...want.tiny]);

    const entry = JSON.parse(json.bytes.toString("utf8")) as Record<string, unknown>;
    expect(entry).toMatchObject({ name, width: want.width, height: want.height });
    expect(entry.dominantColor).toMatch(/^#[0-9a-f]{6}$/);
    expect(entry.dataUrl).toBe(`data:image/webp;base64,${tiny.bytes.toString("base64")}`);

    const blurhash = String(entry.blurhash);
    expect(isBlurhashValid(blurhash)).toEqual({ result: true });
    expect(blurhash).toHaveLength(28); // 4 × 3 components
    const thumbhash = Buffer.from(String(entry.thumbhash), "base64");
    expect(thumbHashToApproximateAspectRatio(thumbhash)).toBeCloseTo(want.width / want.height, 0);

    expect(css.bytes.toString("utf8")).toContain(`aspect-ratio: ${want.width} / ${want.height};`);
    expect(css.bytes.toString("utf8")).toContain(`background-color: ${String(entry.dominantColor)};`);

    if (name === "firetruck_cutout_rgba.png") {
      // ThumbHash keeps transparency; most of the cut-out's frame is empty.
      expect(thumbHashToAverageRGBA(thumbhash).a).toBeLessThan(0.9);
      continue;
    }
    // Both hashes hold the image's average colour.
    const mean = await meanColor(corpusFile(photo));
    const average = thumbHashToAverageRGBA(thumbhash);
    [average.r, average.g, average.b].forEach((value, channel) =>
      expect(Math.abs(value * 255 - (mean[channel] as number))).toBeLessThan(20),
    );
    const decoded = decodeBlurhash(blurhash, 32, 32);
    const decodedMean = await meanColor(
      await sharp(Buffer.from(decoded), { raw: { width: 32, height: 32, channels: 4 } })
        .png()
        .toBuffer(),
    );
    decodedMean.forEach((value, channel) => expect(Math.abs(value - (mean[channel] as number))).toBeLessThan(25));
  }
  // The balloon sits on white: its dominant colour is the white, not the average.
  const balloonJson = await downloadOutput(page, leaf(PHOTOS[1] as string), 1);
  const dominant = String((JSON.parse(balloonJson.bytes.toString("utf8")) as { dominantColor: string }).dominantColor);
  expect(parseInt(dominant.slice(1, 3), 16)).toBeGreaterThan(245);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual(
    PHOTOS.map(stem)
      .flatMap((base) => [`${base}-lqip.css`, `${base}-lqip.json`, `${base}-lqip.webp`])
      .sort(),
  );
});
