/**
 * From the text of the spine files to the book's chapters: each file is cut where the table of
 * contents points into it (#fragment anchors), each piece titled by its contents entry, and the
 * volume or part it belongs to taken from the nesting of the contents, or, when the contents are
 * flat, from "VOLUME II" / "BOOK III" lines standing alone in the text (converters from plain text
 * leave them at the end of the previous chapter's file, as in the corpus Emma, or atop the next).
 * A piece holding several chapter headings (a novel in one file, or files the contents point to only
 * at their starts) is cut again at those headings, each chapter titled by its own.
 */
import type { Chapter } from "../book";
import { parseHeading } from "../headings";
import { wordCount } from "../words";
import type { PageRole } from "./front-matter";
import type { TocEntry } from "./navigation";
import type { TextBlock, XhtmlText } from "./xhtml-text";

export interface Page {
  /** Archive path of the spine file. */
  path: string;
  role: PageRole;
  text: XhtmlText;
}

/** A place the table of contents points to. */
interface TocTarget {
  label: string;
  /** The volumes or parts the entry sits in, outermost first, joined. */
  part?: string;
  path: string;
  fragment?: string;
  /** The entry is a volume or part itself, not a chapter. */
  opensPart: boolean;
}

interface Section {
  blocks: TextBlock[];
  role: PageRole;
  target?: TocTarget;
  /** The piece of a file before the first place the contents point to (or a whole file they never point to). */
  untargeted: boolean;
  /** Cut at a chapter heading inside what the contents point to: titled by its headings, not the contents' label. */
  atHeading?: boolean;
}

/** Below this many words, a piece of the book with no chapter-like title is a title page, dedication or epigraph. */
const MIN_CHAPTER_WORDS = 40;

/** A volume, book or part heading ("VOLUME II", "BOOK THE FIRST", "Part 2: The Return"). */
function isPartTitle(text: string): boolean {
  return parseHeading(text)?.kind === "part";
}

/**
 * A chapter heading, a preface or epilogue, a Roman numeral; or a number alone, which a plain-text
 * line cannot be trusted with (page numbers) but a heading or contents label can.
 */
function isChapterTitle(text: string | undefined): boolean {
  if (text === undefined) return false;
  const kind = parseHeading(text)?.kind;
  return kind === "chapter" || kind === "standalone" || kind === "numeral" || /^\d+\b/.test(text);
}

function leadsOutside(entry: TocEntry, path: string | undefined): boolean {
  return (entry.path !== undefined && entry.path !== path) || entry.children.some((child) => leadsOutside(child, path));
}

/**
 * An entry with children is a volume or part when they lead to other files, when it is called one,
 * or when they are chapters and it is not; otherwise (a chapter whose sections are anchors in its
 * own file) it is a chapter and its children are not cut out of it.
 */
function isPart(entry: TocEntry): boolean {
  if (entry.children.length === 0) return false;
  if (entry.path === undefined || entry.children.some((child) => leadsOutside(child, entry.path))) return true;
  return isPartTitle(entry.label) || (!isChapterTitle(entry.label) && entry.children.some((child) => isChapterTitle(child.label)));
}

function tocTargets(entries: TocEntry[], parts: string[] = []): TocTarget[] {
  return entries.flatMap((entry) => {
    const opensPart = isPart(entry);
    const inParts = opensPart ? [...parts, entry.label].filter(Boolean) : parts;
    const own: TocTarget[] = entry.path
      ? [{ label: entry.label, part: inParts.join(", ") || undefined, path: entry.path, fragment: entry.fragment, opensPart }]
      : [];
    return opensPart ? [...own, ...tocTargets(entry.children, inParts)] : own;
  });
}

/** A heading that opens a chapter, a preface or an epilogue: not a part's, a bare number's or a contents list's. */
function isChapterHeading(block: TextBlock): boolean {
  const kind = block.heading ? parseHeading(block.text)?.kind : undefined;
  return kind === "chapter" || kind === "standalone";
}

/** The section cut before each of its chapter headings when it holds more than one; what precedes the first stays as it was. */
function splitAtChapterHeadings(section: Section): Section[] {
  const cuts = section.blocks.flatMap((block, index) => (isChapterHeading(block) ? [index] : []));
  const [first = 0] = cuts;
  if (cuts.length < 2) return [section];
  const chapters = cuts.map((at, index): Section => ({
    ...section,
    blocks: section.blocks.slice(at, cuts[index + 1] ?? section.blocks.length),
    untargeted: false,
    atHeading: true,
  }));
  return first > 0 ? [{ ...section, blocks: section.blocks.slice(0, first) }, ...chapters] : chapters;
}

