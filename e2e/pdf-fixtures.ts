/**
 * PDFs the PDF tool tests build themselves with pdf-lib, and page facts read from corpus PDFs with
 * pdf-lib: an independent reader from the pdf.js the tools run on.
 */
import { readFileSync } from "node:fs";
import { PDFDocument, PDFHexString, PDFName, PDFRawStream, type PDFRef, StandardFonts, rgb } from "pdf-lib";
import { corpusFile } from "./tool-helpers";

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
