/**
 * A plain-text book (a Project Gutenberg file, a novel saved from a word processor, a dictionary) as
 * a `Book`. Chapters are found from heading lines that stand alone between blank lines; a table of
 * contents, which is a run of the same headings with nothing between them, gives no chapters; a book
 * whose headings give fewer than two chapters is cut into windows of about 3,000 words instead.
 *
 * Decisions: a title set in capitals is title-cased ("PRIDE AND PREJUDICE" → "Pride and
 * Prejudice"), chapter headings are kept as the book writes them ("CHAPTER I."); text before the
 * first heading (title page, dedication, short preface) is dropped unless it runs to 300 words, when
 * it becomes a chapter called "Opening" (it may be a preface, a prologue or the story itself); what
 * follows a lone "THE END" is back matter and dropped.
 */
import type { Book, Chapter } from "./book";
import { MAX_BOOK_CHARS, tooLongForABook } from "./book-length";
import { splitLongChapters } from "./long-chapters";
import { stripGutenberg } from "./gutenberg";
import { type Heading, parseHeading } from "./headings";
import { blockParagraphs, textBlocks } from "./paragraphs";
import { readTitlePage, titleCase } from "./title-page";
import { WINDOW_WORDS, wordWindows } from "./word-windows";
import { wordCount } from "./words";

/** Fewer words under a heading than this is a contents entry or a stray heading, not a chapter. */
const MIN_CHAPTER_WORDS = 50;
/** Text before the first heading is a title page and front matter unless it is at least this long. */
const MIN_OPENING_WORDS = 300;
/** A "Contents" section this long is not a list of chapters: its heading was the only one found. */
const MAX_CONTENTS_WORDS = 1000;
/** On average, contents entries carry fewer words than this (a synopsis at most). */
const MAX_CONTENTS_ENTRY_WORDS = 100;
const OPENING_TITLE = "Opening";

/** A heading line and the title on the line or block after it ("CHAPTER I" + "THE BALL"). */
interface HeadingItem {
  heading: Heading;
  title?: string;
}
interface ParagraphItem {
  paragraph: string;
  words: number;
}
type Item = HeadingItem | ParagraphItem;

interface Section {
  kind: "opening" | "contents" | "part" | "chapter";
  title: string;
  /** The heading's key under its part's, to find the same chapter again later in the book. */
  key: string;
  part?: string;
  paragraphs: string[];
  words: number;
}

const isHeading = (item: Item): item is HeadingItem => "heading" in item;
/** A section under a chapter's or part's heading with text enough to be a chapter (the opening and a contents list are not). */
const isRealChapter = (section: Section) => (section.kind === "chapter" || section.kind === "part") && section.words >= MIN_CHAPTER_WORDS;
const wordsIn = (line: string) => line.split(/\s+/).filter(Boolean).length;

/** The line under a heading in the same block, when it reads as the chapter's title. */
function sameBlockTitle(line: string): boolean {
  return !parseHeading(line) && wordsIn(line) <= 12;
}

/**
 * A one-line block after a one-line heading, when it reads as a title ("THE BALL", "Down the
 * Rabbit-Hole") rather than the chapter's first sentence: short, not a quotation, and either in
 * capitals or without the punctuation that ends a sentence.
 */
