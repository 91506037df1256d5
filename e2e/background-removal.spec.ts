/**
 * Background removal in the browser, with the real ISNet model: masks against exact ground truth
 * (cut-outs composited here onto known backgrounds), subjects of the corpus photos kept whole, the
 * standard batch (a damaged file failing alone, ZIP names), and the solid colour, crop and background
 * picture outputs. Seconds per image (first and steady) are printed for the closing note.
 */
import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { alphaOf, iou } from "./mask-metrics";
import { rawPixels, type Rect } from "./pixels";
import { addFiles, corpusFile, describeImage, downloadOutput, downloadZip, errorOf, openTool, result, waitForBatch } from "./tool-helpers";

const TOOL = "/tools/bulk-image-background-removal/";
const MODEL_RUN_TIMEOUT = 240_000;
const leaf = (relative: string) => relative.split("/").pop() ?? relative;
const pngName = (name: string) => name.replace(/\.\w+$/, ".png");

test.describe.configure({ timeout: 420_000 });

interface Cutout {
  /** RGBA pixels with the exact alpha of the subject. */
  rgba: Buffer;
  width: number;
  height: number;
}

/** A corpus cut-out: an RGBA file, or a composite and its exact mask joined into one. */
async function cutout(file: string, mask?: string): Promise<Cutout> {
  // A JPEG has no alpha of its own: the mask joins as its fourth channel.
  const image = mask
    ? sharp(corpusFile(file)).joinChannel(await sharp(corpusFile(mask)).extractChannel(0).toBuffer())
    : sharp(corpusFile(file)).ensureAlpha();
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  // Only the subject's own extent, so that it can be scaled and placed freely.
  const trimmed = await sharp(data, { raw: { width: info.width, height: info.height, channels: 4 } })
    .trim({ background: { r: 0, g: 0, b: 0, alpha: 0 }, threshold: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { rgba: trimmed.data, width: trimmed.info.width, height: trimmed.info.height };
}

interface GroundTruth {
  name: string;
  jpeg: Buffer;
  /** 1 where the subject is (alpha ≥ 128 as pasted), per pixel. */
  truth: Uint8Array;
  width: number;
  height: number;
}

/** The cut-out scaled to `share` of the background's width, pasted at (fx, fy) of the free room, saved as JPEG q92. */
async function composite(name: string, subject: Cutout, background: string, share: number, fx: number, fy: number): Promise<GroundTruth> {
  const width = 1200;
  const height = 800;
  const subjectWidth = Math.round(width * share);
  const scaled = await sharp(subject.rgba, { raw: { width: subject.width, height: subject.height, channels: 4 } })
    .resize({ width: subjectWidth, height: Math.round(height * 0.85), fit: "inside" })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const left = Math.round((width - scaled.info.width) * fx);
  const top = Math.round((height - scaled.info.height) * fy);
  const backdrop = background.startsWith("#")
    ? sharp({ create: { width, height, channels: 3, background } })
    : sharp(corpusFile(background)).resize(width, height, { fit: "cover" });
  const layer = { input: scaled.data, raw: { width: scaled.info.width, height: scaled.info.height, channels: 4 as const }, left, top };
  const jpeg = await sharp(await backdrop.composite([layer]).png().toBuffer())
    .jpeg({ quality: 92 })
    .toBuffer();
  const truth = new Uint8Array(width * height);
  for (let y = 0; y < scaled.info.height; y += 1)
    for (let x = 0; x < scaled.info.width; x += 1)
      truth[(top + y) * width + left + x] = (scaled.data[(y * scaled.info.width + x) * 4 + 3] as number) >= 128 ? 1 : 0;
  return { name, jpeg, truth, width, height };
}

/** Waits for each file in turn and returns when each finished, in seconds from `start`. */
async function finishTimes(page: Page, names: readonly string[], start: number): Promise<number[]> {
  const pending = names.map(async (name) => {
    await expect(result(page, name)).toHaveAttribute("data-status", "done", { timeout: MODEL_RUN_TIMEOUT });
    return (Date.now() - start) / 1000;
  });
  return (await Promise.all(pending)).sort((a, b) => a - b);
}

function reportSpeed(label: string, times: readonly number[]): void {
  const first = times[0] as number;
  const steady = ((times.at(-1) as number) - first) / (times.length - 1);
  const line = `${label}: first image ${first.toFixed(1)} s (model download and start included), then ${steady.toFixed(1)} s per image`;
  console.log(line);
  test.info().annotations.push({ type: "speed", description: line });
}

test("masks match the exact alpha of cut-outs composited onto known backgrounds (mean IoU ≥ 0.9)", async ({ page }) => {
  const firetruck = await cutout("photos/firetruck_cutout_rgba.png");
  const balloon = await cutout(
    "objects/composite_hot_air_balloon_on_white_1200x1200.jpg",
    "objects/composite_hot_air_balloon_on_white_1200x1200.mask.png",
  );
  const indycar = await cutout(
    "objects/composite_indycar_on_meadow_1600x1000.jpg",
    "objects/composite_indycar_on_meadow_1600x1000.mask.png",
  );
  const cases = await Promise.all([
    composite("firetruck_on_forest_path.jpg", firetruck, "photos/forest_path_2560x1600.jpg", 0.7, 0.5, 0.7),
    composite("firetruck_on_storm_field.jpg", firetruck, "photos/storm_field_1920x1280.jpg", 0.55, 0.2, 0.6),
    composite("balloon_on_sunset_mountains.jpg", balloon, "photos/sunset_mountains_4272x2848.jpg", 0.5, 0.5, 0.3),
    composite("balloon_on_picos_de_europa.jpg", balloon, "photos/picos_de_europa_3264x2448.jpg", 0.45, 0.8, 0.5),
    composite("indycar_on_fallen_leaf.jpg", indycar, "photos/fallen_leaf_progressive_2560x1600.jpg", 0.75, 0.5, 0.6),
    composite("indycar_on_grey.jpg", indycar, "#8a8f96", 0.6, 0.3, 0.4),
  ]);

  await openTool(page, TOOL);
  const start = Date.now();
  await page.getByTestId("file-input").setInputFiles(cases.map(({ name, jpeg }) => ({ name, mimeType: "image/jpeg", buffer: jpeg })));
  reportSpeed(
    "Background removal, 6 composites of 1200 × 800",
    await finishTimes(
      page,
      cases.map(({ name }) => name),
      start,
    ),
  );
  await expect(page.getByTestId("backend")).toHaveText(/^Running on your (GPU|CPU, \d+ threads?)$/);
  // Without a WebGPU adapter (headless Chromium here) the page says once what that costs.
  if ((await page.getByTestId("backend").getAttribute("data-backend")) === "wasm")
    await expect(page.getByTestId("browser-limits")).toHaveText(/^In this browser: no WebGPU, so the model runs on the CPU/);

  const scores: number[] = [];
  for (const { name, truth, width, height } of cases) {
    const output = await downloadOutput(page, name);
    expect(output.name).toBe(pngName(name));
    const mask = await alphaOf(output.bytes);
    expect([mask.width, mask.height]).toEqual([width, height]);
    const score = iou(mask.alpha, truth);
    console.log(`IoU ${name}: ${score.toFixed(4)}`);
    expect(score, name).toBeGreaterThan(0.8);
    scores.push(score);
  }
  const mean = scores.reduce((sum, score) => sum + score, 0) / scores.length;
  console.log(`mean IoU ${mean.toFixed(4)}`);
  expect(mean).toBeGreaterThanOrEqual(0.9);
});

/**
 * Boxes drawn by hand inside each subject of the corpus's object photos (checked on the photos, not
 * on the tool's output): nearly every pixel in them is subject, so nearly every one must be kept.
 * Not listed: sledgehammer_small_320x245.jpg (0.08 MP, the head cut by the frame, on cluttered wood),
 * where ISNet itself, 8-bit and 16-bit alike, takes only the orange handle for the subject, at
 * 40–80% confidence; mirrored, it finds the whole hammer at about 50%. A known miss of the model.
 */
const SUBJECT_BOXES: Record<string, Rect> = {
  "objects/apple_plain_bg_512x512.jpg": { left: 120, top: 120, width: 280, height: 300 },
  "objects/fig_in_red_bowl_plain_bg_2572x1740.jpg": { left: 1300, top: 720, width: 400, height: 480 },
  "objects/kingfisher_on_branch_1920x1080.jpg": { left: 660, top: 330, width: 300, height: 330 },
  "objects/pizza_800x600.jpg": { left: 120, top: 80, width: 560, height: 380 },
  "objects/rabbit_on_grass_800x551.jpg": { left: 300, top: 160, width: 180, height: 280 },
  "objects/composite_hot_air_balloon_on_white_1200x1200.jpg": { left: 450, top: 250, width: 330, height: 450 },
  "objects/composite_indycar_on_meadow_1600x1000.jpg": { left: 600, top: 670, width: 380, height: 60 },
};

test("the subject of every object photo keeps ≥ 95% of its pixels inside its hand-checked box", async ({ page }) => {
  await openTool(page, TOOL);
  const files = Object.keys(SUBJECT_BOXES);
  const start = Date.now();
  await addFiles(page, files);
  reportSpeed("Background removal, 7 object photos (0.26–4.5 MP)", await finishTimes(page, files.map(leaf), start));
  for (const [file, box] of Object.entries(SUBJECT_BOXES)) {
    const output = await downloadOutput(page, leaf(file));
    const described = await describeImage(output.bytes);
    const source = await describeImage(await sharp(corpusFile(file)).toBuffer());
    expect(described).toMatchObject({ format: "png", width: source.width, height: source.height, hasAlpha: true });
    const inside = await rawPixels(output.bytes, box);
    let kept = 0;
    for (let at = 3; at < inside.data.length; at += 4) if ((inside.data[at] as number) > 127) kept += 1;
    const share = kept / (box.width * box.height);
    console.log(`kept inside the box of ${leaf(file)}: ${(share * 100).toFixed(1)}%`);
    expect(share, file).toBeGreaterThanOrEqual(0.95);
  }
});

test("a batch of three photos and a damaged file: transparent PNGs, the damaged one fails alone, ZIP names", async ({ page }) => {
  const files = ["objects/apple_plain_bg_512x512.jpg", "photos/firetruck_cutout_rgba.png", "objects/sledgehammer_small_320x245.jpg"];
  const broken = "bad/truncated_storm_field.jpg";
  await openTool(page, TOOL);
  await addFiles(page, [...files, broken]);
  await waitForBatch(page, 4, MODEL_RUN_TIMEOUT);
  await expect(result(page, leaf(broken))).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, leaf(broken))).toContainText(leaf(broken));
  for (const file of files) await expect(result(page, leaf(file))).toHaveAttribute("data-status", "done");

  const apple = await alphaOf((await downloadOutput(page, "apple_plain_bg_512x512.jpg")).bytes);
  expect([apple.width, apple.height]).toEqual([512, 512]);
  // The plain backdrop goes: the top corners (above the apple) are transparent, the apple's middle opaque.
  for (const [x, y] of [
    [5, 5],
    [506, 5],
    [20, 40],
  ] as const)
    expect(apple.alpha(y * 512 + x)).toBeLessThan(16);
  expect(apple.alpha(256 * 512 + 256)).toBe(255);

  // What the cut-out already had transparent stays transparent, and its fire truck stays.
  const truck = await alphaOf((await downloadOutput(page, "firetruck_cutout_rgba.png")).bytes);
  const original = await rawPixels(corpusFile("photos/firetruck_cutout_rgba.png"));
  expect([truck.width, truck.height]).toEqual([original.width, original.height]);
  let leaked = 0;
  let truckPixels = 0;
  let truckKept = 0;
  for (let pixel = 0; pixel < original.width * original.height; pixel += 1) {
    const was = original.data[pixel * 4 + 3] as number;
    if (was === 0 && truck.alpha(pixel) !== 0) leaked += 1;
    if (was === 255) {
      truckPixels += 1;
      if (truck.alpha(pixel) >= 128) truckKept += 1;
    }
  }
  expect(leaked).toBe(0);
  expect(truckKept / truckPixels).toBeGreaterThan(0.95);

  const hammer = await describeImage((await downloadOutput(page, "sledgehammer_small_320x245.jpg")).bytes);
  expect(hammer).toMatchObject({ format: "png", width: 320, height: 245, hasAlpha: true });

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "apple_plain_bg_512x512.png",
    "firetruck_cutout_rgba.png",
    "sledgehammer_small_320x245.png",
  ]);
});

