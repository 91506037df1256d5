/**
 * What a reader wants at the top of a book's summary besides the summary: its key terms (words
 * frequent in some chapters and rare in others: TF-IDF over the chapters, so words on every page
 * weigh nothing) and the names it mentions most (words written with a capital even mid-sentence).
 */
import type { Book } from "../../text/book";
import { contentWords } from "../../text/words";
import { bookNames } from "./names";

const TOP = 10;

const top = (counts: Map<string, number>, count: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);

/** Names by mentions, as the book writes them ("Elizabeth", "Darcy"). */
export function namesOf(book: Book, count = TOP): string[] {
  const { mentions, spelling } = bookNames(book);
  return top(mentions, count).map((key) => spelling.get(key) ?? key);
}

/** Key terms by TF-IDF over the chapters, names left out (they have their own list). */
export function keyTermsOf(book: Book, count = TOP): string[] {
  const excluded = bookNames(book).mentions;
  const chapters = book.chapters.map((chapter) => contentWords(chapter.paragraphs.join(" ")));
  const frequency = new Map<string, number>();
  const documents = new Map<string, number>();
  for (const words of chapters) {
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
    for (const word of new Set(words)) documents.set(word, (documents.get(word) ?? 0) + 1);
  }
  const total = chapters.length;
  const scores = new Map<string, number>();
  for (const [word, count_] of frequency)
    if (!excluded.has(word) && word.length > 2 && !/\d/.test(word))
      scores.set(word, count_ * Math.log((total + 1) / ((documents.get(word) ?? 0) + 0.5)));
  return top(scores, count);
}
