import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { goOffline, waitForServiceWorker } from "./helpers";
import { corpusImage, meanDifference } from "./image-compare";
import { pageSizes, pixelsAt, runDamagedBeside, standardFontPdf, storedImages } from "./pdf-fixtures";
import {
  addFiles,
  describeImage,
  downloadOutput,
  downloadZip,
  errorOf,
  expectNoUploads,
  openTool,
  result,
  waitForBatch,
} from "./tool-helpers";

test.describe.configure({ timeout: 180_000 });

const TOOL = "/tools/bulk-pdf-to-images-converter/";

test("every page of each PDF becomes a PNG at the chosen DPI, named after its PDF and page; a corrupt PDF fails alone", async ({
  page,
}) => {
  await openTool(page, `${TOOL}pdf-to-png/`);
  await page.getByRole("spinbutton", { name: "Resolution" }).fill("100");
  const inputs = ["pdfs/report_text_and_images.pdf", "pdfs/photos_jpeg2000_jpx.pdf", "pdfs/photo_album_jpeg_dct.pdf"];
  await expectNoUploads(page, async () => {
    await addFiles(page, [...inputs, "pdfs/corrupt_truncated.pdf", "bad/not_a_pdf.pdf"]);
    await waitForBatch(page, 5, 150_000);
  });
  for (const input of inputs) await expect(result(page, input.split("/")[1] ?? "")).toHaveAttribute("data-status", "done");
  await expect(errorOf(page, "corrupt_truncated.pdf")).toContainText("corrupt_truncated.pdf: the PDF file is truncated or damaged");
  await expect(errorOf(page, "not_a_pdf.pdf")).toContainText("not_a_pdf.pdf: unsupported file type: this is a text file, not a PDF");

  const zip = await downloadZip(page);
  const expected: string[] = [];
  for (const input of inputs) {
    const stem = (input.split("/")[1] ?? "").replace(/\.pdf$/, "");
    // Page sizes as pdf-lib reads them, /Rotate applied (the album's last page is turned by 270°).
    for (const [index, size] of (await pageSizes(input)).entries()) {
      const name = `${stem}-p${String(index + 1).padStart(2, "0")}.png`;
      expected.push(name);
      expect(await describeImage(zip.entries[name] as Uint8Array)).toMatchObject({
        format: "png",
        width: pixelsAt(size.width, 100),
        height: pixelsAt(size.height, 100),
      });
    }
  }
  expect(expected).toHaveLength(11);
  expect(Object.keys(zip.entries).sort()).toEqual(expected.sort());

  // A page that is one photo is that photo: the album's first page holds the pizza, the third the rocket.
  expect(
    await meanDifference(zip.entries["photo_album_jpeg_dct-p01.png"] as Uint8Array, corpusImage("objects/pizza_800x600.jpg")),
  ).toBeLessThan(6);
  expect(
    await meanDifference(zip.entries["photo_album_jpeg_dct-p03.png"] as Uint8Array, corpusImage("photos/rocket_launch_640x427.jpg")),
  ).toBeLessThan(6);
});

test("a PDF with a damaged cross-reference table gives every page that draws and names the others with the reason", async ({ page }) => {
  await openTool(page, `${TOOL}pdf-to-png/`);
  await runDamagedBeside(page, "pdfs/photos_jpeg2000_jpx.pdf", "could not be drawn");
  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "damaged-p01.png",
    "damaged-p03.png",
    "damaged-p05.png",
    "photos_jpeg2000_jpx-p01.png",
    "photos_jpeg2000_jpx-p02.png",
  ]);
  // Each page drawn is that page: its picture's colour changes from page to page.
  const [first, third] = await Promise.all(
    ["damaged-p01.png", "damaged-p03.png"].map((name) => sharp(zip.entries[name] as Uint8Array).stats()),
  );
  expect(Math.abs((first?.channels[0]?.mean ?? 0) - (third?.channels[0]?.mean ?? 0))).toBeGreaterThan(1);
});

test("the PDF to JPG page takes the chosen pages, says which are past the end, and draws a scan as it was scanned", async ({ page }) => {
  await openTool(page, `${TOOL}pdf-to-jpg/`);
  await page.getByRole("radio", { name: "Choose pages" }).check();
  await page.getByLabel("Page numbers").fill("2-3, 9");
  await addFiles(page, ["pdfs/scanned_document_gray_jpeg.pdf", "pdfs/report_text_and_images.pdf"]);
  await waitForBatch(page, 2);

  await expect(result(page, "scanned_document_gray_jpeg.pdf")).toContainText(
    "Page 9 is past the end of this PDF (6 pages) and was skipped",
  );
  const zip = await downloadZip(page);
  expect(Object.keys(zip.entries).sort()).toEqual([
    "report_text_and_images-p02.jpg",
    "report_text_and_images-p03.jpg",
    "scanned_document_gray_jpeg-p02.jpg",
    "scanned_document_gray_jpeg-p03.jpg",
  ]);
  // The scans were made at 150 DPI, the tool's default: each page image matches the scan it holds.
  const scans = await storedImages("pdfs/scanned_document_gray_jpeg.pdf");
  const second = zip.entries["scanned_document_gray_jpeg-p02.jpg"] as Uint8Array;
  expect(await describeImage(second)).toMatchObject({ format: "jpeg", width: 1241, height: 1754 });
  const scanOfPage = await Promise.all(scans.map((scan) => meanDifference(second, sharp(scan))));
  expect(Math.min(...scanOfPage)).toBeLessThan(3);
});

