import { expect, type Page, test } from "@playwright/test";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { buildColourCase, caseNamed } from "../src/test-utils/colour-cases";
import { chromaError, GREY_PAIRS, greyPair, lightnessChange, psnr, sampledHints } from "../src/test-utils/colour-pairs";
import {
  corpusFile,
  corpusPayload,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  filePayload,
  type FilePayload,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

const TOOL = "/tools/bulk-photo-colorizer/";
/** Small copies keep the run short; the colour is measured against the original at the same size. */
const SIDE = 480;
const GREY_PHOTOS = ["alpaca", "nature_lake", "sunset_field"];
const HINTS_PER_PHOTO = 10;

async function rasterOf(bytes: Uint8Array): Promise<Raster> {
  const { data, info } = await sharp(bytes).toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The corpus file scaled to fit SIDE in its own format and channels (a one-channel JPEG stays one). */
async function pngOf(raster: Raster): Promise<Buffer> {
  return sharp(Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.length), {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .png()
    .toBuffer();
}

async function smallCopy(relative: string, name: string): Promise<FilePayload> {
  return filePayload(name, await sharp(corpusFile(relative)).resize(SIDE, SIDE, { fit: "inside" }).toBuffer());
}

/** Another framing of the petra photo's place, in colour: the original's right 70 %, from 15 % down (scaled to `width` if given). */
async function otherFraming(width?: number): Promise<Buffer> {
  const source = corpusFile("grayscale/petra_treasury.orig.jpg");
  const size = await sharp(source).metadata();
  const left = Math.round((size.width ?? 0) * 0.3);
  const top = Math.round((size.height ?? 0) * 0.15);
  const region = { left, top, width: (size.width ?? 0) - left, height: Math.round((size.height ?? 0) * 0.7) };
  return sharp(source).extract(region).resize(width).jpeg().toBuffer();
}

async function clickAt(page: Page, x: number, y: number): Promise<void> {
  const stage = page.getByTestId("hint-stage");
  await stage.scrollIntoViewIfNeeded();
  const bounds = await stage.boundingBox();
  if (!bounds) throw new Error("the hint stage is not on screen");
  await page.mouse.click(bounds.x + bounds.width * x, bounds.y + bounds.height * y);
}

test("hints clicked on each photo colour it close to its original, lightness kept; a colour photo and a broken file are reported, the rest go on", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  const payloads = await Promise.all(GREY_PHOTOS.map((name) => smallCopy(`grayscale/${GREY_PAIRS[name]}`, GREY_PAIRS[name] as string)));
  const colour = await smallCopy("grayscale/petra_treasury.orig.jpg", "petra-in-colour.jpg");
  await expectNoUploads(page, async () => {
    await page.getByTestId("file-input").setInputFiles([...payloads, colour, corpusPayload("bad/text_file_renamed.png")]);
    await waitForBatch(page, 5);
    await expect(errorOf(page, "text_file_renamed.png")).toContainText("text_file_renamed.png");
    await expect(result(page, "petra-in-colour.jpg").getByTestId("note")).toContainText("Already in colour");
    for (const name of GREY_PHOTOS) {
      const row = result(page, GREY_PAIRS[name] as string);
      await expect(row.getByTestId("note")).toContainText("No colour hints");
      await expect(row.getByTestId("download")).toHaveCount(0);
    }

    for (const name of GREY_PHOTOS) {
      const { original } = await greyPair(name, SIDE);
      await result(page, GREY_PAIRS[name] as string)
        .getByRole("button", { name: /Select/ })
        .click();
      await expect(page.getByRole("application", { name: `Place colour hints on ${GREY_PAIRS[name]}` })).toBeVisible();
      for (const hint of sampledHints(original, HINTS_PER_PHOTO)) {
        await page.getByLabel("Hint colour").fill(hint.color);
        await clickAt(page, hint.x, hint.y);
      }
      await expect(page.getByTestId("colour-hint")).toHaveCount(HINTS_PER_PHOTO);
    }
    await waitForBatch(page, 5);
  });

  for (const [index, name] of GREY_PHOTOS.entries()) {
    const file = GREY_PAIRS[name] as string;
    const output = await downloadOutput(page, file);
    expect(output.name).toBe(file.replace(/\.\w+$/, ".png"));
    const { grey, original } = await greyPair(name, SIDE);
    const coloured = await rasterOf(output.bytes);
    expect([coloured.width, coloured.height]).toEqual([original.width, original.height]);
    expect(chromaError(coloured, original), `${name}: a/b error (grey ${chromaError(grey, original).toFixed(1)})`).toBeLessThan(
      0.95 * chromaError(grey, original),
    );
    expect(psnr(coloured, original), `${name}: PSNR (grey ${psnr(grey, original).toFixed(1)} dB)`).toBeGreaterThan(
      psnr(grey, original) + 0.5,
    );
    // Against the copy the tool was given: re-encoding it as a small JPEG moved its levels a little from the corpus photo's.
    const given = await rasterOf((payloads[index] as FilePayload).buffer);
    expect(lightnessChange(coloured, given), `${name}: lightness change`).toBeLessThan(1);
  }
  const zip = await downloadZip(page);
  expect(zip.name).toBe("bulk-photo-colorizer-3-files.zip");
  expect(Object.keys(zip.entries).sort()).toEqual(GREY_PHOTOS.map((name) => `${name}.png`));
});

test("hints placed on one photo and used on every photo colour that photo and the others at once", async ({ page }) => {
  test.setTimeout(120_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  const names = ["alpaca", "nature_lake"];
  const payloads = await Promise.all(names.map((name) => smallCopy(`grayscale/${GREY_PAIRS[name]}`, GREY_PAIRS[name] as string)));
  await page.getByTestId("file-input").setInputFiles(payloads);
  await waitForBatch(page, 2);
  const [first, second] = names.map((name) => GREY_PAIRS[name] as string) as [string, string];
  await result(page, first)
    .getByRole("button", { name: /Select/ })
    .click();
  const { grey, original } = await greyPair("alpaca", SIDE);
  for (const hint of sampledHints(original, 4)) {
    await page.getByLabel("Hint colour").fill(hint.color);
    await clickAt(page, hint.x, hint.y);
  }
  await waitForBatch(page, 2);
  await page.getByRole("button", { name: "Use these hints on every photo" }).click();
  await waitForBatch(page, 2);

  const coloured = await rasterOf((await downloadOutput(page, first)).bytes);
  expect(chromaError(coloured, original), "the photo the hints were placed on").toBeLessThan(chromaError(grey, original));
  const other = await greyPair("nature_lake", SIDE);
  const otherColoured = await rasterOf((await downloadOutput(page, second)).bytes);
  // Hints from another scene: not its true colours, but colour where it had none.
  expect(chromaError(otherColoured, other.grey), "the other photo").toBeGreaterThan(3);
});

test("a reference photo colours a grey photo of the same scene; automatic mode colours a clear sky and leaves a photo it is unsure of grey", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  const framing = await otherFraming();
  const photo = await smallCopy("grayscale/petra_treasury.jpg", "petra_treasury.jpg");
  const { grey, original } = await greyPair("petra_treasury", SIDE);
  await expectNoUploads(page, async () => {
    await page.getByRole("radio", { name: "A reference photo" }).check();
    await page.getByTestId("reference-photo").setInputFiles(filePayload("petra-framing.jpg", framing));
    await expect(page.getByTestId("reference-eyedropper")).toBeVisible();
    await page.getByTestId("file-input").setInputFiles([photo]);
    await waitForBatch(page, 1);
  });
  const given = await rasterOf(photo.buffer);
  const referenced = await rasterOf((await downloadOutput(page, "petra_treasury.jpg")).bytes);
  expect(chromaError(referenced, original)).toBeLessThan(0.9 * chromaError(grey, original));
  expect(lightnessChange(referenced, given)).toBeLessThan(1);
  await expect(result(page, "petra_treasury.jpg").getByTestId("note")).toContainText(/The reference matched \d+ % of the photo/);

  // Automatic mode finds no face and no sky it is sure of on the treasury's façade: it leaves it grey and says so.
  await page.getByRole("radio", { name: "Automatic (a starting point)" }).check();
  await page.getByRole("button", { name: "Apply settings to all" }).click();
  await waitForBatch(page, 1, 180_000);
  await expect(result(page, "petra_treasury.jpg").getByTestId("note")).toContainText("Automatic colour found nothing it is sure of");
  await expect(result(page, "petra_treasury.jpg").getByTestId("download")).toHaveCount(0);
  // A mountain range under a clear sky: the sky is coloured, closer to the original than the grey photo.
  const mountains = await buildColourCase(caseNamed("mountains"), SIDE);
  const mountainsFile = filePayload("sunset_mountains.png", await pngOf(mountains.grey));
  await page.getByTestId("file-input").setInputFiles([mountainsFile]);
  await waitForBatch(page, 2, 180_000);
  const automatic = await rasterOf((await downloadOutput(page, "sunset_mountains.png")).bytes);
  expect(psnr(automatic, mountains.original)).toBeGreaterThan(psnr(mountains.grey, mountains.original));
  expect(lightnessChange(automatic, mountains.grey)).toBeLessThan(1);
});

test("a reference dropped beside its photo (photo.reference.jpg) colours that photo alone; one it matches too little of gets automatic colour; one with none says what it lacks", async ({
  page,
}) => {
  test.setTimeout(240_000);
  await openTool(page, TOOL);
  await page.getByLabel("Output format").selectOption("png");
  await page.getByRole("radio", { name: "A reference photo" }).check();
  const framing = await otherFraming(SIDE);
  const photo = await smallCopy("grayscale/petra_treasury.jpg", "petra_treasury.jpg");
  const lone = await smallCopy(`grayscale/${GREY_PHOTOS[0]}.jpg`, `${GREY_PHOTOS[0]}.jpg`);
  const { grey, original } = await greyPair("petra_treasury", SIDE);
  // A portrait with the stacked cups for its reference: they match next to nothing of it, so its confirmed face gets skin instead.
  const portrait = await buildColourCase(caseNamed("portrait"), SIDE);
  const cups = (await buildColourCase(caseNamed("cups"), 320)).original;
  const portraitFiles = [
    filePayload("portrait.png", await pngOf(portrait.grey)),
    filePayload(
      "portrait.reference.jpg",
      await sharp(await pngOf(cups))
        .jpeg({ quality: 90 })
        .toBuffer(),
    ),
  ];
  await expectNoUploads(page, async () => {
    await page
      .getByTestId("file-input")
      .setInputFiles([photo, filePayload("petra_treasury.reference.jpg", framing), lone, ...portraitFiles]);
    await waitForBatch(page, 3, 180_000);
  });
  await expect(result(page, "portrait.png").getByTestId("note")).toContainText(
    /The reference matched only \d+ % of this photo \(it needs 10 %\): only the faces' skin and the sky that automatic colour is sure of coloured it/,
  );
  const faceColoured = await rasterOf((await downloadOutput(page, "portrait.png")).bytes);
  expect(psnr(faceColoured, portrait.original)).toBeGreaterThan(psnr(portrait.grey, portrait.original) + 0.5);
  const referenced = await rasterOf((await downloadOutput(page, "petra_treasury.jpg")).bytes);
  expect(chromaError(referenced, original)).toBeLessThan(0.9 * chromaError(grey, original));
  expect(lightnessChange(referenced, await rasterOf(photo.buffer))).toBeLessThan(1);
  await expect(errorOf(page, lone.name)).toContainText(`${lone.name}`);
  await expect(errorOf(page, lone.name)).toContainText("choose a reference photo");
});
