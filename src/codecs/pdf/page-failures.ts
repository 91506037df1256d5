/**
 * A damaged PDF often has only some pages that pdf.js cannot read: those pages are named with the
 * reason, and every other page is still delivered.
 */
import { mapInFlight } from "./in-flight";
import { pageList } from "./page-names";
import { pdfErrorText } from "./pdf-error";

export interface PageFailure {
  pageNumber: number;
  reason: string;
}

export interface PageOutcomes<R> {
  /** The pages that worked, in page order. */
  done: R[];
  failed: PageFailure[];
}

/** What failed pages had in common, one sentence per reason: "Pages 62-72 could not be drawn: …". */
export function failedPagesNote(failed: readonly PageFailure[], what: string): string | null {
  const byReason = new Map<string, number[]>();
  for (const { pageNumber, reason } of failed) byReason.set(reason, [...(byReason.get(reason) ?? []), pageNumber]);
  const sentences = [...byReason].map(([reason, pages]) => {
    const sorted = [...pages].sort((a, b) => a - b);
    return `${sorted.length === 1 ? "Page" : "Pages"} ${pageList(sorted)} ${what}: ${reason}.`;
  });
  return sentences.length > 0 ? sentences.join(" ") : null;
}

/**
 * Runs `work` on each page, `lanes` at once. A page that throws is kept as a failure with a readable
 * reason while the others go on; cancelling still stops everything, and a file none of whose pages
 * worked fails whole with the reasons. `what` completes "Page 13 …", e.g. "could not be drawn".
 */
export async function eachPageApart<R>(
  pages: readonly number[],
  lanes: number,
  signal: AbortSignal,
  what: string,
  work: (pageNumber: number) => Promise<R>,
): Promise<PageOutcomes<R>> {
  const failed: PageFailure[] = [];
  const outcomes = await mapInFlight(pages, lanes, async (pageNumber) => {
    signal.throwIfAborted();
    try {
      return { value: await work(pageNumber) };
    } catch (error) {
      signal.throwIfAborted();
      failed.push({ pageNumber, reason: pdfErrorText(error) });
      return null;
    }
  });
  const done = outcomes.flatMap((outcome) => (outcome ? [outcome.value] : []));
  if (done.length === 0 && failed.length > 0) throw new Error(failedPagesNote(failed, what) ?? what);
  return { done, failed };
}
