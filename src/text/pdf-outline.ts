/**
 * Chapters of a PDF from its outline (the bookmarks a reader shows beside the pages): each entry
 * runs from its page to the next entry's. Where the top entries hold entries of their own (parts
 * holding chapters), the inner ones are the chapters and the outer ones their parts. Text is cut at
 * page boundaries, as the outline gives pages, not places on them.
 */
import type { Chapter } from "./book";
import { blockParagraphs, textBlocks } from "./paragraphs";

export interface OutlineEntry {
  title: string;
  /** Zero-based page index, or null where the entry points nowhere. */
  page: number | null;
  children: OutlineEntry[];
}

interface Start {
  title: string;
  part?: string;
  page: number;
}

/** The entries that are chapters, in page order, with their parts. */
function starts(entries: readonly OutlineEntry[]): Start[] {
  const nested = entries.some((entry) => entry.children.some((child) => child.page !== null));
  const found = nested
    ? entries.flatMap((entry) => {
        const inner = entry.children
          .filter((child) => child.page !== null)
          .map((child) => ({ title: child.title, part: entry.title, page: child.page as number }));
        return inner.length > 0 ? inner : entry.page !== null ? [{ title: entry.title, page: entry.page }] : [];
      })
    : entries.filter((entry) => entry.page !== null).map((entry) => ({ title: entry.title, page: entry.page as number }));
  return found.sort((a, b) => a.page - b.page);
}

/** The outline's chapters over the pages' text, or null when the outline does not divide the book (under two entries). */
export function outlineChapters(entries: readonly OutlineEntry[], pages: readonly string[]): Chapter[] | null {
  const list = starts(entries);
  if (new Set(list.map((start) => start.page)).size < 2) return null;
  return list
    .map((start, index) => {
      const end = Math.max(start.page + 1, list[index + 1]?.page ?? pages.length);
      const text = pages.slice(start.page, end).join("\n\n");
      return {
        title: start.title.trim() || `Section ${index + 1}`,
        ...(start.part ? { part: start.part.trim() } : {}),
        paragraphs: textBlocks(text).flatMap(blockParagraphs),
      };
    })
    .filter((chapter) => chapter.paragraphs.length > 0);
}
