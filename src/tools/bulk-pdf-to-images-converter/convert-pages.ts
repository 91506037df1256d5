/** The converter's work on an opened PDF, whoever draws the pages: the browser's worker or the server. */
import type { PDFDocumentProxy } from "pdfjs-dist";
import type { Progress, ProcessResult } from "../../domain/tool";
import { eachPageApart, failedPagesNote } from "../../codecs/pdf/page-failures";
import { pageSuffix } from "../../codecs/pdf/page-names";
import type { Settings } from "./meta";
import { selectionNotes } from "./notes";
import { allPages, type PageSelection, parsePageRanges, selectPages } from "./page-ranges";
import { PAGES_IN_FLIGHT, type RenderedPage } from "./render-page";

const UNDRAWN = "could not be drawn";

export type PageRenderer = (document: PDFDocumentProxy, pageNumber: number, settings: Settings, suffix: string) => Promise<RenderedPage>;

/** The pages the settings choose in a PDF of this many pages, and those they name past its end. */
export function chosenPages(pageCount: number, settings: Pick<Settings, "pages" | "ranges">): PageSelection {
  return settings.pages === "all" ? { pages: allPages(pageCount), outside: [] } : selectPages(parsePageRanges(settings.ranges), pageCount);
}

export async function convertPages(
  document: PDFDocumentProxy,
  settings: Settings,
  signal: AbortSignal,
  progress: Progress,
  render: PageRenderer,
): Promise<ProcessResult> {
  const pageCount = document.numPages;
  const selection = chosenPages(pageCount, settings);
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
      return { pageNumber, ...(await render(document, pageNumber, settings, pageSuffix(pageNumber, pageCount))) };
    } finally {
      pageDone();
    }
  });
  const notes = [selectionNotes({ pageCount, outside: selection.outside, rendered, asked: settings }), failedPagesNote(failed, UNDRAWN)];
  return { files: rendered.map((page) => page.file), note: notes.filter(Boolean).join(" ") || undefined };
}
