/** Page selections such as "1-3,7,10-": parsed once, then applied to each PDF's own page count. */

/** A run of pages; `last: null` runs to the end of the document. */
export interface PageRange {
  first: number;
  last: number | null;
}

const ITEM = /^(\d+)\s*(?:-\s*(\d*))?$/;

/** Lists such as "1-3, 7, 10-": the form field's check. */
export const PAGE_RANGES_PATTERN = /^\s*\d+\s*(?:-\s*\d*\s*)?(?:[,;]\s*\d+\s*(?:-\s*\d*\s*)?)*$/;

export function parsePageRanges(text: string): PageRange[] {
  const items = text
    .split(/[,;]/)
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length === 0) throw new Error("no pages were chosen: give pages and ranges such as 1-3,7");
  return items.map((item) => {
    const match = ITEM.exec(item);
    if (!match) throw new Error(`“${item}” is not a page or a range such as 1-3`);
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : match[2] === "" ? null : Number(match[2]);
    if (first < 1 || (last !== null && last < 1)) throw new Error("pages are numbered from 1");
    if (last !== null && last < first) throw new Error(`the range ${item} runs backwards`);
    return { first, last };
  });
}

function describeRange({ first, last }: PageRange): string {
  if (last === first) return String(first);
  return last === null ? `${first}-` : `${first}-${last}`;
}

export interface PageSelection {
  /** The chosen pages this document has, in order, each once. */
  pages: number[];
  /** The parts of the selection past its last page, as written (e.g. "9-12"). */
  outside: string[];
}

export function selectPages(ranges: readonly PageRange[], pageCount: number): PageSelection {
  const pages = new Set<number>();
  const outside: string[] = [];
  for (const range of ranges) {
    const last = Math.min(range.last ?? pageCount, pageCount);
    for (let page = range.first; page <= last; page += 1) pages.add(page);
    if (range.first > pageCount || (range.last !== null && range.last > pageCount)) {
      outside.push(describeRange(range.first > pageCount ? range : { first: pageCount + 1, last: range.last }));
    }
  }
  return { pages: [...pages].sort((a, b) => a - b), outside };
}

/** Every page of a document. */
export function allPages(pageCount: number): number[] {
  return Array.from({ length: pageCount }, (_, index) => index + 1);
}
