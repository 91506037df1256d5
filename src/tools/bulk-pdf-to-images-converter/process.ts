import type { ProcessFn } from "../../domain/tool";
import { openPdf, requireDocument } from "../../codecs/pdf/open-pdf";
import { eachPageApart, failedPagesNote } from "../../codecs/pdf/page-failures";
import { pageSuffix } from "../../codecs/pdf/page-names";
import type { Settings } from "./meta";
import { allPages, parsePageRanges, selectPages } from "./page-ranges";
import { selectionNotes } from "./notes";
import { PAGES_IN_FLIGHT, renderPage } from "./render-page";

const UNDRAWN = "could not be drawn";

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  const pdf = await openPdf(requireDocument(input), signal);
  try {
    const pageCount = pdf.document.numPages;
    const selection =
      settings.pages === "all" ? { pages: allPages(pageCount), outside: [] } : selectPages(parsePageRanges(settings.ranges), pageCount);
    if (selection.pages.length === 0) {
      throw new Error(
        `none of the chosen pages (${selection.outside.join(", ")}) is in this PDF, which has ${pageCount} page${pageCount === 1 ? "" : "s"}`,
      );
    }
    const total = selection.pages.length;
    let finished = 0;
    progress(0, `page 0 of ${total}`);
    const pageDone = () => {
      finished += 1;
      progress(finished / total, `page ${finished} of ${total}`);
    };
    const { done: rendered, failed } = await eachPageApart(selection.pages, PAGES_IN_FLIGHT, signal, UNDRAWN, async (pageNumber) => {
      try {
        return { pageNumber, ...(await renderPage(pdf.document, pageNumber, settings, pageSuffix(pageNumber, pageCount))) };
      } finally {
        pageDone();
      }
    });
    const notes = [selectionNotes({ pageCount, outside: selection.outside, rendered, asked: settings }), failedPagesNote(failed, UNDRAWN)];
    return { files: rendered.map((page) => page.file), note: notes.filter(Boolean).join(" ") || undefined };
  } finally {
    await pdf.close();
  }
};

export default process;
