/** The book in a file the summarizer was given: a text file, an EPUB or a PDF's text layer. */
import type { DocumentInput, ProcessInput } from "../../domain/tool";
import type { Book } from "../../text/book";
import { decodeText } from "../../text/decode-text";
import { readEpub } from "../../text/epub/read-epub";
import { readPlainBook } from "../../text/plain-book";

type OnPage = (done: number, total: number) => void;

/** How a PDF's book is read: opened by the browser's pdf.js in the tool's worker, or by the server's. */
export type PdfBookReader = (input: DocumentInput, signal: AbortSignal, onPage?: OnPage) => Promise<Book>;

// pdf.js loads only for a PDF: a batch of text books never downloads it.
const inTheBrowser: PdfBookReader = async (input, signal, onPage) => {
  const [{ openPdf }, { bookOfPdf }] = await Promise.all([import("../../codecs/pdf/open-pdf"), import("../../text/pdf-book")]);
  const pdf = await openPdf(input, signal);
  try {
    return await bookOfPdf(pdf.document, signal, onPage);
  } finally {
    await pdf.close();
  }
};

export async function readBook(input: ProcessInput, signal: AbortSignal, onPage?: OnPage, readPdf = inTheBrowser): Promise<Book> {
  if (input.kind === "document") return readPdf(input, signal, onPage);
  if (input.kind !== "text") throw new Error("this tool reads books: plain text, EPUB or PDF");
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  return input.format === "epub" ? readEpub(bytes) : readPlainBook(decodeText(bytes).text);
}
