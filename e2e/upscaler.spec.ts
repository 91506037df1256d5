/**
 * Upscaler in the browser: ESRGAN against bicubic on corpus photos downscaled by 2 and 4 (PSNR
 * against the original), a many-tile image at its exact size with per-tile progress, the refusal of
 * an output over the limit, a damaged file failing on its own, and the ZIP. Prints the seconds per
 * output megapixel it measured.
 */
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import {
  addFiles,
  corpusFile,
  describeImage,
  downloadOutput,
  downloadZip,
  errorOf,
  openTool,
  pngHeader,
  result,
  waitForBatch,
} from "./tool-helpers";

test.describe.configure({ timeout: 240_000 });

const TOOL = "/tools/bulk-image-upscaler/";
const CUPS = "photos/colorful_cups_2560x1600.jpg";

interface Rgb {
  data: Buffer;
  width: number;
  height: number;
}

async function rgbOf(input: Uint8Array | string | sharp.Sharp): Promise<Rgb> {
  const image = typeof input === "object" && "toBuffer" in input ? input : sharp(input);
  const { data, info } = await image.removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Peak signal-to-noise ratio over the RGB channels, in dB. */
function psnr(a: Rgb, b: Rgb): number {
  expect([a.width, a.height]).toEqual([b.width, b.height]);
  let sum = 0;
  for (let index = 0; index < a.data.length; index += 1) sum += ((a.data[index] as number) - (b.data[index] as number)) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / a.data.length));
}

/** A region of the cups photo, as PNG bytes, and that region downscaled (Lanczos3) by `factor`. */
async function downscaledCrop(region: sharp.Region, factor: number): Promise<{ original: Rgb; small: Buffer }> {
  const crop = await sharp(corpusFile(CUPS)).extract(region).png().toBuffer();
  const small = await sharp(crop)
    .resize(region.width / factor, region.height / factor, { kernel: "lanczos3" })
    .png()
    .toBuffer();
  return { original: await rgbOf(crop), small };
}

async function bicubic(input: Buffer | string, scale: number): Promise<Rgb> {
  const { width = 0, height = 0 } = await sharp(input).metadata();
  return rgbOf(sharp(input).resize(width * scale, height * scale, { kernel: "cubic" }));
}

/** RGBA resized with the colours weighted by alpha (premultiplied, as a correct resize does), back to straight colours. */
async function premultipliedCubic(file: string, width: number, height: number): Promise<Float64Array> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const weighted = Buffer.from(data);
  for (let at = 0; at < data.length; at += 4) {
    for (let channel = 0; channel < 3; channel += 1)
      weighted[at + channel] = Math.round(((data[at + channel] as number) * (data[at + 3] as number)) / 255);
  }
  const resized = await sharp(weighted, { raw: { width: info.width, height: info.height, channels: 4 } })
    .resize(width, height, { kernel: "cubic" })
    .raw()
    .toBuffer();
  const straight = new Float64Array(resized.length);
  for (let at = 0; at < resized.length; at += 4) {
    const alpha = resized[at + 3] as number;
    for (let channel = 0; channel < 3; channel += 1)
      straight[at + channel] = alpha === 0 ? 0 : Math.min(255, ((resized[at + channel] as number) * 255) / alpha);
    straight[at + 3] = alpha;
  }
  return straight;
}

async function chooseScale(page: Page, scale: 2 | 3 | 4): Promise<void> {
  await page.getByRole("radio", { name: `${scale}×`, exact: true }).check();
}

/** Adds files and waits for them; returns the seconds from adding to the last result. */
async function upscale(page: Page, files: Parameters<Page["setInputFiles"]>[1], count: number): Promise<number> {
  const started = Date.now();
  await page.getByTestId("file-input").setInputFiles(files);
  await waitForBatch(page, count, 200_000);
  return (Date.now() - started) / 1000;
}

function report(label: string, seconds: number, outputPixels: number): void {
  const perMp = seconds / (outputPixels / 1e6);
  test.info().annotations.push({ type: "speed", description: `${label}: ${seconds.toFixed(1)} s, ${perMp.toFixed(2)} s per output MP` });
  console.log(`[upscaler] ${label}: ${seconds.toFixed(1)} s, ${perMp.toFixed(2)} s per output MP`);
}

/** The paths of the ESRGAN model files the page and its workers request from now on. */
function recordModelRequests(page: Page): string[] {
  const requested: string[] = [];
  page.context().on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/models/esrgan-")) requested.push(pathname);
  });
  return requested;
}

