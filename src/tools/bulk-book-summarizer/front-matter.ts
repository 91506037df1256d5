/**
 * What comes before a book's story and is not one of its chapters: a preface, foreword, dedication,
 * advertisement or note to the reader, a table of contents. Known by its title and by where it
 * stands (before the first chapter that is not one of these), so an "Introduction" halfway through
 * a book stays a chapter. The summary names these sections but neither counts nor summarises them.
 */
import type { Chapter } from "../../text/book";

const FRONT_MATTER =
  /^(?:the\s+)?(?:(?:author|editor|translator|publisher)['’]?s\s+)?(?:preface|foreword|fore-word|advertisement|dedication|dedicatory|introduction|introductory|prefatory|note|notice|contents|table of contents|epigraph|acknowledge?ments?|to the reader|biographical notice|memoir of|title page|copyright)\b/i;

/** How many of the book's first chapters are front matter. */
export function frontMatterCount(chapters: readonly Chapter[]): number {
  const first = chapters.findIndex((chapter) => !FRONT_MATTER.test(chapter.title.trim()));
  return first < 0 ? 0 : first;
}