test("text in a font the PDF does not embed is drawn with the standard font from our own origin", async ({ page }) => {
  const fonts: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("/standard_fonts/")) fonts.push(new URL(request.url()).pathname);
  });
  await openTool(page, `${TOOL}pdf-to-webp/`);
  await page.getByRole("radio", { name: "Maximum width" }).check();
  await page.getByRole("spinbutton", { name: "Maximum width" }).fill("800");
  await expectNoUploads(page, async () => {
    await page
      .getByTestId("file-input")
      .setInputFiles({ name: "helvetica.pdf", mimeType: "application/pdf", buffer: await standardFontPdf() });
    await waitForBatch(page, 1);
  });
  const out = await downloadOutput(page, "helvetica.pdf");
  expect(out.name).toBe("helvetica-p01.webp");
  expect(await describeImage(out.bytes)).toMatchObject({ format: "webp", width: 800, height: 400 });
  expect(fonts.some((path) => /^\/static\/pdfjs-[\d.]+\/standard_fonts\/LiberationSans-Regular\.ttf$/.test(path))).toBe(true);
  // The text line (24 pt at y 100 of 200) is dark ink on white; the page above it stays blank.
  const { data, info } = await sharp(out.bytes).greyscale().raw().toBuffer({ resolveWithObject: true });
  const darkIn = (top: number, bottom: number) => {
    let dark = 0;
    for (let y = top; y < bottom; y += 1) for (let x = 0; x < info.width; x += 1) if ((data[y * info.width + x] ?? 255) < 100) dark += 1;
    return dark;
  };
  expect(darkIn(150, 200)).toBeGreaterThan(3000);
  expect(darkIn(0, 100)).toBe(0);
});

test("a password-protected PDF asks for its password and, given it, converts; the password is not saved", async ({ page }) => {
  await openTool(page, TOOL);
  await addFiles(page, ["pdfs/encrypted_user_password.pdf"]);
  await waitForBatch(page, 1);
  const locked = result(page, "encrypted_user_password.pdf");
  await expect(errorOf(page, "encrypted_user_password.pdf")).toContainText("protected by a password");
  await locked.getByLabel("Password for encrypted_user_password.pdf").fill("wrong guess");
  await locked.getByRole("button", { name: "Open" }).click();
  await expect(errorOf(page, "encrypted_user_password.pdf")).toContainText("the password is not correct; try again");
  await locked.getByLabel("Password for encrypted_user_password.pdf").fill("Corpus-Pa55word!");
  await locked.getByRole("button", { name: "Open" }).click();
  await expect(locked).toHaveAttribute("data-status", "done", { timeout: 60_000 });
  await expect(locked.getByTestId("download")).toHaveCount(4);
  const first = await downloadOutput(page, "encrypted_user_password.pdf", 0);
  expect(await describeImage(first.bytes)).toMatchObject({ format: "png", width: 1240, height: 1754 });
  const saved = await page.evaluate(async () => {
    const local = JSON.stringify({ ...localStorage });
    const records = await new Promise<string>((resolve) => {
      const open = indexedDB.open("pixelbatch-batches");
      open.onsuccess = () => {
        const names = [...open.result.objectStoreNames];
        if (names.length === 0) return resolve("");
        const transaction = open.result.transaction(names);
        const reads = names.map((name) => transaction.objectStore(name).getAll());
        transaction.oncomplete = () => resolve(JSON.stringify(reads.map((read) => read.result)));
      };
      open.onerror = () => resolve("");
    });
    return local + records;
  });
  expect(saved).not.toContain("Corpus-Pa55word!");
});

test("progress is told page by page", async ({ page }) => {
  await openTool(page, TOOL);
  await page.getByRole("spinbutton", { name: "Resolution" }).fill("72");
  await page.evaluate(() => {
    const seen = new Set<string>();
    (window as Window & { stages?: Set<string> }).stages = seen;
    new MutationObserver(() => {
      for (const status of document.querySelectorAll('[data-testid="result"] [role="status"]')) seen.add(status.textContent ?? "");
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  await addFiles(page, ["pdfs/developers_reference_text.pdf"]);
  await waitForBatch(page, 1);
  await expect(result(page, "developers_reference_text.pdf").getByTestId("download")).toHaveCount(114);
  const stages = await page.evaluate(() => [...((window as Window & { stages?: Set<string> }).stages ?? [])]);
  const pages = stages.map((stage) => /^Page (\d+) of 114 \d+%$/.exec(stage)?.[1]).filter(Boolean);
  expect(pages.length).toBeGreaterThan(3);
});

test.describe("offline", () => {
  test.use({ serviceWorkers: "allow" });

  test("after one conversion online, PDFs convert offline: pdf.js, its decoders and fonts come from the cache", async ({
    page,
    context,
  }) => {
    await openTool(page, TOOL);
    await waitForServiceWorker(page);
    await addFiles(page, ["pdfs/report_text_and_images.pdf"]);
    await waitForBatch(page, 1);
    await expect(result(page, "report_text_and_images.pdf")).toHaveAttribute("data-status", "done");
    await goOffline(page, context);
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(request.url()));
    await openTool(page, TOOL);
    await addFiles(page, ["pdfs/report_text_and_images.pdf"]);
    await waitForBatch(page, 1);
    await expect(result(page, "report_text_and_images.pdf").getByTestId("download")).toHaveCount(4);
    expect(failed.filter((url) => url.includes("/static/"))).toEqual([]);
    await context.setOffline(false);
  });
});
