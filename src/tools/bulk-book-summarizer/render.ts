/**
 * A book's summary as the files the visitor downloads: Markdown (the title and author as `#`, the
 * facts, the whole book's summary, then each chapter as `##`, under its part when the book has
 * parts) and the same as plain text. Sentences are the author's, so they are never escaped into
 * something else: only characters Markdown would take as markup at a line's start are guarded.
 */
import type { BookSummary } from "./summarize";

export interface SummaryDocument {
  title?: string;
  author?: string;
  summary: BookSummary;
  keyTerms: readonly string[];
  names: readonly string[];
  /** Minutes to read the whole book. */
  readingMinutes: number;
  /** Chapter summaries, the whole book's, or both. */
  scope: "both" | "chapters" | "overall";
}

/** A line of prose that Markdown would read as a heading, list, quote or rule gets its first character escaped. */
const guard = (line: string) => line.replace(/^([#>*+-]|\d+[.)])/, "\\$1");

function facts(document: SummaryDocument): string[] {
  const words = document.summary.words.toLocaleString("en-GB");
  return [
    `${words} words · about ${document.readingMinutes} min to read · ${document.summary.chapters.length} chapters`,
    document.names.length > 0 ? `Most mentioned: ${document.names.join(", ")}` : "",
    document.keyTerms.length > 0 ? `Key terms: ${document.keyTerms.join(", ")}` : "",
  ].filter(Boolean);
}

/** Each chapter's lines, with a part's heading before its first chapter. */
function chapterSections(document: SummaryDocument, heading: (level: 2 | 3, text: string) => string): string[] {
  const lines: string[] = [];
  let part: string | undefined;
  const level = document.summary.chapters.some((chapter) => chapter.part) ? 3 : 2;
  for (const chapter of document.summary.chapters) {
    if (chapter.part && chapter.part !== part) lines.push(heading(2, chapter.part), "");
    part = chapter.part;
    lines.push(heading(level, chapter.title), "", guard(chapter.sentences.join(" ")), "");
  }
  return lines;
}

export function summaryMarkdown(document: SummaryDocument, fileName: string): string {
  const title = document.title ?? fileName;
  const lines = [`# ${title}${document.author ? ` — ${document.author}` : ""}`, "", ...facts(document).map((fact) => `_${fact}_  `), ""];
  if (document.scope !== "chapters") lines.push("## Summary", "", guard(document.summary.overall.join(" ")), "");
  if (document.scope !== "overall") lines.push(...chapterSections(document, (level, text) => `${"#".repeat(level)} ${text}`));
  return `${lines.join("\n").trimEnd()}\n`;
}

export function summaryText(document: SummaryDocument, fileName: string): string {
  const title = document.title ?? fileName;
  const underline = (text: string, character: string) => `${text}\n${character.repeat(Math.min(80, text.length))}`;
  const lines = [underline(`${title}${document.author ? ` — ${document.author}` : ""}`, "="), "", ...facts(document), ""];
  if (document.scope !== "chapters") lines.push(underline("Summary", "-"), "", document.summary.overall.join(" "), "");
  if (document.scope !== "overall")
    for (const chapter of document.summary.chapters)
      lines.push(underline(chapter.part ? `${chapter.part} · ${chapter.title}` : chapter.title, "-"), "", chapter.sentences.join(" "), "");
  return `${lines.join("\n").trimEnd()}\n`;
}
