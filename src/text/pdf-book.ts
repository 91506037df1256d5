/**
 * A book from an opened PDF's text layer (in a tool's worker or on the server): every page's text through pdf.js (a few pages
 * asked for at once, so its nested worker is never idle), chapters from the outline when the PDF
 * has one, else from headings as in a text file. A PDF of scanned pages has no text to read, and
 * says so rather than summarising nothing.
 */
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { TextItem } from "pdfjs-dist/types/src/display/api";
import type { Book } from "./book";
import { MAX_BOOK_CHARS, tooLongForABook } from "./book-length";
import { splitLongChapters } from "./long-chapters";
import { pageText } from "./pdf-lines";
import { type OutlineEntry, outlineChapters } from "./pdf-outline";
import { readPlainBook } from "./plain-book";

/** Pages asked of pdf.js at once. */
const PAGES_IN_FLIGHT = 8;
/** Fewer letters than this per page on average: the pages are pictures of text. */
const MIN_LETTERS_PER_PAGE = 20;

/** Every page's text, refused as soon as they add up to more than a book (before they are joined into one string). */
async function pageTexts(document: PDFDocumentProxy, signal: AbortSignal, onPage: (done: number) => void): Promise<string[]> {
  const texts: string[] = [];
  let length = 0;
  for (let first = 1; first <= document.numPages; first += PAGES_IN_FLIGHT) {
    signal.throwIfAborted();
    const numbers = Array.from({ length: Math.min(PAGES_IN_FLIGHT, document.numPages - first + 1) }, (_, index) => first + index);
    const batch = await Promise.all(
      numbers.map(async (number) => {
        const page = await document.getPage(number);
        const content = await page.getTextContent();
        page.cleanup();
        const runs = content.items
          .filter((item): item is TextItem => "str" in item)
          .map((item) => ({ str: item.str, y: item.transform[5] as number, height: item.height, hasEOL: item.hasEOL }));
        // One page can hold more than a book: refused before its runs are joined into lines.
        if (runs.reduce((sum, run) => sum + run.str.length, 0) > MAX_BOOK_CHARS) throw tooLongForABook("this PDF's text");
        return pageText(runs);
      }),
    );
    length += batch.reduce((sum, text) => sum + text.length + 2, 0);
    if (length > MAX_BOOK_CHARS) throw tooLongForABook("this PDF's text");
    texts.push(...batch);
    onPage(texts.length);
  }
  return texts;
}

/** The outline with each entry's page, where its destination can be found. */
async function outlineOf(document: PDFDocumentProxy): Promise<OutlineEntry[]> {
  type Node = Awaited<ReturnType<PDFDocumentProxy["getOutline"]>>[number];
  const resolve = async (node: Node): Promise<OutlineEntry> => {
    let page: number | null = null;
    try {
      const destination = typeof node.dest === "string" ? await document.getDestination(node.dest) : node.dest;
      const target: unknown = destination?.[0];
      if (typeof target === "number") page = target;
      else if (target && typeof target === "object")
        page = await document.getPageIndex(target as Parameters<PDFDocumentProxy["getPageIndex"]>[0]);
    } catch {
      page = null;
    }
    return { title: node.title, page, children: await Promise.all((node.items as Node[]).map(resolve)) };
  };
  return Promise.all(((await document.getOutline()) ?? []).map(resolve));
}

function infoText(info: unknown, key: "Title" | "Author"): string | undefined {
  const value = info && typeof info === "object" ? (info as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" && value.trim() !== "" ? value.trim() : undefined;
}

export async function bookOfPdf(
  document: PDFDocumentProxy,
  signal: AbortSignal,
  onPage: (done: number, total: number) => void = () => undefined,
): Promise<Book> {
  const pages = await pageTexts(document, signal, (done) => onPage(done, document.numPages));
  const letters = pages.reduce((sum, text) => sum + (text.match(/\p{L}/gu)?.length ?? 0), 0);
  if (letters < MIN_LETTERS_PER_PAGE * pages.length) throw new Error("no text layer in this PDF (it is scanned images)");
  const { info } = await document.getMetadata();
  const fromText = readPlainBook(pages.join("\n\n"));
  const chapters = splitLongChapters(outlineChapters(await outlineOf(document), pages) ?? fromText.chapters);
  const title = infoText(info, "Title") ?? fromText.title;
  const author = infoText(info, "Author") ?? fromText.author;
  return { ...(title ? { title } : {}), ...(author ? { author } : {}), chapters };
}