function pageSections(page: Page, targets: TocTarget[]): Section[] {
  const { blocks, anchors } = page.text;
  const located = targets
    .map((target) => ({ target, at: (target.fragment && anchors.get(target.fragment)) || 0 }))
    .sort((a, b) => a.at - b.at);
  // One entry per place: where a volume and its first chapter open together, the chapter.
  const starts: typeof located = [];
  for (const start of located) {
    const last = starts.at(-1);
    if (last?.at !== start.at) starts.push(start);
    else if (last.target.opensPart && !start.target.opensPart) starts[starts.length - 1] = start;
  }
  const firstAt = starts[0]?.at ?? blocks.length;
  const sections: Section[] = firstAt > 0 ? [{ blocks: blocks.slice(0, firstAt), role: page.role, untargeted: true }] : [];
  starts.forEach(({ target, at }, index) => {
    sections.push({ blocks: blocks.slice(at, starts[index + 1]?.at ?? blocks.length), role: page.role, target, untargeted: false });
  });
  return sections.flatMap(splitAtChapterHeadings);
}

/** Volume or part lines at the start (among the headings) or at the end of a piece, taken out of its text. */
function splitPartMarkers(blocks: TextBlock[]): { leading?: string; trailing?: string; blocks: TextBlock[] } {
  let leading: string | undefined;
  const kept: TextBlock[] = [];
  let inLeadingHeadings = true;
  for (const block of blocks) {
    if (inLeadingHeadings && isPartTitle(block.text)) leading = block.text;
    else {
      inLeadingHeadings &&= block.heading;
      kept.push(block);
    }
  }
  let trailing: string | undefined;
  while (kept.length > 0 && isPartTitle(kept.at(-1)?.text ?? "")) trailing ??= kept.pop()?.text;
  return { leading, trailing, blocks: kept };
}

function sameTitle(a: string, b: string): boolean {
  const plain = (text: string) => text.toLowerCase().replace(/[\s.:]+$/, "");
  return plain(a) === plain(b);
}

/** "CHAPTER I" and "The Beginning" → "CHAPTER I. The Beginning". */
function joinedTitle(headings: string[]): string {
  return headings.reduce(
    (title, heading) => (!title ? heading : /[.:!?—–-]$/.test(title) ? `${title} ${heading}` : `${title}. ${heading}`),
    "",
  );
}

/** The contents entry's label, with the file's subtitle heading when its first heading repeats the label. */
function titleOf(label: string | undefined, headings: string[]): string {
  const [first, second] = headings;
  if (!label) return joinedTitle(headings.slice(0, 2));
  return first !== undefined && second !== undefined && sameTitle(first, label) ? joinedTitle([first, second]) : label;
}

export function bookChapters(pages: Page[], toc: TocEntry[]): Chapter[] {
  const targets = tocTargets(toc);
  const partsFromToc = targets.some((target) => target.part !== undefined);
  const targetsByPath = new Map<string, TocTarget[]>();
  for (const target of targets) {
    const list = targetsByPath.get(target.path);
    if (list) list.push(target);
    else targetsByPath.set(target.path, [target]);
  }
  const tocCoversText = pages.some((page) => page.role === "content" && targetsByPath.has(page.path));
  const chapters: Chapter[] = [];
  let part: string | undefined;

  for (const page of pages) {
    for (const section of pageSections(page, targetsByPath.get(page.path) ?? [])) {
      if (section.role === "toc") continue;
      const marked = splitPartMarkers(section.blocks);
      if (partsFromToc) part = section.target ? section.target.part : part;
      else part = marked.leading ?? part;

      const first = section.blocks[0];
      const bodyStart = marked.blocks.findIndex((block) => !block.heading);
      const headings = marked.blocks.slice(0, Math.max(0, bodyStart)).map((block) => block.text);
      const paragraphs = bodyStart < 0 ? [] : marked.blocks.slice(bodyStart).map((block) => block.text);
      const previous = chapters.at(-1);
      // A file the contents skip that opens mid-sentence continues the chapter before it (an e-book
      // maker's size split); one that opens with a heading is a chapter the contents left out.
      const continues = section.untargeted && tocCoversText && first && !first.heading && !isPartTitle(first.text);

      if (section.role === "content" && continues && previous) {
        // Not push(...paragraphs): a file of a hundred thousand paragraphs would overflow the call's arguments.
        previous.paragraphs = previous.paragraphs.concat(paragraphs);
      } else if (section.role === "content" && paragraphs.length > 0) {
        const label = (!section.atHeading && section.target?.label) || undefined;
        const words = marked.blocks.reduce((sum, block) => sum + wordCount(block.text), 0);
        const chapterLike = isChapterTitle(label) || isChapterTitle(headings[0]);
        if (words >= MIN_CHAPTER_WORDS || chapterLike) {
          const title = titleOf(label, headings) || `Section ${chapters.length + 1}`;
          chapters.push(part ? { title, part, paragraphs } : { title, paragraphs });
        }
      }
      if (!partsFromToc) part = marked.trailing ?? part;
    }
  }
  return chapters;
}
