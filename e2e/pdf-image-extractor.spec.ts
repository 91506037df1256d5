import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { corpusImage, meanDifference, pixelAt } from "./image-compare";
import { ccittPdf, jpegPdf, runDamagedBeside } from "./pdf-fixtures";
import {
  addFiles,
  corpusFile,
  describeImage,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  openTool,
  pngHeader,
  result,
  waitForBatch,
} from "./tool-helpers";

test.describe.configure({ timeout: 180_000 });

const TOOL = "/tools/bulk-pdf-image-extractor/";
const kingfisher = readFileSync(corpusFile("objects/kingfisher_on_branch_1920x1080.jpg"));

/**
 * Pearson correlation of two images' luma at a small size: near 1 for the same picture under another
 * tone curve (the JPEG 2000 file was made from the corpus TIFF with a different one), low otherwise.
 */
async function lumaCorrelation(a: Uint8Array, b: sharp.Sharp): Promise<number> {
  const luma = async (image: sharp.Sharp) => [...(await image.removeAlpha().greyscale().resize(128, 85, { fit: "fill" }).raw().toBuffer())];
  const [x, y] = [await luma(sharp(a)), await luma(b)];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(x), mean(y)];
  let [sxy, sxx, syy] = [0, 0, 0];
  for (const [index, value] of x.entries()) {
    const [dx, dy] = [value - mx, (y[index] ?? 0) - my];
    [sxy, sxx, syy] = [sxy + dx * dy, sxx + dx * dx, syy + dy * dy];
  }
  return sxy / Math.sqrt(sxx * syy);
}

async function outputs(page: Page, fileName: string): Promise<string[]> {
  return result(page, fileName)
    .getByTestId("download")
    .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).download));
}

test("JPEG images come out byte for byte, other encodings decoded to PNG with their pixels; a corrupt PDF fails alone", async ({
  page,
}) => {
  await openTool(page, TOOL);
  await expectNoUploads(page, async () => {
    await addFiles(page, [
      "pdfs/report_text_and_images.pdf",
      "pdfs/photo_album_png_flate.pdf",
      "pdfs/photos_jpeg2000_jpx.pdf",
      "pdfs/corrupt_truncated.pdf",
    ]);
    await waitForBatch(page, 4, 150_000);
  });
  await expect(errorOf(page, "corrupt_truncated.pdf")).toContainText("corrupt_truncated.pdf: the PDF file is truncated or damaged");

  // ReportLab stores the JPEG wrapped in ASCII85: it comes out as the file that went in.
  expect(await outputs(page, "report_text_and_images.pdf")).toEqual([
    "report_text_and_images-p01-1.jpg",
    "report_text_and_images-p03-1.png",
    "report_text_and_images-p04-1.png",
  ]);
  const jpeg = await downloadOutput(page, "report_text_and_images.pdf", 0);
  expect(jpeg.bytes.equals(kingfisher)).toBe(true);
  const cutout = await downloadOutput(page, "report_text_and_images.pdf", 2);
  expect(await describeImage(cutout.bytes)).toMatchObject({ format: "png", width: 800, height: 331, hasAlpha: true });
  expect((await pixelAt(cutout.bytes, 0, 0))[3]).toBe(0);
  // Each PNG in the smallest colour type that holds its pixels: the cut-out's transparency is real.
  expect(pngHeader(cutout.bytes)).toEqual({ colourType: 6, bitDepth: 8 });
  expect(pngHeader((await downloadOutput(page, "report_text_and_images.pdf", 1)).bytes)).toEqual({ colourType: 2, bitDepth: 8 });
  expect(
    await meanDifference(cutout.bytes, corpusImage("photos/firetruck_cutout_rgba.png").flatten({ background: "#000000" })),
  ).toBeLessThan(2);
  await expect(result(page, "report_text_and_images.pdf")).toContainText("1 JPEG saved exactly as stored, 2 decoded to PNG");

  // Flate in RGB, grey and palette colour is lossless: the pixels are the source image's.
  const gray = await downloadOutput(page, "photo_album_png_flate.pdf", 1);
  expect(await describeImage(gray.bytes)).toMatchObject({ format: "png", width: 800, height: 532 });
  expect(await meanDifference(gray.bytes, corpusImage("grayscale/sunset_field.png"))).toBeLessThan(0.5);
  expect(pngHeader(gray.bytes)).toEqual({ colourType: 0, bitDepth: 8 });
  const palette = await downloadOutput(page, "photo_album_png_flate.pdf", 2);
  expect(await meanDifference(palette.bytes, corpusImage("photos/castle_maintenon_1024x681.gif"))).toBeLessThan(0.5);
  expect(pngHeader(palette.bytes).colourType).toBe(3);

  // JPEG 2000 goes through pdf.js's OpenJPEG wasm, served from our origin.
  const jpx = await downloadOutput(page, "photos_jpeg2000_jpx.pdf", 0);
  expect(await describeImage(jpx.bytes)).toMatchObject({ format: "png", width: 1024, height: 681 });
  expect(await lumaCorrelation(jpx.bytes, corpusImage("photos/pont_du_gard_1024x681.tif"))).toBeGreaterThan(0.95);
  expect(await lumaCorrelation(jpx.bytes, corpusImage("photos/rocket_launch_640x427.jpg"))).toBeLessThan(0.5);

  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "photo_album_png_flate-p01-1.png",
    "photo_album_png_flate-p02-1.png",
    "photo_album_png_flate-p03-1.png",
    "photos_jpeg2000_jpx-p01-1.png",
    "photos_jpeg2000_jpx-p02-1.png",
    "report_text_and_images-p01-1.jpg",
    "report_text_and_images-p03-1.png",
    "report_text_and_images-p04-1.png",
  ]);
  expect(Buffer.from(zip.entries["report_text_and_images-p01-1.jpg"] as Uint8Array).equals(kingfisher)).toBe(true);
});

