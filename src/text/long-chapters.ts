/**
 * A chapter far longer than any novel's (a whole book in one file with no headings, an omnibus) cut
 * into parts of about WINDOW_WORDS, as a book without chapters is: a summary ranks a chapter's
 * sentences against each other, which for one chapter of 190,000 words took 6 s and 0.6 GB, and for
 * 570,000 words 57 s and 2.8 GB; parts of a few thousand words take milliseconds each.
 */
import type { Chapter } from "./book";
import { WINDOW_WORDS, wordWindows } from "./word-windows";
import { wordCount } from "./words";

/** Longer than the longest chapters of real novels (10,000–15,000 words), with room. */
export const LONG_CHAPTER_WORDS = 20_000;

export function splitLongChapters(chapters: readonly Chapter[]): Chapter[] {
  return chapters.flatMap((chapter) => {
    const words = chapter.paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0);
    if (words <= LONG_CHAPTER_WORDS) return [chapter];
    // The only chapter of a book is the book: its parts are numbered as a book without chapters has them.
    const title = (index: number) => (chapters.length === 1 ? `Part ${index + 1}` : `${chapter.title}, part ${index + 1}`);
    return wordWindows(chapter.paragraphs, WINDOW_WORDS).map((paragraphs, index) => ({ ...chapter, title: title(index), paragraphs }));
  });
}
