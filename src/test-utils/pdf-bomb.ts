/**
 * A PDF made to overwhelm a reader, built in memory by the tests that need it: one page whose content
 * stream inflates to hundreds of megabytes of line drawing (made as the EPUB bombs are, see
 * epub-bomb.ts), which pdf.js would parse and draw for minutes and gigabytes.
 */
import { PDFDocument, PDFName } from "pdf-lib";
import { deflatedRepeats, MEBIBYTE } from "./epub-bomb";

/** A one-page PDF whose content stream inflates to `mebibytes` MiB of line drawing, from about a thousandth of that. */
export async function pdfBomb(mebibytes: number): Promise<Buffer> {
  const document = await PDFDocument.create();
  const page = document.addPage([595, 842]);
  const sample = Buffer.alloc(MEBIBYTE, "0 0 m 595 842 l S\n");
  // FlateDecode is zlib's format: its two-byte header before the DEFLATE data (pdf.js does not check the trailing checksum).
  const zlib = Buffer.concat([Buffer.from([0x78, 0x9c]), deflatedRepeats(sample, mebibytes), Buffer.alloc(4)]);
  const stream = document.context.stream(zlib, { Filter: "FlateDecode" });
  page.node.set(PDFName.of("Contents"), document.context.register(stream));
  return Buffer.from(await document.save({ useObjectStreams: false }));
}