for (const { scale, chosen, unused } of [
  { scale: 4, chosen: "esrgan-slim-x4", unused: "esrgan-slim-x2" },
  { scale: 2, chosen: "esrgan-slim-x2", unused: "esrgan-slim-x4" },
] as const) {
  test(`upscaling at ${scale}× downloads the ${scale}× model and never ${unused}`, async ({ page }) => {
    const requested = recordModelRequests(page);
    await openTool(page, TOOL);
    await chooseScale(page, scale);
    const small = await sharp(corpusFile("photos/rocket_launch_640x427.jpg")).resize(48).png().toBuffer();
    await upscale(page, [{ name: "small.png", mimeType: "image/png", buffer: small }], 1);
    await expect(result(page, "small.png")).toHaveAttribute("data-status", "done");
    expect(await describeImage((await downloadOutput(page, "small.png")).bytes)).toMatchObject({ width: 48 * scale });
    expect(requested.some((path) => path.includes(`/models/${chosen}-`))).toBe(true);
    expect(requested.filter((path) => !path.includes(`/models/${chosen}-`))).toEqual([]);
  });
}

test("ESRGAN beats bicubic upscaling on a photo downscaled by 2 and by 4", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");

  // Warm-up file: the model download and start are not part of the timings below.
  const half = await downscaledCrop({ left: 896, top: 512, width: 768, height: 512 }, 2);
  await chooseScale(page, 2);
  await upscale(
    page,
    [
      {
        name: "warm.png",
        mimeType: "image/png",
        buffer: await sharp(half.small).extract({ left: 0, top: 0, width: 64, height: 64 }).png().toBuffer(),
      },
    ],
    1,
  );

  const seconds2 = await upscale(page, [{ name: "cups-half.png", mimeType: "image/png", buffer: half.small }], 2);
  report("2× of 384 × 256", seconds2, 768 * 512);
  const esrgan2 = await rgbOf((await downloadOutput(page, "cups-half.png")).bytes);
  const psnr2 = { esrgan: psnr(esrgan2, half.original), bicubic: psnr(await bicubic(half.small, 2), half.original) };
  console.log(`[upscaler] PSNR 2×: ESRGAN ${psnr2.esrgan.toFixed(2)} dB, bicubic ${psnr2.bicubic.toFixed(2)} dB`);
  expect(psnr2.esrgan).toBeGreaterThan(psnr2.bicubic);

  const quarter = await downscaledCrop({ left: 768, top: 384, width: 1024, height: 768 }, 4);
  await chooseScale(page, 4);
  await upscale(page, [{ name: "cups-quarter.png", mimeType: "image/png", buffer: quarter.small }], 3);
  const esrgan4 = await rgbOf((await downloadOutput(page, "cups-quarter.png")).bytes);
  const psnr4 = { esrgan: psnr(esrgan4, quarter.original), bicubic: psnr(await bicubic(quarter.small, 4), quarter.original) };
  console.log(`[upscaler] PSNR 4×: ESRGAN ${psnr4.esrgan.toFixed(2)} dB, bicubic ${psnr4.bicubic.toFixed(2)} dB`);
  expect(psnr4.esrgan).toBeGreaterThan(psnr4.bicubic);

  // The corpus pair: an exact 4× Lanczos downscale of the whole photo.
  const LOWRES = "photos/lowres_x4_colorful_cups_640x400.jpg";
  const seconds4 = await upscale(page, [corpusFile(LOWRES)], 4);
  report("4× of 640 × 400", seconds4, 2560 * 1600);
  const pair = await rgbOf((await downloadOutput(page, "lowres_x4_colorful_cups_640x400.jpg")).bytes);
  const original = await rgbOf(corpusFile(CUPS));
  const psnrPair = { esrgan: psnr(pair, original), bicubic: psnr(await bicubic(corpusFile(LOWRES), 4), original) };
  console.log(`[upscaler] PSNR corpus pair 4×: ESRGAN ${psnrPair.esrgan.toFixed(2)} dB, bicubic ${psnrPair.bicubic.toFixed(2)} dB`);
  expect(psnrPair.esrgan).toBeGreaterThan(psnrPair.bicubic);
});

