/**
 * PDFs the PDF tool tests build themselves with pdf-lib, and page facts read from corpus PDFs with
 * pdf-lib: an independent reader from the pdf.js the tools run on.
 */
import { readFileSync } from "node:fs";
import {
  concatTransformationMatrix,
  drawObject,
  PDFArray,
  PDFDocument,
  PDFHexString,
  PDFName,
  PDFRawStream,
  type PDFRef,
  popGraphicsState,
  pushGraphicsState,
  StandardFonts,
  rgb,
} from "pdf-lib";
import sharp from "sharp";
import UTIF from "utif2";
import { expect, type Locator, type Page } from "@playwright/test";
import { corpusFile, corpusPayload, result, waitForBatch } from "./tool-helpers";

/** Page sizes in points as a viewer shows them (the page's /Rotate applied). */
export async function pageSizes(relative: string): Promise<{ width: number; height: number }[]> {
  const document = await PDFDocument.load(readFileSync(corpusFile(relative)), { updateMetadata: false });
  return document.getPages().map((page) => {
    const { width, height } = page.getSize();
    return page.getRotation().angle % 180 === 0 ? { width, height } : { width: height, height: width };
  });
}

/** Pixels a page gets at a DPI, as the tool rounds them. */
export function pixelsAt(points: number, dpi: number): number {
  return Math.round((points * dpi) / 72);
}

/** A one-page PDF whose text is set in Helvetica, which pdf-lib does not embed: the reader must supply the font. */
export async function standardFontPdf(): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([400, 200]);
  const font = await document.embedFont(StandardFonts.Helvetica);
  page.drawText("Standard font HAMBURGEFONTS", { x: 20, y: 100, size: 24, font, color: rgb(0, 0, 0) });
  return Buffer.from(await document.save());
}

/** A PDF that wraps a JPEG, unchanged, as the image of each of its pages, with a small PNG icon on the first. */
export async function jpegPdf(jpeg: Uint8Array, pages: number, icon: Uint8Array): Promise<Buffer> {
  const document = await PDFDocument.create();
  const image = await document.embedJpg(jpeg);
  const small = await document.embedPng(icon);
  for (let index = 0; index < pages; index += 1) {
    const page = document.addPage([image.width / 2, image.height / 2 + 40]);
    page.drawImage(image, { x: 0, y: 40, width: image.width / 2, height: image.height / 2 });
    if (index === 0) page.drawImage(small, { x: 10, y: 10, width: small.width, height: small.height });
  }
  return Buffer.from(await document.save());
}

/** The stored bytes of the images a corpus PDF holds, in object order: the DCT ones are its JPEG files. */
export async function storedImages(relative: string): Promise<Uint8Array[]> {
  const document = await PDFDocument.load(readFileSync(corpusFile(relative)), { updateMetadata: false });
  return document.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter(
      (object): object is PDFRawStream => object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image"),
    )
    .map((stream) => stream.contents);
}

/**
 * A PDF of `lines` set 45 to a page, whose outline (bookmarks) names the parts that start at the
 * given pages: pdf-lib draws no outline, so its entries are written as the PDF objects themselves.
 */
export async function outlinedPdf(lines: readonly string[], parts: readonly { title: string; page: number }[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.TimesRoman);
  const perPage = 45;
  for (let first = 0; first < lines.length; first += perPage) {
    const page = document.addPage([595, 842]);
    lines.slice(first, first + perPage).forEach((line, index) => page.drawText(line, { x: 60, y: 790 - index * 16, size: 11, font }));
  }
  const { context } = document;
  const outline = context.nextRef();
  const entries: PDFRef[] = parts.map(() => context.nextRef());
  parts.forEach(({ title, page }, index) => {
    const links = {
      ...(index > 0 ? { Prev: entries[index - 1] } : {}),
      ...(index < parts.length - 1 ? { Next: entries[index + 1] } : {}),
    };
    const destination = context.obj([document.getPage(page).ref, PDFName.of("Fit")]);
    context.assign(
      entries[index] as PDFRef,
      context.obj({ Title: PDFHexString.fromText(title), Parent: outline, Dest: destination, ...links }),
    );
  });
  context.assign(outline, context.obj({ Type: "Outlines", First: entries[0], Last: entries.at(-1), Count: parts.length }));
  document.catalog.set(PDFName.of("Outlines"), outline);
  return Buffer.from(await document.save());
}

/**
 * A PDF of `pageCount` pages, each with its own small photo-like picture and a line of text, whose
 * cross-reference table sends the content streams of the `damaged` pages to another object's offset.
 * pdf.js opens it (its first and last pages are sound) and reads the other pages, but not those.
 */
