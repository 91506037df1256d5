import type { ProcessFn } from "../../bulk/types";
import { mapInFlight } from "../../codecs/pdf/in-flight";
import { openPdf, requireDocument } from "../../codecs/pdf/open-pdf";
import { pageSuffix } from "../../codecs/pdf/page-names";
import type { Settings } from "./meta";
import { allPages, parsePageRanges, selectPages } from "./page-ranges";
import { selectionNotes } from "./notes";
import { PAGES_IN_FLIGHT, renderPage } from "./render-page";

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
    const rendered = await mapInFlight(selection.pages, PAGES_IN_FLIGHT, async (pageNumber) => {
      signal.throwIfAborted();
      const page = await renderPage(pdf.document, pageNumber, settings, pageSuffix(pageNumber, pageCount));
      finished += 1;
      progress(finished / total, `page ${finished} of ${total}`);
      return { pageNumber, ...page };
    });
    const note = selectionNotes({ pageCount, outside: selection.outside, rendered, asked: settings });
    return { files: rendered.map((page) => page.file), note: note ?? undefined };
  } finally {
    await pdf.close();
  }
};

export default process;