test("the best-quality model beats bicubic too, and the fast model", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  const half = await downscaledCrop({ left: 896, top: 512, width: 768, height: 512 }, 2);
  await upscale(page, [{ name: "fast.png", mimeType: "image/png", buffer: half.small }], 1);
  await page.getByRole("radio", { name: "Best quality (ESRGAN medium)" }).check();
  await upscale(page, [{ name: "best.png", mimeType: "image/png", buffer: half.small }], 2);
  const fast = psnr(await rgbOf((await downloadOutput(page, "fast.png")).bytes), half.original);
  const best = psnr(await rgbOf((await downloadOutput(page, "best.png")).bytes), half.original);
  const cubic = psnr(await bicubic(half.small, 2), half.original);
  console.log(`[upscaler] PSNR 2×: medium ${best.toFixed(2)} dB, slim ${fast.toFixed(2)} dB, bicubic ${cubic.toFixed(2)} dB`);
  expect(best).toBeGreaterThan(cubic);
  expect(best).toBeGreaterThan(fast);
});

/**
 * 760 × 475: 3 × 2 tiles of at most 384 px read (with margins), so seams run both ways and the
 * middle column's tiles read margins on both sides; 1520 × 950 out.
 */
const TILED = { width: 760, height: 475, tiles: 6 };
const tiledCups = () => sharp(corpusFile(CUPS)).resize(TILED.width, TILED.height, { kernel: "lanczos3" }).png().toBuffer();

test("an image of many tiles comes out whole at its exact size, with progress per tile", async ({ page }) => {
  await openTool(page, TOOL);
  await chooseScale(page, 2);
  await page.getByLabel("Output format").selectOption("png");
  const input = await tiledCups();
  const card = result(page, "cups-760.png");
  // Every stage the card shows, recorded in the page as it changes: polling from here misses the
  // shorter ones when the machine is busy.
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as unknown as { tileStages: Set<string> }).tileStages = seen;
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="result"][data-filename="cups-760.png"]')?.textContent ?? "";
      const stage = /Tile \d+ of \d+/.exec(text);
      if (stage) seen.add(stage[0]);
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  const seconds = await upscale(page, [{ name: "cups-760.png", mimeType: "image/png", buffer: input }], 1);
  report(`2× of ${TILED.width} × ${TILED.height} (first file of the page, model start included)`, seconds, 4 * TILED.width * TILED.height);

  await expect(card).toHaveAttribute("data-status", "done");
  await expect(page.getByText("Running on your CPU, 2 threads")).toBeVisible();
  const output = await downloadOutput(page, "cups-760.png");
  expect(await describeImage(output.bytes)).toMatchObject({ format: "png", width: 2 * TILED.width, height: 2 * TILED.height });
  // Against the photo it was made from: the whole picture is there, tile by tile (no blank or shifted tile).
  const upscaled = await rgbOf(output.bytes);
  const photo = await rgbOf(sharp(corpusFile(CUPS)).resize(2 * TILED.width, 2 * TILED.height, { kernel: "lanczos3" }));
  expect(psnr(upscaled, photo)).toBeGreaterThan(psnr(await bicubic(input, 2), photo));
  const stages = await page.evaluate(() => [...(window as unknown as { tileStages: Set<string> }).tileStages]);
  const counts = stages.map((stage) => Number(/of (\d+)/.exec(stage)?.[1]));
  expect(new Set(counts)).toEqual(new Set([TILED.tiles]));
  expect(new Set(stages).size).toBeGreaterThan(2);
});

test("a file cancelled halfway stops, and the next one still upscales", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByTestId("file-input").setInputFiles([{ name: "cancel-me.png", mimeType: "image/png", buffer: await tiledCups() }]);
  const card = result(page, "cancel-me.png");
  await expect(card).toContainText(new RegExp(`Tile [1-9]\\d* of ${TILED.tiles}`), { timeout: 120_000 });
  await card.getByRole("button", { name: "Cancel", exact: true }).click();
  await expect(card).toContainText("Cancelled");
  await addFiles(page, ["photos/rocket_launch_640x427.jpg"]);
  await expect(result(page, "rocket_launch_640x427.jpg")).toHaveAttribute("data-status", "done", { timeout: 120_000 });
  expect(await describeImage((await downloadOutput(page, "rocket_launch_640x427.jpg")).bytes)).toMatchObject({ width: 1280, height: 854 });
});

