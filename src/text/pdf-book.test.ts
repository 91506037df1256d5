/** @jest-environment node */
import type { PDFDocumentProxy } from "pdfjs-dist";
import { MAX_BOOK_CHARS } from "./book-length";
import { bookOfPdf } from "./pdf-book";

/** A stand-in for pdf.js's document whose pages each hold `runs` runs of text, counting the pages asked for. */
function documentOf(numPages: number, runs: string[]) {
  const asked: number[] = [];
  const document = {
    numPages,
    getPage: async (number: number) => {
      asked.push(number);
      return {
        getTextContent: async () => ({
          items: runs.map((str, index) => ({ str, transform: [1, 0, 0, 1, 0, 700 - 20 * index], height: 12, hasEOL: true })),
        }),
        cleanup: () => undefined,
      };
    },
    getMetadata: async () => ({ info: {} }),
    getOutline: async () => null,
  };
  return { document: document as unknown as PDFDocumentProxy, asked };
}

const TOO_LONG = new Error(
  "this PDF's text runs past 64 million characters: too long to read as a book (the longest novels run to a few million)",
);

describe("bookOfPdf", () => {
  it("reads pages of ordinary text", async () => {
    const { document } = documentOf(3, ["It was a dark and stormy night, and the rain fell in torrents over the town."]);
    const book = await bookOfPdf(document, new AbortController().signal);
    expect(book.chapters.flatMap((chapter) => chapter.paragraphs).join(" ")).toContain("stormy night");
  });

  it("refuses pages whose text adds up to more than a book, without reading the rest", async () => {
    const { document, asked } = documentOf(100, ["x".repeat(MAX_BOOK_CHARS / 20)]);
    await expect(bookOfPdf(document, new AbortController().signal)).rejects.toThrow(TOO_LONG);
    expect(asked.length).toBeLessThan(100);
  });

  it("refuses a single page holding more than a book before joining its runs", async () => {
    const run = "x".repeat(MAX_BOOK_CHARS / 4);
    const { document } = documentOf(1, [run, run, run, run, run]);
    await expect(bookOfPdf(document, new AbortController().signal)).rejects.toThrow(TOO_LONG);
  });
});
