/**
 * An extractive summary of a book, every sentence the author's, verbatim. A reader judges a summary
 * against the chapter's opening lines, which say who and where; so a chapter's picks are scored by
 * how representative they are (LexRank over the chapter), then lifted for standing near the opening
 * and for naming the chapter's people, and lowered for quoted speech. What is quoted is a whole unit
 * (`unitsOf`: a speech with its tag, a sentence across a paragraph break); a unit that opens with a
 * pronoun or a connective ("She", "But") is quoted only together with the one before it in its
 * paragraph, which says who "she" is. The whole book's summary takes one pick from every tenth of
 * the book, in order, and gives the rest to the chapters where the main people meet.
 */
import type { Book } from "../../text/book";
import { type Unit, unitsOf } from "../../text/units";
import { contentWords, wordCount } from "../../text/words";
import { frontMatterCount } from "./front-matter";
import { bookNames, namesIn } from "./names";
import { centroidScores, idfOf, lexRank } from "./rank";

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
  /** Titles of the sections before the first chapter (a preface, a dedication), which are not summarised. */
  frontMatter: string[];
  overall: string[];
  words: number;
}

/** Units shorter than this say too little alone ("Oh!", "He bowed.", "Mr. Bennet replied that he had not."). */
const MIN_WORDS = 8;
/** Longer than this, a unit is a paragraph to wade through, not a summary's sentence. */
const MAX_WORDS = 60;
/** A unit that needs the one before it may run this long with it. */
const MAX_PAIR_WORDS = 80;
/** A unit ending in a colon or a dash introduces what follows and means nothing alone. */
const INTRODUCES = /(?::|—|--)["'”’]?$/;
/**
 * Narration that opens with a pronoun or a connective leans on what came before: "She", "But", "When
 * he". Not "It is…" and "It was…", which name nothing before them ("It is a truth universally
 * acknowledged", "It was a bright cold day").
 */
const LEANS_BACK =
  /^(?:(?:he|she|it(?! (?:is|was)\b)|they|his|her|its|their|him|them|this|that|these|those|such|but|or|and|so|then|yet|nor|for|thus|hence|still|besides|moreover|however|here|there|now|again|also)\b|(?:when|as|though|although|while|if|after|before|since|till|until|once|where)\s+(?:he|she|it|they|his|her|its|their)\b)/i;
/** How far quoted speech lowers a unit: one all in quotes keeps a fifth of its score. */
const DIALOGUE_WEIGHT = 0.8;
/** The chapter's first unit counts this much more; the lift halves every `OPENING_HALF_LIFE` units. */
const OPENING_LIFT = 2;
const OPENING_HALF_LIFE = 1;
/** Each of the chapter's people a unit names lifts it by this, up to `NAMES_COUNTED` of them. */
const NAME_LIFT = 0.35;
const NAMES_COUNTED = 3;
/** A person mentioned this often in a chapter is one of its people. */
const CHAPTER_PERSON_MENTIONS = 2;
/** Content words of a unit that says enough to stand in a summary. */
const FULL_UNIT = 10;
/** Shares of the book the whole summary covers with a pick each. */
const BOOK_SHARES = 10;
/** About a thousand tokens: far inside what an on-device model reads at once, and enough for it to say what happens. */
const PASSAGE_WORDS = 600;

interface Candidate {
  text: string;
  chapter: number;
  /** The chapter's units it quotes, first to last. */
  from: number;
  to: number;
  /** Where its first word falls in the book, 0–1. */
  at: number;
  words: number;
  /** Its worth in its chapter; 0 when it cannot be quoted. */
  score: number;
  /** The book's people it names. */
  names: Set<string>;
}

interface ReadChapter {
  units: Unit[];
  /** Each unit's LexRank, 1 on average. */
  lex: number[];
  candidates: Candidate[];
}

const fullness = (text: string) => Math.min(1, contentWords(text).length / FULL_UNIT);
const opening = (index: number) => 1 + OPENING_LIFT * 0.5 ** (index / OPENING_HALF_LIFE);

function quotable(unit: Unit, maxWords: number): boolean {
  return unit.whole && unit.words >= MIN_WORDS && unit.words <= maxWords && !INTRODUCES.test(unit.text);
}

/** A unit of narration that cannot be quoted without the one before it. */
const leansBack = (unit: Unit) => unit.dialogue < 0.5 && LEANS_BACK.test(unit.text.replace(/^["'“‘(]+/, ""));

/**
 * Every quotable piece of a chapter with its score: each unit that stands alone, and each unit that
 * leans back together with the one before it.
 */
function chapterCandidates(
  units: readonly Unit[],
  lex: readonly number[],
  people: ReadonlyMap<string, unknown>,
  chapter: number,
  firstWord: number,
  bookWords: number,
): Candidate[] {
  const chapterPeople = new Map<string, number>();
  for (const unit of units) for (const name of namesIn(unit.text, people)) chapterPeople.set(name, (chapterPeople.get(name) ?? 0) + 1);
  const main = new Set([...chapterPeople].filter(([, count]) => count >= CHAPTER_PERSON_MENTIONS).map(([name]) => name));
  const starts: number[] = [];
  let word = firstWord;
  for (const unit of units) {
    starts.push(word);
    word += unit.words;
  }
  const candidates: Candidate[] = [];
  units.forEach((unit, index) => {
    const before = units[index - 1];
    const paired = leansBack(unit);
    // The sentence before it in its own paragraph: across a paragraph break, "he" may be someone else.
    if (paired && (!before || before.paragraph !== unit.paragraph || leansBack(before) || !quotable(before, MAX_WORDS))) return;
    const from = paired ? index - 1 : index;
    const quoted = units.slice(from, index + 1);
    const text = quoted.map((piece) => piece.text).join(" ");
    const words = quoted.reduce((sum, piece) => sum + piece.words, 0);
    if (!quotable(unit, MAX_WORDS) || words > (paired ? MAX_PAIR_WORDS : MAX_WORDS)) return;
    const dialogue = Math.max(...quoted.map((piece) => piece.dialogue));
    const rank = quoted.reduce((sum, piece, offset) => sum + (lex[from + offset] as number), 0) / quoted.length;
    const names = namesIn(text, people);
    const named = [...names].filter((name) => main.has(name)).length;
    const score =
      rank * (1 - DIALOGUE_WEIGHT * dialogue) * opening(from) * (1 + NAME_LIFT * Math.min(NAMES_COUNTED, named)) * fullness(text);
    candidates.push({ text, chapter, from, to: index, at: (starts[from] as number) / bookWords, words, score, names });
  });
  return candidates;
}

const inReadingOrder = (candidates: Candidate[]) => candidates.sort((a, b) => a.at - b.at);

const overlaps = (a: Candidate, b: Candidate) => a.chapter === b.chapter && a.from <= b.to && b.from <= a.to;

/** Adds to `chosen` the best of `candidates` that quotes none of the units already chosen; false when none is left. */
function chooseNext(candidates: readonly Candidate[], chosen: Candidate[], worth = (candidate: Candidate) => candidate.score): boolean {
  let best: Candidate | undefined;
  for (const candidate of candidates) {
    if (worth(candidate) <= 0 || chosen.some((held) => overlaps(held, candidate))) continue;
    if (!best || worth(candidate) > worth(best) || (worth(candidate) === worth(best) && candidate.at < best.at)) best = candidate;
  }
  if (best) chosen.push(best);
  return best !== undefined;
}

function chapterPicks(candidates: readonly Candidate[], count: number): Candidate[] {
  const chosen: Candidate[] = [];
  while (chosen.length < count && chooseNext(candidates, chosen));
  return inReadingOrder(chosen);
}

/**
 * The picks, then the chapter's most representative other units (speech and short lines too: a
 * model rewriting the chapter reads them in context) while the words stay within `budget`, in reading order.
 */
function passageOf(chapter: ReadChapter, picks: readonly Candidate[], budget: number): string[] {
  const taken = new Set(picks.flatMap((pick) => Array.from({ length: pick.to - pick.from + 1 }, (_, offset) => pick.from + offset)));
  const pieces = picks.map((pick) => ({ at: pick.from, text: pick.text }));
  let words = picks.reduce((sum, pick) => sum + pick.words, 0);
  const others = chapter.units.map((unit, index) => ({ unit, index })).filter(({ index }) => !taken.has(index));
  others.sort((a, b) => (chapter.lex[b.index] as number) - (chapter.lex[a.index] as number) || a.index - b.index);
  for (const { unit, index } of others) {
    if (words + unit.words > budget) continue;
    pieces.push({ at: index, text: unit.text });
    words += unit.words;
  }
  return pieces.sort((a, b) => a.at - b.at).map(({ text }) => text);
}

function picksFor(unitCount: number, length: SummaryLength): number {
  return length.by === "sentences" ? length.sentences : Math.max(1, Math.round((unitCount * length.share) / 100));
}

/**
 * The whole book's summary: the best candidate of each of `BOOK_SHARES` equal shares of the book (or
 * of `count` shares when fewer are asked), so it tells the story from its start to its end; then the
 * best of the rest, where the chapters whose picks name the most of the book's people count more.
 */
function bookPicks(candidates: readonly Candidate[], chapterWeight: readonly number[], count: number): Candidate[] {
  const shares = Math.min(BOOK_SHARES, count);
  const chosen: Candidate[] = [];
  for (let share = 0; share < shares; share += 1) {
    const inShare = candidates.filter((candidate) => Math.min(shares - 1, Math.floor(candidate.at * shares)) === share);
    chooseNext(inShare, chosen);
  }
  const weighted = (candidate: Candidate) => candidate.score * (chapterWeight[candidate.chapter] as number);
  while (chosen.length < count && chooseNext(candidates, chosen, weighted));
  return inReadingOrder(chosen);
}

export function summarizeBook(book: Book, length: SummaryLength): BookSummary {
  const front = frontMatterCount(book.chapters);
  const chapters = book.chapters.slice(front);
  const units = chapters.map((chapter) => unitsOf(chapter.paragraphs));
  const idf = idfOf(units.flatMap((chapterUnits) => chapterUnits.map(({ text }) => text)));
  const people = bookNames({ chapters }).mentions;
  const bookWords = Math.max(
    1,
    units.reduce((sum, chapterUnits) => sum + chapterUnits.reduce((words, unit) => words + unit.words, 0), 0),
  );
  let word = 0;
  const read: ReadChapter[] = units.map((chapterUnits, index) => {
    const lex = lexRank(
      chapterUnits.map(({ text }) => text),
      idf,
    ).map((rank) => rank * chapterUnits.length);
    const candidates = chapterCandidates(chapterUnits, lex, people, index, word, bookWords);
    word += chapterUnits.reduce((sum, unit) => sum + unit.words, 0);
    return { units: chapterUnits, lex, candidates };
  });
  const picks = read.map(({ units: chapterUnits, candidates }) => chapterPicks(candidates, picksFor(chapterUnits.length, length)));

  const all = read.flatMap(({ candidates }) => candidates);
  // A book's summary wants what the whole book is about, not only what its chapter is about.
  const central = centroidScores(
    all.map(({ text }) => text),
    units.flatMap((chapterUnits) => chapterUnits.map(({ text }) => text)),
    idf,
  );
  // The book's own opening ("It is a truth universally acknowledged…") counts twice: it starts the story for a reader of the summary too.
  const bookCandidates = all.map((candidate, index) => ({
    ...candidate,
    score: candidate.score * (central[index] as number) * (candidate.chapter === 0 ? opening(candidate.from) : 1),
  }));
  const main = new Set(
    [...people]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name]) => name),
  );
  const chapterWeight = picks.map((chapterPicked) => {
    const named = new Set(chapterPicked.flatMap((pick) => [...pick.names].filter((name) => main.has(name))));
    return 1 + named.size / 3;
  });
  const overall = bookPicks(bookCandidates, chapterWeight, length.overall);

  return {
    chapters: chapters.map((chapter, index) => ({
      title: chapter.title,
      ...(chapter.part ? { part: chapter.part } : {}),
      sentences: (picks[index] as Candidate[]).map(({ text }) => text),
      passage: passageOf(read[index] as ReadChapter, picks[index] as Candidate[], PASSAGE_WORDS),
      words: (units[index] as Unit[]).reduce((sum, unit) => sum + unit.words, 0),
    })),
    frontMatter: book.chapters.slice(0, front).map(({ title }) => title),
    overall: overall.map(({ text }) => text),
    words: book.chapters.reduce(
      (sum, chapter) => sum + chapter.paragraphs.reduce((words, paragraph) => words + wordCount(paragraph), 0),
      0,
    ),
  };
}