test("refuses an output over the limit, naming it, before any work; 3× and 4× sizes", async ({ page }) => {
  await openTool(page, TOOL);
  await chooseScale(page, 4);
  // Small inputs: what is checked here is each scale's exact output size, not the picture.
  const small = async (file: string, width: number) => sharp(corpusFile(file)).resize(width).jpeg({ quality: 90 }).toBuffer();
  await addFiles(page, ["photos/sunset_mountains_4272x2848.jpg"]);
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "portrait-201.jpg", mimeType: "image/jpeg", buffer: await small("faces/portrait_man_800x532.jpg", 201) }]);
  await waitForBatch(page, 2, 200_000);
  expect(await describeImage((await downloadOutput(page, "portrait-201.jpg")).bytes)).toMatchObject({ width: 804, height: 536 });
  await chooseScale(page, 3);
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "rocket-161.jpg", mimeType: "image/jpeg", buffer: await small("photos/rocket_launch_640x427.jpg", 161) }]);
  await waitForBatch(page, 3, 200_000);
  expect(await describeImage((await downloadOutput(page, "rocket-161.jpg")).bytes)).toMatchObject({
    format: "jpeg",
    width: 483,
    height: 321,
  });
  await expect(result(page, "sunset_mountains_4272x2848.jpg")).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "sunset_mountains_4272x2848.jpg")).toContainText(
    "the upscaled image would be 17088 × 11392 px (194.7 megapixels), over the limit of 64 megapixels",
  );
});

test("three photos upscale 2× and a damaged file fails alone", async ({ page }) => {
  await openTool(page, TOOL);
  const files = ["photos/rocket_launch_640x427.jpg", "photos/firetruck_cutout_rgba.png", "photos/china_summer_palace_640x427.bmp"];
  await addFiles(page, [...files, "bad/truncated_storm_field.jpg"]);
  await waitForBatch(page, 4, 200_000);

  await expect(result(page, "truncated_storm_field.jpg")).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "truncated_storm_field.jpg")).toContainText("truncated_storm_field.jpg");
  for (const file of files) await expect(result(page, file.split("/")[1] ?? file)).toHaveAttribute("data-status", "done");

  const { entries } = await downloadZip(page);
  expect(Object.keys(entries).sort()).toEqual([
    "china_summer_palace_640x427.png",
    "firetruck_cutout_rgba.png",
    "rocket_launch_640x427.jpg",
  ]);

  const rocket = entries["rocket_launch_640x427.jpg"] as Uint8Array;
  expect(await describeImage(rocket)).toMatchObject({ format: "jpeg", width: 1280, height: 854 });
  expect(psnr(await rgbOf(rocket), await bicubic(corpusFile("photos/rocket_launch_640x427.jpg"), 2))).toBeGreaterThan(25);

  const palace = entries["china_summer_palace_640x427.png"] as Uint8Array;
  expect(await describeImage(palace)).toMatchObject({ format: "png", width: 1280, height: 854 });

  // The cut-out keeps its transparency (alpha resized beside the network) and its colours.
  const truck = entries["firetruck_cutout_rgba.png"] as Uint8Array;
  expect(await describeImage(truck)).toMatchObject({ format: "png", width: 1600, height: 662, hasAlpha: true });
  const upscaled = await sharp(truck).raw().toBuffer();
  const reference = await premultipliedCubic(corpusFile("photos/firetruck_cutout_rgba.png"), 1600, 662);
  let alphaError = 0;
  let colourError = 0;
  let opaque = 0;
  for (let at = 0; at < upscaled.length; at += 4) {
    alphaError += Math.abs((upscaled[at + 3] as number) - (reference[at + 3] as number));
    if (reference[at + 3] !== 255) continue;
    opaque += 1;
    for (let channel = 0; channel < 3; channel += 1)
      colourError += Math.abs((upscaled[at + channel] as number) - (reference[at + channel] as number)) / 3;
  }
  expect(alphaError / (upscaled.length / 4)).toBeLessThan(2);
  expect([upscaled[3], upscaled[upscaled.length - 1]]).toEqual([0, 0]);
  expect(opaque).toBeGreaterThan(500_000);
  expect(colourError / opaque).toBeLessThan(8);
});

test("as PNG, an opaque JPEG comes out as RGB and a cut-out with real transparency as RGBA", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  await addFiles(page, ["photos/rocket_launch_640x427.jpg", "photos/firetruck_cutout_rgba.png"]);
  await waitForBatch(page, 2, 200_000);
  const rocket = (await downloadOutput(page, "rocket_launch_640x427.jpg")).bytes;
  expect(await describeImage(rocket)).toMatchObject({ format: "png", width: 1280, height: 854 });
  expect(pngHeader(rocket)).toEqual({ colourType: 2, bitDepth: 8 });
  expect(psnr(await rgbOf(rocket), await bicubic(corpusFile("photos/rocket_launch_640x427.jpg"), 2))).toBeGreaterThan(25);
  const truck = (await downloadOutput(page, "firetruck_cutout_rgba.png")).bytes;
  expect(pngHeader(truck)).toEqual({ colourType: 6, bitDepth: 8 });
});
