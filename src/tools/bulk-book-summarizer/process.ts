import type { ProcessFn } from "../../domain/tool";
import { readBook } from "./read-book";
import { summaryMarkdown, summaryText } from "./render";
import type { Settings } from "./meta";
import { summarizeBook } from "./summarize";
import { keyTermsOf, namesOf } from "./terms";

/** Silent reading speed of adult readers of English prose (Brysbaert 2019: 238 words a minute). */
const WORDS_PER_MINUTE = 238;

const process: ProcessFn<Settings> = async (signal, input, settings, progress) => {
  progress(0.05, "read");
  const book = await readBook(input, signal, (done, total) => progress(0.05 + (0.6 * done) / total, "read pages"));
  if (book.chapters.length === 0) throw new Error("this book has no text to summarise");
  signal.throwIfAborted();
  progress(0.7, "summarise");
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
  const stem = input.name.replace(/\.[^.]+$/, "");
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
      readingMinutes: document.readingMinutes,
      passages: summary.chapters.map(({ title, part, passage }) => ({ title, ...(part ? { part } : {}), text: passage.join(" ") })),
    },
  };
};

export default process;
