/** A read book's summary files (Markdown and plain text) and data, wherever it was read. */
import type { ProcessResult } from "../../domain/tool";
import type { Book } from "../../text/book";
import type { Settings } from "./meta";
import { summaryMarkdown, summaryText } from "./render";
import { summarizeBook } from "./summarize";
import { keyTermsOf, namesOf } from "./terms";

/** Silent reading speed of adult readers of English prose (Brysbaert 2019: 238 words a minute). */
const WORDS_PER_MINUTE = 238;

/** `name`: the book file's name, whose stem heads a summary of a book without a title. */
export function summaryFiles(book: Book, name: string, settings: Settings): ProcessResult {
  if (book.chapters.length === 0) throw new Error("this book has no text to summarise");
  const summary = summarizeBook(book, {
    by: settings.lengthBy,
    sentences: settings.sentences,
    share: settings.share,
    overall: settings.overall,
  });
  const names = namesOf(book);
  const document = {
    ...(book.title ? { title: book.title } : {}),
    ...(book.author ? { author: book.author } : {}),
    summary,
    keyTerms: keyTermsOf(book),
    names,
    readingMinutes: Math.max(1, Math.round(summary.words / WORDS_PER_MINUTE)),
    scope: settings.scope,
  };
  const stem = name.replace(/\.[^.]+$/, "");
  return {
    files: [
      { blob: new Blob([summaryMarkdown(document, stem)], { type: "text/markdown" }), extension: "md" },
      { blob: new Blob([summaryText(document, stem)], { type: "text/plain" }), extension: "txt" },
    ],
    data: {
      title: book.title ?? null,
      author: book.author ?? null,
      words: summary.words,
      chapters: summary.chapters.length,
      frontMatter: summary.frontMatter,
      readingMinutes: document.readingMinutes,
      passages: summary.chapters.map(({ title, part, passage }) => ({ title, ...(part ? { part } : {}), text: passage.join(" ") })),
    },
  };
}
