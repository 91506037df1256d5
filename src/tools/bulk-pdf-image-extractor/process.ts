import type { OutputFile, ProcessFn } from "../../domain/tool";
import { openPdf, requireDocument } from "../../codecs/pdf/open-pdf";
import { eachPageApart, failedPagesNote } from "../../codecs/pdf/page-failures";
import { pageSuffix } from "../../codecs/pdf/page-names";
import { encodeDecoded } from "./encode-image";
import type { Settings } from "./meta";
import { pageImages } from "./page-images";
import { StoredJpegs } from "./stored-jpegs";
import { Tally } from "./tally";

const FORMAT_LABELS = { png: "PNG", webp: "WebP", jpeg: "JPG" } as const;

const UNREAD = "could not be read";

/** Page by page, each let go before the next; a page pdf.js cannot read is named in the note and the others still give their images. */
const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const document = requireDocument(input);
  const pdf = await openPdf(document, signal);
  const stored = new StoredJpegs(document.file, document.password ?? "");
  const tally = new Tally();
  const seen = new Set<string>();
  const files: OutputFile[] = [];
  try {
    const pageCount = pdf.document.numPages;
    const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
    // One page at a time, in order, so an image used on several pages is saved with the first.
    const { failed } = await eachPageApart(pages, 1, signal, UNREAD, async (pageNumber) => {
      const page = await pdf.document.getPage(pageNumber);
      try {
        let onPage = 0;
        for (const { image, stencil } of await pageImages(page)) {
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
          files.push(await encodeDecoded(image, settings.format, settings.quality, suffix));
        }
      } finally {
        page.cleanup();
        progress(pageNumber / pageCount, `page ${pageNumber} of ${pageCount}`);
      }
    });
    const notes = [tally.note(settings.minSize, FORMAT_LABELS[settings.format], failed.length > 0), failedPagesNote(failed, UNREAD)];
    return { files, note: notes.filter(Boolean).join(" ") };
  } finally {
    await pdf.close();
  }
};

export default process;
