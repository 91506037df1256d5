/**
 * An extractive summary of a book: per chapter, its most representative sentences (LexRank over the
 * chapter, quoted speech and very short sentences held back), in the order the author wrote them;
 * for the whole book, the most representative of the chapters' picks, ranked together (ranking a
 * novel's every sentence in one graph took seconds; its chapters' picks take milliseconds). Every
 * sentence is the author's, verbatim.
 */
import type { Book } from "../../text/book";
import { splitSentences } from "../../text/sentences";
import { contentWords, wordCount } from "../../text/words";
import { dialogueShares } from "./dialogue";
import { centroidScores, type Idf, idfOf, lexRank } from "./rank";

export interface SummaryLength {
  /** Chapter summaries as a number of sentences, or as a share of the chapter's sentences. */
  by: "sentences" | "share";
  sentences: number;
  /** Percent of the chapter's sentences. */
  share: number;
  /** Sentences in the whole book's summary. */
  overall: number;
}

export interface ChapterSummary {
  title: string;
  part?: string;
  sentences: string[];
  /** A longer extract for a model to rewrite in its own words: the chapter's best sentences up to `PASSAGE_WORDS`, in reading order. */
  passage: string[];
  words: number;
}

export interface BookSummary {
  chapters: ChapterSummary[];
  overall: string[];
  words: number;
}

/** Sentences shorter than this say too little alone ("Oh!", "He bowed.", "Mr. Bennet replied that he had not."). */
const MIN_WORDS = 8;
/** A sentence ending in a colon or a dash introduces what follows ("…, she added:") and means nothing alone. */
const INTRODUCES = /(?::|—|--)["'”’]?$/;
/** How far quoted speech lowers a sentence: a sentence all in quotes keeps a fifth of its score. */
const DIALOGUE_WEIGHT = 0.8;
/** Content words of a sentence that says enough to stand in the book's summary. */
const FULL_SENTENCE = 10;
/** Each chapter offers at least this many candidates to the whole book's summary. */
const BOOK_CANDIDATES = 3;
/** About a thousand tokens: far inside what an on-device model reads at once, and enough for it to say what happens. */
const PASSAGE_WORDS = 600;

interface Candidate {
  text: string;
  chapter: number;
  /** Position in the book, for putting picks back in reading order. */
  order: number;
  /** What the sentence's rank is multiplied by: less for quoted speech, nothing for a sentence too short to stand alone. */
  weight: number;
  score: number;
}

/** A chapter's sentences, each with its score; the ones too short to stand alone score nothing. */
function scored(paragraphs: readonly string[], idf: Idf, firstOrder: number, chapter: number): Candidate[] {
  const sentences = paragraphs.flatMap((paragraph) => {
    const texts = splitSentences(paragraph);
    const shares = dialogueShares(texts);
    return texts.map((text, index) => ({ text, dialogue: shares[index] as number }));
  });
  const ranks = lexRank(
    sentences.map(({ text }) => text),
    idf,
  );
  return sentences.map(({ text, dialogue }, index) => {
    const weight = wordCount(text) < MIN_WORDS || INTRODUCES.test(text) ? 0 : 1 - DIALOGUE_WEIGHT * dialogue;
    return { text, chapter, order: firstOrder + index, weight, score: (ranks[index] as number) * weight };
  });
}

/** The candidates worth picking, best first, ties to the earlier. */
const byScore = (candidates: readonly Candidate[]) =>
  candidates.filter((candidate) => candidate.score > 0).sort((a, b) => b.score - a.score || a.order - b.order);

const inReadingOrder = (candidates: Candidate[]) => candidates.sort((a, b) => a.order - b.order);

/** The `count` best of `candidates`, back in reading order. */
const best = (candidates: readonly Candidate[], count: number) => inReadingOrder(byScore(candidates).slice(0, count));

/** The best candidates whose words add up to `budget` (at least the `picks`), back in reading order. */
function passageOf(candidates: readonly Candidate[], picks: number, budget: number): Candidate[] {
  let words = 0;
  return inReadingOrder(
    byScore(candidates).filter((candidate, index) => {
      words += wordCount(candidate.text);
      return index < picks || words <= budget;
    }),
  );
}

/** Each chapter's best candidate only. */
function bestPerChapter(candidates: readonly Candidate[]): Candidate[] {
  const top = new Map<number, Candidate>();
  for (const candidate of candidates) {
    const held = top.get(candidate.chapter);
    if (!held || candidate.score > held.score) top.set(candidate.chapter, candidate);
  }
  return [...top.values()];
}

function picksFor(sentenceCount: number, length: SummaryLength): number {
  return length.by === "sentences" ? length.sentences : Math.max(1, Math.round((sentenceCount * length.share) / 100));
}

export function summarizeBook(book: Book, length: SummaryLength): BookSummary {
  const allSentences = book.chapters.flatMap((chapter) => chapter.paragraphs.flatMap(splitSentences));
  const idf = idfOf(allSentences);
  let order = 0;
  const offered: Candidate[] = [];
  const chapters = book.chapters.map((chapter, chapterIndex) => {
    const candidates = scored(chapter.paragraphs, idf, order, chapterIndex);
    order += candidates.length;
    const picks = best(candidates, picksFor(candidates.length, length));
    offered.push(...best(candidates, Math.max(BOOK_CANDIDATES, picks.length)));
    return {
      title: chapter.title,
      ...(chapter.part ? { part: chapter.part } : {}),
      sentences: picks.map(({ text }) => text),
      passage: passageOf(candidates, picks.length, PASSAGE_WORDS).map(({ text }) => text),
      words: chapter.paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0),
    };
  });
  const bookRanks = centroidScores(
    offered.map(({ text }) => text),
    allSentences,
    idf,
  );
  // A short sentence naming the heroine is close to any novel's centroid; the book's summary wants sentences that say something.
  const fullness = (text: string) => Math.min(1, contentWords(text).length / FULL_SENTENCE);
  const ranked = offered.map((candidate, index) => ({
    ...candidate,
    score: (bookRanks[index] as number) * candidate.weight * fullness(candidate.text),
  }));
  // While the summary is shorter than the book has chapters, one sentence per chapter at most, so it follows the whole story.
  const spread = length.overall <= book.chapters.length ? bestPerChapter(ranked) : ranked;
  const overall = best(spread, length.overall);
  return { chapters, overall: overall.map(({ text }) => text), words: chapters.reduce((sum, chapter) => sum + chapter.words, 0) };
}
