import { expect, type Page, test } from "@playwright/test";
import { channelMean, detail, difference, offPixels, rawPixels, type Rect, type RawImage } from "./pixels";
import { addFiles, corpusFile, downloadOutput, downloadZip, errorOf, openTool, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-blurring/";
const FILES = ["photos/citrus_fruits_1350x890.png", "photos/rocket_launch_640x427.jpg", "photos/skagen_beach_camera_exif_800x600.jpg"];
const nameOf = (file: string) => file.split("/").pop() as string;
const pngName = (file: string) => nameOf(file).replace(/\.\w+$/, ".png");

/** The settings every test starts from: exact pixels and PNG output, so pixels can be compared exactly. */
async function setUp(page: Page, area: string, effect: "Gaussian blur" | "Pixelate"): Promise<void> {
  await openTool(page, TOOL);
  await page.getByRole("radio", { name: effect }).check();
  await page.getByRole("radio", { name: "Exact pixels" }).check();
  await page.getByRole("radio", { name: area }).check();
  await page.getByLabel("Output format").selectOption("png");
}

/** A relative region in pixels, rounding each edge as the tool does. */
function regionPixels(box: { x: number; y: number; width: number; height: number }, width: number, height: number): Rect {
  const left = Math.round(box.x * width);
  const top = Math.round(box.y * height);
  return { left, top, width: Math.round((box.x + box.width) * width) - left, height: Math.round((box.y + box.height) * height) - top };
}

/** The four bands of an image around a rectangle. */
function around(rect: Rect, image: RawImage): Rect[] {
  const bottom = rect.top + rect.height;
  const right = rect.left + rect.width;
  return [
    { left: 0, top: 0, width: image.width, height: rect.top },
    { left: 0, top: bottom, width: image.width, height: image.height - bottom },
    { left: 0, top: rect.top, width: rect.left, height: rect.height },
    { left: right, top: rect.top, width: image.width - right, height: rect.height },
  ];
}

const shrink = (rect: Rect, by: number): Rect => ({
  left: rect.left + by,
  top: rect.top + by,
  width: rect.width - 2 * by,
  height: rect.height - 2 * by,
});

test("Gaussian blur inside the region: strong inside, untouched outside; a broken file fails alone; ZIP names", async ({ page }) => {
  await setUp(page, "Inside the region", "Gaussian blur");
  await page.getByLabel("Blur radius").fill("16");
  await addFiles(page, [...FILES, "bad/text_file_renamed.png"]);
  await waitForBatch(page, 4);
  await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");

  for (const file of FILES) {
    const output = await downloadOutput(page, nameOf(file));
    expect(output.name).toBe(pngName(file));
    const produced = await rawPixels(output.bytes);
    const source = await rawPixels(corpusFile(file));
    expect([produced.width, produced.height]).toEqual([source.width, source.height]);
    const region = regionPixels({ x: 0.25, y: 0.25, width: 0.5, height: 0.5 }, source.width, source.height);

    const inner = shrink(region, 2);
    expect(detail(produced, inner), `${file}: fine detail left in the region`).toBeLessThan(detail(source, inner) * 0.4);
    expect(difference(produced, source, inner).mean, `${file}: change in the region`).toBeGreaterThan(3);
    for (const band of around(region, source)) {
      const outside = difference(produced, source, band);
      // PNG decodes the same everywhere; two JPEG decoders may differ by a level or two.
      if (file.endsWith(".png")) expect(outside.max, `${file}: change outside the region`).toBe(0);
      else expect(outside.mean, `${file}: change outside the region`).toBeLessThan(1);
    }
  }

  const zip = await downloadZip(page);
  expect(zip.name).toBe("bulk-image-blurring-3-files.zip");
  expect(Object.keys(zip.entries).sort()).toEqual(FILES.map(pngName).sort());
});

test("pixelate: the whole image becomes uniform blocks of the block size, each its area's average", async ({ page }) => {
  await setUp(page, "Whole image", "Pixelate");
  await page.getByLabel("Block size").fill("20");
  await addFiles(page, [...FILES, "bad/empty_zero_bytes.jpg"]);
  await waitForBatch(page, 4);
  await expect(errorOf(page, "empty_zero_bytes.jpg")).toContainText("empty_zero_bytes.jpg");

  for (const file of FILES) {
    const produced = await rawPixels((await downloadOutput(page, nameOf(file))).bytes);
    const source = await rawPixels(corpusFile(file));
    let blocks = 0;
    let uneven = 0;
    let worstMean = 0;
    for (let top = 0; top < produced.height; top += 20)
      for (let left = 0; left < produced.width; left += 20) {
        const block = { left, top, width: Math.min(20, produced.width - left), height: Math.min(20, produced.height - top) };
        blocks += 1;
        if (offPixels(produced, block) > 0) uneven += 1;
        worstMean = Math.max(worstMean, Math.abs(channelMean(produced, block, 1) - channelMean(source, block, 1)));
      }
    expect(uneven, `${file}: blocks with more than one colour`).toBe(0);
    expect(blocks).toBe(Math.ceil(produced.width / 20) * Math.ceil(produced.height / 20));
    // Each block is the average of its pixels (to rounding, and JPEG decoders' small differences).
    expect(worstMean, `${file}: block colour against its area's mean`).toBeLessThan(file.endsWith(".png") ? 0.6 : 2);
    // And the blocks are not all one colour.
    expect(difference(produced, source).mean).toBeGreaterThan(2);
  }

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual(FILES.map(pngName).sort());
});

test("a region drawn with the pointer, blurred everywhere but there, without a fringe at the borders", async ({ page }) => {
  await setUp(page, "Everything except the region", "Gaussian blur");
  await page.getByLabel("Blur radius").fill("6");
  const file = "photos/citrus_fruits_1350x890.png";
  await addFiles(page, [file]);
  await waitForBatch(page, 1);

  const stage = page.getByTestId("region-stage");
  const bounds = await stage.boundingBox();
  if (!bounds) throw new Error("the region editor is not on screen");
  await page.mouse.move(bounds.x + bounds.width * 0.1, bounds.y + bounds.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(bounds.x + bounds.width * 0.3, bounds.y + bounds.height * 0.3, { steps: 4 });
  await page.mouse.move(bounds.x + bounds.width * 0.5, bounds.y + bounds.height * 0.6, { steps: 4 });
  await page.mouse.up();
  const box = JSON.parse((await page.getByTestId("region-box").getAttribute("data-value")) ?? "null") as Parameters<typeof regionPixels>[0];
  expect(box.x).toBeCloseTo(0.1, 1);
  expect(box.width).toBeCloseTo(0.4, 1);

  await page.getByRole("button", { name: "Apply settings to all" }).click();
  await waitForBatch(page, 1);
  const produced = await rawPixels((await downloadOutput(page, nameOf(file))).bytes);
  const source = await rawPixels(corpusFile(file));
  const region = regionPixels(box, source.width, source.height);
  expect(difference(produced, source, region).max, "the region keeps its pixels").toBe(0);
  const top = { left: 0, top: 0, width: source.width, height: region.top };
  expect(detail(produced, top)).toBeLessThan(detail(source, top) * 0.5);

  // The borders stay opaque and as bright as the photo's own: no dark or see-through fringe.
  const edges: Rect[] = [
    { left: 0, top: 0, width: source.width, height: 1 },
    { left: 0, top: source.height - 1, width: source.width, height: 1 },
    { left: 0, top: 0, width: 1, height: source.height },
    { left: source.width - 1, top: 0, width: 1, height: source.height },
  ];
  for (const edge of edges) {
    expect(channelMean(produced, edge, 3)).toBe(255);
    for (let channel = 0; channel < 3; channel += 1)
      expect(Math.abs(channelMean(produced, edge, channel) - channelMean(source, edge, channel))).toBeLessThan(8);
  }
});