test("a PDF built around a known JPEG gives that JPEG back exactly, once for three pages, and skips a tiny icon", async ({ page }) => {
  const photo = readFileSync(corpusFile("photos/rocket_launch_640x427.jpg"));
  const icon = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#c03030" } })
    .png()
    .toBuffer();
  await openTool(page, TOOL);
  await page
    .getByTestId("file-input")
    .setInputFiles({ name: "built.pdf", mimeType: "application/pdf", buffer: await jpegPdf(photo, 3, icon) });
  await waitForBatch(page, 1);
  expect(await outputs(page, "built.pdf")).toEqual(["built-p01-1.jpg"]);
  const out = await downloadOutput(page, "built.pdf");
  expect(out.bytes.equals(photo)).toBe(true);
  await expect(result(page, "built.pdf")).toContainText("1 image used on several pages was saved once");
  await expect(result(page, "built.pdf")).toContainText("1 image smaller than 50 × 50 pixels was skipped");
});

test("a password-protected PDF asks for its password, says when it is wrong, then gives its images", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, ["pdfs/encrypted_user_password.pdf", "pdfs/restricted_owner_password_only.pdf"]);
  await waitForBatch(page, 2);
  // Encrypted with an empty user password: opens without asking.
  expect(await outputs(page, "restricted_owner_password_only.pdf")).toHaveLength(3);

  const locked = result(page, "encrypted_user_password.pdf");
  await expect(locked).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "encrypted_user_password.pdf")).toContainText("protected by a password");
  await locked.getByLabel("Password for encrypted_user_password.pdf").fill("not-it");
  await locked.getByTestId("password-submit").click();
  await expect(errorOf(page, "encrypted_user_password.pdf")).toContainText("the password is not correct");
  await locked.getByLabel("Password for encrypted_user_password.pdf").fill("Corpus-Pa55word!");
  await locked.getByTestId("password-submit").click();
  await expect(locked).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  // The JPEG is decrypted and unwrapped from its ASCII85, not decoded: the same bytes as the plain PDF's.
  const jpeg = await downloadOutput(page, "encrypted_user_password.pdf", 0);
  expect(jpeg.name).toBe("encrypted_user_password-p01-1.jpg");
  expect(jpeg.bytes.equals(kingfisher)).toBe(true);
  const stored = await page.evaluate(() => JSON.stringify(localStorage) + document.cookie);
  expect(stored).not.toContain("Corpus-Pa55word!");
});

test("a PDF with a damaged cross-reference table gives the images of the pages it can read and names the others", async ({ page }) => {
  await openTool(page, TOOL);
  const damaged = await runDamagedBeside(page, "pdfs/photo_album_png_flate.pdf", "could not be read");
  expect(await outputs(page, "damaged.pdf")).toEqual(["damaged-p01-1.png", "damaged-p03-1.png", "damaged-p05-1.png"]);
  await expect(damaged).toContainText("3 images: 3 decoded to PNG.");
  await expect(damaged).not.toContainText("no embedded images");
  expect(await outputs(page, "photo_album_png_flate.pdf")).toHaveLength(3);
});

test("a CCITT fax scan comes out as a 1-bit grey PNG with its pixels", async ({ page }) => {
  const { pdf, pixels } = await ccittPdf(320, 240);
  await openTool(page, TOOL);
  await page.getByTestId("file-input").setInputFiles({ name: "fax.pdf", mimeType: "application/pdf", buffer: pdf });
  await waitForBatch(page, 1);
  const scan = await downloadOutput(page, "fax.pdf");
  expect(scan.name).toBe("fax-p01-1.png");
  expect(pngHeader(scan.bytes)).toEqual({ colourType: 0, bitDepth: 1 });
  const grey = await sharp(scan.bytes).extractChannel(0).raw().toBuffer();
  expect(grey.equals(pixels)).toBe(true);
});
