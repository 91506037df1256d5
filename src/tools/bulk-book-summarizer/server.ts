/**
 * Book summaries on the server: the summarizer's own reading (src/text/: plain text, EPUB, a PDF's
 * text layer through pdf.js on Node) and summary files. The on-device rewrite is the browser's only.
 */
import type { ProcessInput } from "../../domain/tool";
import type { Settings } from "./meta";
import { type PdfBookReader, readBook } from "./read-book";
import { summaryFiles } from "./summary-files";
import { looksLikeText } from "../../text/decode-text";
import { bookOfPdf } from "../../text/pdf-book";
import { UPLOAD_TYPES } from "../../../server/tasks/upload-types";
import { openPdfOnNode } from "../../../server/processing/pdf-node";
import type { ActionInput, ActionRunner } from "../../../server/processing/result";
import { fromToolResult } from "../../../server/processing/tool-result";

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

export const run: ActionRunner<Settings> = async (input, settings, signal) => {
  const book = await readBook(bookInput(input), signal, undefined, onNode);
  return fromToolResult(summaryFiles(book, input.name, settings));
};
