/**
 * Rewrites a book's chapters one after another with the browser's on-device summarizer. A
 * chapter the model cannot take (too long for it, a language it refuses) is reported and the
 * others go on, so one chapter never loses the rest of the book.
 */
import { type Section, sectionsMarkdown } from "../render";
import type { OnDeviceSummarizer } from "./browser-summarizer";

export type Rewrite = { text: string; error?: undefined } | { text?: undefined; error: string };

/** How many times a chapter is offered again, halved, after the model says it is too long. */
const SHORTENINGS = 2;

const firstHalf = (text: string) => {
  const sentences = text.split(/(?<=[.!?]["'”’)]?)\s+/);
  return sentences.slice(0, Math.max(1, Math.floor(sentences.length / 2))).join(" ");
};

const tooLong = (error: unknown) => error instanceof DOMException && error.name === "QuotaExceededError";

async function rewriteOne(summarizer: OnDeviceSummarizer, section: Section, signal: AbortSignal): Promise<Rewrite> {
  let text = section.text;
  const context = section.part ? `${section.part}, ${section.title}` : section.title;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return { text: (await summarizer.summarize(text, { context, signal })).trim() };
    } catch (error) {
      if (signal.aborted) throw error;
      if (tooLong(error) && attempt < SHORTENINGS) {
        text = firstHalf(text);
        continue;
      }
      return { error: error instanceof Error && error.message ? error.message : String(error) };
    }
  }
}

/** Calls `onRewrite` with each chapter's rewrite as it comes; stops (throwing the abort) when `signal` is aborted. */
export async function rewriteSections(
  summarizer: OnDeviceSummarizer,
  sections: readonly Section[],
  signal: AbortSignal,
  onRewrite: (index: number, rewrite: Rewrite) => void,
): Promise<void> {
  for (const [index, section] of sections.entries()) {
    signal.throwIfAborted();
    onRewrite(index, await rewriteOne(summarizer, section, signal));
  }
}

/** The rewritten chapters as a Markdown file, saying plainly whose words they are. */
export function rewriteMarkdown(heading: string, sections: readonly Section[], rewrites: readonly (Rewrite | undefined)[]): string {
  const rewritten = sections.flatMap((section, index) => {
    const text = rewrites[index]?.text;
    return text ? [{ ...section, text }] : [];
  });
  const lines = [
    `# ${heading}`,
    "",
    "_Rewritten by the browser's on-device model from passages of the book: the model's words, not the author's._",
    "",
    ...sectionsMarkdown(rewritten, (text) => text),
  ];
  return `${lines.join("\n").trimEnd()}\n`;
}
