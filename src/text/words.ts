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
/**
 * The package's list has "her" but not "she", "himself" but not "myself", and no contractions: a
 * stop-word here is one in every form, so none of them tops a book's key terms.
 */
const EVERY_FORM = [
  // prettier-ignore
  "i",
  "me",
  "my",
  "mine",
  "myself",
  "we",
  "us",
  "our",
  "ours",
  "ourselves",
  "you",
  "your",
  "yours",
  "yourself",
  "yourselves",
  "he",
  "him",
  "his",
  "himself",
  "she",
  "her",
  "hers",
  "herself",
  "it",
  "its",
  "itself",
  "they",
  "them",
  "their",
  "theirs",
  "themselves",
  "thine",
  "thyself",
  "ye",
  "hath",
  "doth",
  "hast",
  "wilt",
  "shalt",
  "cannot",
  "ain't",
  "aren't",
  "can't",
  "couldn't",
  "didn't",
  "doesn't",
  "don't",
  "hadn't",
  "hasn't",
  "haven't",
  "he'd",
  "he'll",
  "i'd",
  "i'll",
  "i'm",
  "i've",
  "isn't",
  "it'll",
  "let's",
  "mayn't",
  "mightn't",
  "mustn't",
  "needn't",
  "shan't",
  "she'd",
  "she'll",
  "shouldn't",
  "that'll",
  "there'll",
  "they'd",
  "they'll",
  "they're",
  "they've",
  "wasn't",
  "we'd",
  "we'll",
  "we're",
  "we've",
  "weren't",
  "what's",
  "won't",
  "wouldn't",
  "you'd",
  "you'll",
  "you're",
  "you've",
  "'tis",
  "'twas",
  "o'clock",
  "ma'am",
  "mister",
  "missus",
  "mistress",
  "master",
  "madame",
  "mademoiselle",
  "monsieur",
  "ladyship",
  "lordship",
  "sire",
  "oh",
  "ah",
];
const STOPWORDS = new Set([...eng, ...PROSE_STOPWORDS, ...EVERY_FORM]);

export function wordsOf(text: string): string[] {
  return Array.from(text.matchAll(WORD), ([word]) => word.toLowerCase().replace(/['’]s$/, ""));
}

/** Words worth comparing: not stopwords, not single letters. */
export function contentWords(text: string): string[] {
  return wordsOf(text).filter((word) => word.length > 1 && !STOPWORDS.has(word.replace(/’/g, "'")));
}

/** Words as a reader counts them (runs of letters, digits and inner apostrophes or hyphens). */
export function wordCount(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
}