export async function damagedXrefPdf(pageCount: number, damaged: readonly number[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  const contents: number[] = [];
  for (let number = 1; number <= pageCount; number += 1) {
    const picture = await sharp({ create: { width: 96, height: 64, channels: 3, background: { r: 40 * number, g: 120, b: 30 } } })
      .composite([{ input: { create: { width: 32, height: 32, channels: 3, background: "#2040c0" } }, left: 8 * number, top: 16 }])
      .png()
      .toBuffer();
    const page = document.addPage([300, 200]);
    page.drawImage(await document.embedPng(picture), { x: 20, y: 20, width: 96, height: 64 });
    page.drawText(`Page ${number}`, { x: 140, y: 100, size: 24, font });
    if (damaged.includes(number)) contents.push((page.node.lookup(PDFName.of("Contents"), PDFArray).get(0) as PDFRef).objectNumber);
  }
  const text = Buffer.from(await document.save({ useObjectStreams: false })).toString("latin1");
  const table = text.lastIndexOf("\nxref\n") + 1;
  const lines = text.slice(table).split("\n");
  // Line 2 + n of the single subsection "0 Size" is object n's entry; object 1's offset is a sound object, but not the one asked for.
  const wrongOffset = String(text.indexOf("\n1 0 obj") + 1).padStart(10, "0");
  for (const objectNumber of contents) lines[2 + objectNumber] = `${wrongOffset} 00000 n `;
  return Buffer.from(text.slice(0, table) + lines.join("\n"), "latin1");
}

/**
 * Runs the damaged PDF (pages 2 and 4 unreadable) in a batch with a sound corpus PDF and checks that
 * it is done, with both pages named and the reason (`what` as in "Page 2 could not be drawn"), and
 * that its card says "[object Object]" nowhere. Returns its card.
 */
export async function runDamagedBeside(page: Page, soundPdf: string, what: string): Promise<Locator> {
  const buffer = await damagedXrefPdf(5, [2, 4]);
  await page
    .getByTestId("file-input")
    .setInputFiles([{ name: "damaged.pdf", mimeType: "application/pdf", buffer }, corpusPayload(soundPdf)]);
  await waitForBatch(page, 2);
  const damaged = result(page, "damaged.pdf");
  await expect(damaged).toHaveAttribute("data-status", "done");
  for (const pageNumber of [2, 4]) {
    await expect(damaged).toContainText(
      `Page ${pageNumber} ${what}: the PDF's cross-reference table points to a missing or damaged object (Bad (uncompressed) XRef entry:`,
    );
  }
  await expect(damaged).not.toContainText("[object Object]");
  return damaged;
}

/**
 * A one-page PDF whose only image is a bilevel scan stored as CCITT Group 4 (fax) data, as libtiff
 * codes it: a checkerboard of 16-pixel squares. Also gives the image's pixels (0 or 255).
 */
export async function ccittPdf(width: number, height: number): Promise<{ pdf: Buffer; pixels: Buffer }> {
  const pixels = Buffer.alloc(width * height);
  for (let y = 0; y < height; y += 1) for (let x = 0; x < width; x += 1) pixels[y * width + x] = ((x >> 4) + (y >> 4)) % 2 ? 0 : 255;
  const tiff = await sharp(pixels, { raw: { width, height, channels: 1 } })
    .toColourspace("b-w")
    .tiff({ compression: "ccittfax4", bitdepth: 1 })
    .toBuffer();
  const [ifd] = UTIF.decode(tiff);
  const [offset, length] = [(ifd?.t273 as number[])[0] ?? 0, (ifd?.t279 as number[])[0] ?? 0];
  if ((ifd?.t273 as number[]).length !== 1) throw new Error("the fax data came in several strips");
  const document = await PDFDocument.create();
  // libtiff's photometric is "min is black": its 1 bits are white, which the fax coding calls black.
  const image = document.context.register(
    document.context.stream(tiff.subarray(offset, offset + length), {
      Type: "XObject",
      Subtype: "Image",
      Width: width,
      Height: height,
      ColorSpace: "DeviceGray",
      BitsPerComponent: 1,
      Filter: "CCITTFaxDecode",
      DecodeParms: { K: -1, Columns: width, Rows: height, BlackIs1: true },
    }),
  );
  const page = document.addPage([width, height]);
  const name = page.node.newXObject("Scan", image);
  page.pushOperators(pushGraphicsState(), concatTransformationMatrix(width, 0, 0, height, 0, 0), drawObject(name), popGraphicsState());
  return { pdf: Buffer.from(await document.save()), pixels };
}
