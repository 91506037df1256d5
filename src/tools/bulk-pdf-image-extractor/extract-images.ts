/** The extractor's work on an opened PDF, whoever encodes the decoded images: the browser's worker or the server. */
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { OutputFile, Progress, ProcessResult } from "../../domain/tool";
import { eachPageApart, failedPagesNote } from "../../codecs/pdf/page-failures";
import { pageSuffix } from "../../codecs/pdf/page-names";
import type { Settings } from "./meta";
import { type DecodedImage, type OperatorCodes, pageImages } from "./page-images";
import { StoredJpegs } from "./stored-jpegs";
import { Tally } from "./tally";

const FORMAT_LABELS = { png: "PNG", webp: "WebP", jpeg: "JPG" } as const;

const UNREAD = "could not be read";

export type ImageEncoder = (image: DecodedImage, format: Settings["format"], quality: number, suffix: string) => Promise<OutputFile>;

export interface PdfSource {
  document: PDFDocumentProxy;
  /** The file's bytes, for taking JPEG images out exactly as stored. */
  file: Blob;
  password: string;
  ops: OperatorCodes;
}

/** Page by page, each let go before the next; a page pdf.js cannot read is named in the note and the others still give their images. */
export async function extractImages(
  { document, file, password, ops }: PdfSource,
  settings: Settings,
  signal: AbortSignal,
  progress: Progress,
  encode: ImageEncoder,
): Promise<ProcessResult> {
  const stored = new StoredJpegs(file, password);
  const tally = new Tally();
  const seen = new Set<string>();
  const files: OutputFile[] = [];
  const pageCount = document.numPages;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  // One page at a time, in order, so an image used on several pages is saved with the first.
  const { failed } = await eachPageApart(pages, 1, signal, UNREAD, async (pageNumber) => {
    const page = await document.getPage(pageNumber);
    try {
      let onPage = 0;
      for (const { image, stencil } of await pageImages(page, ops)) {
        if (image.ref && seen.has(image.ref)) {
          tally.repeated.add(image.ref);
          continue;
        }
        if (image.ref) seen.add(image.ref);
        if (image.width < settings.minSize || image.height < settings.minSize) {
          tally.small += 1;
          continue;
        }
        onPage += 1;
        const suffix = `${pageSuffix(pageNumber, pageCount)}-${onPage}`;
        const kept = image.ref && !stencil ? await stored.image(image.ref) : null;
        if (kept?.kind === "jpeg") {
          tally.stored += 1;
          files.push({
            blob: new Blob([new Uint8Array(kept.bytes)], { type: "image/jpeg" }),
            extension: "jpg",
            width: image.width,
            height: image.height,
            suffix,
          });
          continue;
        }
        if (kept?.kind === "masked") tally.masked += 1;
        if (kept?.kind === "other" && kept.problem) tally.problems.add(kept.problem);
        tally.decoded += 1;
        files.push(await encode(image, settings.format, settings.quality, suffix));
      }
    } finally {
      page.cleanup();
      progress(pageNumber / pageCount, `page ${pageNumber} of ${pageCount}`);
    }
  });
  const notes = [tally.note(settings.minSize, FORMAT_LABELS[settings.format], failed.length > 0), failedPagesNote(failed, UNREAD)];
  return { files, note: notes.filter(Boolean).join(" ") };
}
