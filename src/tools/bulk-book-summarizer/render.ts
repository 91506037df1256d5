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
    document.summary.frontMatter.length > 0 ? `Before the first chapter, not summarised: ${document.summary.frontMatter.join(", ")}` : "",
  ].filter(Boolean);
}

/** A chapter's text under its title, and under its part when the book has parts. */
export interface Section {
  title: string;
  part?: string;
  text: string;
}

/** Each chapter as Markdown, with a part's heading before its first chapter; `body` makes a section's text Markdown (the author's prose is guarded, a model's Markdown is kept). */
export function sectionsMarkdown(sections: readonly Section[], body: (text: string) => string = guard): string[] {
  const lines: string[] = [];
  let part: string | undefined;
  const level = sections.some((section) => section.part) ? "###" : "##";
  for (const section of sections) {
    if (section.part && section.part !== part) lines.push(`## ${section.part}`, "");
    part = section.part;
    lines.push(`${level} ${section.title}`, "", body(section.text), "");
  }
  return lines;
}

/** The line a summary starts with: the title, and the author when known. */
export const headline = (title: string, author: string | undefined) => `${title}${author ? ` — ${author}` : ""}`;

const chapterSections = (document: SummaryDocument): Section[] =>
  document.summary.chapters.map(({ title, part, sentences }) => ({ title, ...(part ? { part } : {}), text: sentences.join(" ") }));

export function summaryMarkdown(document: SummaryDocument, fileName: string): string {
  const lines = [`# ${headline(document.title ?? fileName, document.author)}`, "", ...facts(document).map((fact) => `_${fact}_  `), ""];
  if (document.scope !== "chapters") lines.push("## Summary", "", guard(document.summary.overall.join(" ")), "");
  if (document.scope !== "overall") lines.push(...sectionsMarkdown(chapterSections(document)));
  return `${lines.join("\n").trimEnd()}\n`;
}

export function summaryText(document: SummaryDocument, fileName: string): string {
  const underline = (text: string, character: string) => `${text}\n${character.repeat(Math.min(80, text.length))}`;
  const lines = [underline(headline(document.title ?? fileName, document.author), "="), "", ...facts(document), ""];
  if (document.scope !== "chapters") lines.push(underline("Summary", "-"), "", document.summary.overall.join(" "), "");
  if (document.scope !== "overall")
    for (const section of chapterSections(document))
      lines.push(underline(section.part ? `${section.part} · ${section.title}` : section.title, "-"), "", section.text, "");
  return `${lines.join("\n").trimEnd()}\n`;
}