function nextBlockTitle(block: readonly string[] | undefined): string | undefined {
  if (block?.length !== 1) return undefined;
  const line = (block[0] ?? "").replace(/\s+/g, " ").trim();
  if (!/\p{L}/u.test(line) || line.length > 80 || wordsIn(line) > 10 || parseHeading(line)) return undefined;
  if (/^["'“‘(]/.test(line)) return undefined;
  const capitals = !/\p{Ll}/u.test(line);
  return capitals || !/[.,;:!?"'”’)\]]$/.test(line) ? line : undefined;
}

/**
 * The headings a block holds: all its lines when every one is a heading (a contents list without
 * blank lines), or a heading with its title on the next line. `usesNext` when the next block is the title.
 */
function blockHeadings(
  block: readonly string[],
  next: readonly string[] | undefined,
  numerals: boolean,
): { items: HeadingItem[]; usesNext: boolean } | undefined {
  const allowed = (heading: Heading | undefined): heading is Heading => !!heading && (numerals || heading.kind !== "numeral");
  const first = parseHeading(block[0] ?? "");
  if (!allowed(first)) return undefined;
  if (block.length === 1) {
    const title = nextBlockTitle(next);
    return { items: [{ heading: first, ...(title ? { title } : {}) }], usesNext: !!title };
  }
  const second = (block[1] ?? "").replace(/\s+/g, " ").trim();
  if (block.length === 2 && sameBlockTitle(second)) return { items: [{ heading: first, title: second }], usesNext: false };
  const rest = block.slice(1).map(parseHeading);
  return rest.every(allowed) ? { items: [first, ...rest].map((heading) => ({ heading })), usesNext: false } : undefined;
}

/** "CHAPTER I" + "The Ball" → "CHAPTER I. The Ball"; "Chapter XII." + "Home" → "Chapter XII. Home". */
function headingTitle({ heading, title }: HeadingItem): string {
  if (!title) return heading.text;
  return /[.:—–-]$/.test(heading.text) ? `${heading.text} ${title}` : `${heading.text}. ${title}`;
}

/** The acts and scenes of a play, which in a book of chapters is a play its people put on, not the book's structure. */
const PLAY_HEADING = /^(?:part:act|chapter:scene):/;

/**
 * Blocks to headings and paragraphs; bare numerals ("IV.") count as headings only in books that
 * have no chapter headings, and acts and scenes only in books without "Chapter" headings.
 */
function readItems(blocks: readonly (readonly string[])[]): Item[] {
  const chapterHeadings = blocks.filter((block) => block.length <= 2).map((block) => parseHeading(block[0] ?? ""));
  const numerals = !chapterHeadings.some((heading) => heading?.kind === "chapter");
  const plays = !chapterHeadings.some((heading) => heading?.key.startsWith("chapter:chapter:"));
  const items: Item[] = [];
  for (let index = 0; index < blocks.length; index++) {
    const block = blocks[index] ?? [];
    const found = blockHeadings(block, blocks[index + 1], numerals);
    const headings = plays || !found?.items.every(({ heading }) => PLAY_HEADING.test(heading.key)) ? found : undefined;
    if (headings) {
      items.push(...headings.items);
      if (headings.usesNext) index++;
      continue;
    }
    // A section number ("IV.") inside a chapter numbers nothing a reader needs.
    if (block.length === 1 && parseHeading(block[0] ?? "")?.kind === "numeral") continue;
    for (const paragraph of blockParagraphs(block)) items.push({ paragraph, words: wordCount(paragraph) });
  }
  return items;
}

/**
 * A table of contents set out as headings: the first heading comes round again later, and the
 * headings up to there hold hardly any text. Those items are dropped.
 */
function withoutContentsRun(items: Item[]): Item[] {
  const first = items.findIndex((item) => isHeading(item) && item.heading.kind !== "contents");
  const firstItem = items[first];
  if (!firstItem || !isHeading(firstItem)) return items;
  const again = items.findIndex((item, index) => index > first && isHeading(item) && item.heading.key === firstItem.heading.key);
  if (again < 0) return items;
  const run = items.slice(first, again);
  const headings = run.filter(isHeading).length;
  const words = run.reduce((sum, item) => sum + (isHeading(item) ? 0 : item.words), 0);
  return words < headings * MAX_CONTENTS_ENTRY_WORDS ? [...items.slice(0, first), ...items.slice(again)] : items;
}

function readSections(items: readonly Item[]): Section[] {
  const sections: Section[] = [];
  let part: { title: string; key: string } | undefined;
  let section: Section = { kind: "opening", title: OPENING_TITLE, key: "opening", paragraphs: [], words: 0 };
  for (const item of items) {
    if (!isHeading(item)) {
      section.paragraphs.push(item.paragraph);
      section.words += item.words;
      continue;
    }
    sections.push(section);
    const title = headingTitle(item);
    const { kind, key } = item.heading;
    if (kind === "part") {
      part = { title, key };
      section = { kind: "part", title, key, paragraphs: [], words: 0 };
    } else if (kind === "contents") {
      section = { kind: "contents", title, key, paragraphs: [], words: 0 };
    } else {
      // A preface or epilogue stands outside the books or parts around it.
      if (kind === "standalone") part = undefined;
      section = {
        kind: "chapter",
        title,
        key: `${part?.key ?? ""}>${key}`,
        ...(part ? { part: part.title } : {}),
        paragraphs: [],
        words: 0,
      };
    }
  }
  sections.push(section);
  return sections;
}

/**
 * The sections that are chapters: the opening when long, the rest when they hold real text. A short
 * section before the first real chapter is contents or front matter; one whose heading comes again
 * later is a contents entry; a short text under a part's heading (an epigraph) opens its first chapter.
 */
function chapterSections(sections: readonly Section[]): Section[] {
  const firstReal = sections.findIndex(isRealChapter);
  const kept: Section[] = [];
  let epigraph: Section | undefined;
  const keep = (section: Section) => {
    kept.push(
      epigraph
        ? { ...section, paragraphs: [...epigraph.paragraphs, ...section.paragraphs], words: epigraph.words + section.words }
        : section,
    );
    epigraph = undefined;
  };
  sections.forEach((section, index) => {
    if (!section.paragraphs.length) return;
    if (section.kind === "opening") {
      if (section.words >= MIN_OPENING_WORDS) keep(section);
      return;
    }
    if (section.kind === "contents" && section.words < MAX_CONTENTS_WORDS) return;
    if (section.words >= MIN_CHAPTER_WORDS) return keep(section);
    if (firstReal < 0 || index < firstReal) return;
    if (sections.some((later, laterIndex) => laterIndex > index && later.key === section.key)) return;
    const next = sections[index + 1];
    if (section.kind === "part" && next?.kind === "chapter" && next.part === section.title) epigraph = section;
    else keep(section);
  });
  return kept;
}

function toChapter(section: Section): Chapter {
  return { title: section.title, ...(section.part ? { part: section.part } : {}), paragraphs: section.paragraphs };
}

/** The whole text in windows, without a contents list and, when headings were found, without short front matter. */
function windowedChapters(sections: readonly Section[]): Chapter[] {
  const hasRealChapter = sections.some(isRealChapter);
  const paragraphs = sections
    .filter((section) => !(section.kind === "contents" && section.words < MAX_CONTENTS_WORDS))
    .filter((section) => !(section.kind === "opening" && hasRealChapter && section.words < MIN_OPENING_WORDS))
    .flatMap((section) => section.paragraphs);
  return wordWindows(paragraphs, WINDOW_WORDS).map((window, index) => ({ title: `Part ${index + 1}`, paragraphs: window }));
}

/** "THE END" or "Finis" on its own, as printed under a story's last line. */
const THE_END = /^(?:the end|finis)\.?$/i;

/**
 * The blocks up to the story's printed end: what follows a lone "THE END" in the book's second half
 * is the publisher's (a catalogue of other titles, a transcriber's note), not the author's last chapter.
 */
function untilTheEnd(blocks: readonly string[][]): string[][] {
  for (let index = blocks.length - 1; index >= blocks.length / 2; index -= 1) {
    const block = blocks[index] ?? [];
    if (block.length === 1 && THE_END.test((block[0] ?? "").trim())) return blocks.slice(0, index);
  }
  return [...blocks];
}

export function readPlainBook(text: string): Book {
  if (text.length > MAX_BOOK_CHARS) throw tooLongForABook("this text");
  const gutenberg = stripGutenberg(text);
  const blocks = untilTheEnd(textBlocks(gutenberg.text));
  const firstHeading = blocks.findIndex((block) => block.length <= 2 && parseHeading(block[0] ?? "") !== undefined);
  const titlePage = readTitlePage(blocks.slice(0, firstHeading < 0 ? blocks.length : firstHeading));

  const sections = readSections(withoutContentsRun(readItems(blocks.slice(titlePage.blocks))));
  const chapters = chapterSections(sections);
  // Fewer than two: the headings were stray lines or divide nothing, and windows serve a summary better.
  const realChapters = chapters.filter(isRealChapter).length;

  const title = gutenberg.title ? titleCase(gutenberg.title) : titlePage.title;
  const author = gutenberg.author ? titleCase(gutenberg.author) : titlePage.author;
  return {
    ...(title ? { title } : {}),
    ...(author ? { author } : {}),
    chapters: realChapters >= 2 ? splitLongChapters(chapters.map(toChapter)) : windowedChapters(sections),
  };
}
