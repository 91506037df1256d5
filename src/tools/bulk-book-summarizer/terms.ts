/**
 * What a reader wants at the top of a book's summary besides the summary: its key terms (words
 * frequent in some chapters and rare in others: TF-IDF over the chapters, so words on every page
 * weigh nothing) and the names it mentions most (words written with a capital even mid-sentence).
 */
import type { Book } from "../../text/book";
import { splitSentences } from "../../text/sentences";
import { contentWords } from "../../text/words";

const TOP = 10;
/** A name is written with a capital at least this often, counting only places where a capital is not forced. */
const NAME_CAPITALISED = 0.9;
const NAME_MIN_MENTIONS = 5;
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

const top = (counts: Map<string, number>, count: number) =>
  [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, count)
    .map(([word]) => word);

/** Every name of the book (lower case) with its mentions, and how the book spells it. */
function nameCounts(book: Book): { mentions: Map<string, number>; spelling: Map<string, string> } {
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const chapter of book.chapters)
    for (const paragraph of chapter.paragraphs)
      for (const sentence of splitSentences(paragraph)) {
        // The first word of a sentence is capitalised whatever it is.
        for (const [index, match] of [...sentence.matchAll(WORD)].entries()) {
          const word = match[0].replace(/['’]s$/, "");
          const key = word.toLowerCase();
          // "I", "I'm", "I'll" are capitalised whatever the sentence.
          if (/^I(['’]|$)/.test(word)) continue;
          if (/^\p{Lu}/u.test(word)) {
            if (index === 0) continue;
            capitalised.set(key, (capitalised.get(key) ?? 0) + 1);
            spelling.set(key, word.length > 1 && word === word.toUpperCase() ? word[0] + key.slice(1) : word);
          } else lower.set(key, (lower.get(key) ?? 0) + 1);
        }
      }
  const content = new Set(contentWords([...capitalised.keys()].join(" ")));
  const names = new Map(
    [...capitalised].filter(
      ([key, mentions]) =>
        content.has(key) && mentions >= NAME_MIN_MENTIONS && mentions / (mentions + (lower.get(key) ?? 0)) >= NAME_CAPITALISED,
    ),
  );
  return { mentions: names, spelling };
}

/** Names by mentions, as the book writes them ("Elizabeth", "Darcy"). */
export function namesOf(book: Book, count = TOP): string[] {
  const { mentions, spelling } = nameCounts(book);
  return top(mentions, count).map((key) => spelling.get(key) ?? key);
}

/** Key terms by TF-IDF over the chapters, names left out (they have their own list). */
export function keyTermsOf(book: Book, count = TOP): string[] {
  const excluded = nameCounts(book).mentions;
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
