/**
 * Which spine files are not the author's text: the cover, the table of contents, title and
 * copyright pages. Marks the book itself gives (guide, landmarks, epub:type) and file names are
 * trusted only for pages too short to be a chapter, so a mislabelled chapter is never dropped.
 */
import type { XhtmlText } from "./xhtml-text";

/** "toc" pages are lists of the book's headings, so their text says nothing about where volumes begin. */
export type PageRole = "content" | "front-matter" | "toc";

export interface PageEvidence {
  /** Archive path and manifest id of the file. */
  path: string;
  id: string;
  isNavDocument: boolean;
  /** Guide and landmark types pointing at the file. */
  landmarks: string[];
  text: XhtmlText;
}

const TOC_TYPES = new Set(["toc", "landmarks", "loi", "lot", "index"]);
const FRONT_MATTER_TYPES = new Set([
  "cover",
  "titlepage",
  "title-page",
  "halftitlepage",
  "copyright-page",
  "copyright",
  "colophon",
  "imprint",
]);
const TOC_NAMES = new Set(["toc", "nav", "contents", "tableofcontents"]);
const FRONT_MATTER_NAMES = new Set(["cover", "title", "titlepage", "halftitle", "copyright", "colophon", "imprint"]);
/** Longer than any cover or title page, and than most copyright pages; shorter than nearly every chapter. */
const MAX_MARKED_WORDS = 1000;
const MAX_NAMED_WORDS = 500;

function nameWords(path: string, id: string): string[] {
  const file = path.slice(path.lastIndexOf("/") + 1).replace(/\.[^.]*$/, "");
  return [file, id].flatMap((name) => name.toLowerCase().split(/[^a-z]+/));
}

export function pageRole(page: PageEvidence): PageRole {
  const { text } = page;
  if (page.isNavDocument) return "toc";
  if (text.links >= 3 && text.linkWords * 2 >= text.words) return "toc";
  const marks = [...page.landmarks, ...text.types];
  if (text.words < MAX_MARKED_WORDS) {
    if (marks.some((mark) => TOC_TYPES.has(mark))) return "toc";
    if (marks.some((mark) => FRONT_MATTER_TYPES.has(mark))) return "front-matter";
  }
  if (text.words < MAX_NAMED_WORDS) {
    const names = nameWords(page.path, page.id);
    if (names.some((name) => TOC_NAMES.has(name))) return "toc";
    if (names.some((name) => FRONT_MATTER_NAMES.has(name))) return "front-matter";
  }
  return "content";
}
