/**
 * Book summaries on the server: the summarizer's own reading (src/text/: plain text, EPUB, a PDF's
 * text layer through pdf.js on Node) and summary files. The on-device rewrite is the browser's only.
 */
import type { ProcessInput } from "../../src/domain/tool";
import type { Settings } from "../../src/tools/bulk-book-summarizer/meta";
import { type PdfBookReader, readBook } from "../../src/tools/bulk-book-summarizer/read-book";
import { summaryFiles } from "../../src/tools/bulk-book-summarizer/summary-files";
import { looksLikeText } from "../../src/text/decode-text";
import { bookOfPdf } from "../../src/text/pdf-book";
import { UPLOAD_TYPES } from "../tasks/upload-types";
import { openPdfOnNode } from "./pdf-node";
import type { ActionInput, ActionRunner } from "./result";
import { fromToolResult } from "./tool-result";

const onNode: PdfBookReader = async (input, signal) => {
  const pdf = await openPdfOnNode(Buffer.from(await input.file.arrayBuffer()), signal);
  try {
    return await bookOfPdf(pdf.document, signal);
  } finally {
    await pdf.close();
  }
};

/** The book as the tool takes it, in the format its upload declared; a "text" of binary bytes is refused as the site's intake refuses it. */
function bookInput({ bytes, name, type }: ActionInput): ProcessInput {
  const format = UPLOAD_TYPES.get(type.toLowerCase())?.format;
  const file = new Blob([new Uint8Array(bytes)]);
  if (format === "pdf") return { kind: "document", name, file, format };
  if (format === "epub" || (format === "txt" && looksLikeText(bytes))) return { kind: "text", name, file, format };
  throw new Error("the file is not a book this action reads: send plain text, EPUB or a PDF with a text layer");
}

export const summarizeBook: ActionRunner<Settings> = async (input, settings, signal) => {
  const book = await readBook(bookInput(input), signal, undefined, onNode);
  return fromToolResult(summaryFiles(book, input.name, settings));
};
