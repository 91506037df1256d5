/**
 * Words of English prose for the text tools: lower-cased, possessive "'s" dropped, and the content
 * words among them (without the stopwords of the `stopword` package's English list), which is what
 * a sentence's similarity to others and a book's key terms are measured on.
 */
import { eng } from "stopword";

const WORD = /\p{L}+(?:['’]\p{L}+)*/gu;
/**
 * Beyond the package's list (108 words): titles before names and the verbs of speech, which fiction
 * repeats in every other sentence, so they would tie a chapter's sentences together by how people
 * are addressed and quoted rather than by what happens; the function words the list lacks; and the
 * commonest verbs of narration, which would otherwise top a novel's key terms.
 */
const PROSE_STOPWORDS = [
  // prettier-ignore
  "mr",
  "mrs",
  "miss",
  "ms",
  "sir",
  "lady",
  "lord",
  "madam",
  "dr",
  "st",
  "replied",
  "cried",
  "answered",
  "asked",
  "continued",
  "added",
  "returned",
  "will",
  "shall",
  "may",
  "upon",
  "though",
  "however",
  "yet",
  "every",
  "ever",
  "one",
  "does",
  "did",
  "done",
  "going",
  "went",
  "come",
  "came",
  "made",
  "make",
  "looked",
  "think",
  "thought",
  "know",
  "knew",
  "say",
  "thou",
  "thee",
  "thy",
];
const STOPWORDS = new Set([...eng, ...PROSE_STOPWORDS]);

export function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), ([word]) => word.toLowerCase().replace(/['’]s$/, ""));
}

/** Words worth comparing: not stopwords, not single letters. */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((word) => word.length > 1 && !STOPWORDS.has(word));
}

/** Words as a reader counts them (runs of letters, digits and inner apostrophes or hyphens). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
