/** The book in a file the summarizer was given: a text file, an EPUB or a PDF's text layer. */
import type { ProcessInput } from "../../domain/tool";
import type { Book } from "../../text/book";
import { decodeText } from "../../text/decode-text";
import { readEpub } from "../../text/epub/read-epub";
import { readPlainBook } from "../../text/plain-book";

export async function readBook(input: ProcessInput, signal: AbortSignal, onPage?: (done: number, total: number) => void): Promise<Book> {
  // pdf.js loads only for a PDF: a batch of text books never downloads it.
  if (input.kind === "document") return (await import("../../text/pdf-book")).readPdfBook(input, signal, onPage);
  if (input.kind !== "text") throw new Error("this tool reads books: plain text, EPUB or PDF");
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  return input.format === "epub" ? readEpub(bytes) : readPlainBook(decodeText(bytes).text);
}