test("subject on a solid colour as JPEG, cropped to the subject with padding", async ({ page }) => {
  const balloon = "objects/composite_hot_air_balloon_on_white_1200x1200.jpg";
  await openTool(page, TOOL);
  await page.getByLabel("Subject on a solid colour").check();
  await page.getByLabel("Background colour").fill("#2040c0");
  await page.getByLabel("Output format").selectOption("jpeg");
  await page.getByLabel("Crop to the subject").check();
  await page.getByLabel(/^Padding around the subject/).fill("10");
  await addFiles(page, [balloon]);
  await waitForBatch(page, 1, MODEL_RUN_TIMEOUT);

  const output = await downloadOutput(page, leaf(balloon));
  expect(output.name).toBe("composite_hot_air_balloon_on_white_1200x1200.jpg");
  // The expected frame: the true mask's box grown by 10% of its longer side on every side.
  const truth = await sharp(corpusFile(balloon.replace(".jpg", ".mask.png")))
    .extractChannel(0)
    .raw()
    .toBuffer();
  let [left, top, right, bottom] = [1200, 1200, 0, 0];
  truth.forEach((value, pixel) => {
    if (value < 128) return;
    const [x, y] = [pixel % 1200, Math.floor(pixel / 1200)];
    [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
  });
  const pad = 0.1 * Math.max(right - left + 1, bottom - top + 1);
  const described = await describeImage(output.bytes);
  expect(described).toMatchObject({ format: "jpeg", hasAlpha: false });
  expect(Math.abs(described.width - (right - left + 1 + 2 * pad))).toBeLessThan(30);
  expect(Math.abs(described.height - (bottom - top + 1 + 2 * pad))).toBeLessThan(30);

  const pixels = await rawPixels(output.bytes);
  const at = (x: number, y: number) => Array.from(pixels.data.subarray((y * pixels.width + x) * 4, (y * pixels.width + x) * 4 + 3));
  // The padding is the chosen colour (JPEG moves it a few levels); the balloon's middle is not.
  for (const [x, y] of [
    [4, 4],
    [pixels.width - 5, 4],
    [4, pixels.height - 5],
    [pixels.width - 5, pixels.height - 5],
  ] as const) {
    at(x, y).forEach((value, channel) => expect(Math.abs(value - ([0x20, 0x40, 0xc0][channel] as number))).toBeLessThan(8));
  }
  const middle = at(Math.round(pixels.width / 2), Math.round(pixels.height * 0.35));
  expect(Math.abs((middle[2] as number) - 0xc0) + Math.abs((middle[0] as number) - 0x20)).toBeGreaterThan(60);
});

test("subject on a background picture chosen in the options, which the settings keep", async ({ page }) => {
  const picture = "photos/rocket_launch_640x427.jpg";
  const apple = "objects/apple_plain_bg_512x512.jpg";
  await openTool(page, TOOL);
  await page.getByLabel("Subject on a background picture").check();
  await page.getByTestId("background-picture").setInputFiles(corpusFile(picture));
  await expect(page.getByAltText("The chosen background")).toBeVisible();
  await page.getByLabel("Output format").selectOption("png");
  await addFiles(page, [apple]);
  await waitForBatch(page, 1, MODEL_RUN_TIMEOUT);

  const output = await rawPixels((await downloadOutput(page, leaf(apple))).bytes);
  expect([output.width, output.height]).toEqual([512, 512]);
  // Where the apple's backdrop was, the picture shows, scaled to cover the square and centred.
  const expected = await rawPixels(await sharp(corpusFile(picture)).resize(512, 512, { fit: "cover" }).png().toBuffer());
  const corner: Rect = { left: 0, top: 0, width: 60, height: 30 };
  let difference = 0;
  for (let y = corner.top; y < corner.top + corner.height; y += 1)
    for (let x = corner.left; x < corner.left + corner.width; x += 1)
      for (let channel = 0; channel < 3; channel += 1) {
        const at = (y * 512 + x) * 4 + channel;
        difference += Math.abs((output.data[at] as number) - (expected.data[at] as number));
      }
  expect(difference / (corner.width * corner.height * 3)).toBeLessThan(12);
  // The apple itself is still there, opaque red.
  const centre = (256 * 512 + 256) * 4;
  expect(output.data[centre] as number).toBeGreaterThan((output.data[centre + 1] as number) + 60);

  // The chosen picture survives a reload with the other settings.
  await page.reload();
  await expect(page.getByAltText("The chosen background")).toBeVisible({ timeout: 20_000 });
});
