/**
 * The people and places a book names, found without a model: words written with a capital where a
 * capital is not forced (not a sentence's first word, not "I"), nearly every time they appear. The
 * summarizer prefers sentences that name the chapter's people over ones that only say "she"; the
 * summary's header lists the most mentioned.
 */
import type { Book } from "../../text/book";
import { splitSentences } from "../../text/sentences";
import { contentWords } from "../../text/words";

/** A name is written with a capital at least this often, counting only places where a capital is not forced. */
const NAME_CAPITALISED = 0.9;
const NAME_MIN_MENTIONS = 5;
const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;

export interface BookNames {
  /** Every name (lower case) with its mentions. */
  mentions: Map<string, number>;
  /** How the book spells each. */
  spelling: Map<string, string>;
}

export function bookNames(book: Book): BookNames {
  const capitalised = new Map<string, number>();
  const lower = new Map<string, number>();
  const spelling = new Map<string, string>();
  for (const chapter of book.chapters)
    for (const paragraph of chapter.paragraphs)
      for (const sentence of splitSentences(paragraph)) {
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
  const mentions = new Map(
    [...capitalised].filter(
      ([key, count]) => content.has(key) && count >= NAME_MIN_MENTIONS && count / (count + (lower.get(key) ?? 0)) >= NAME_CAPITALISED,
    ),
  );
  return { mentions, spelling };
}

/** The names among a text's words (lower case, each once). */
export function namesIn(text: string, names: ReadonlySet<string> | ReadonlyMap<string, unknown>): Set<string> {
  const found = new Set<string>();
  for (const [word] of text.matchAll(WORD)) {
    const key = word.toLowerCase().replace(/['’]s$/, "");
    if (names.has(key)) found.add(key);
  }
  return found;
}
