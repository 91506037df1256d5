/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import type { Book } from "../../text/book";
import { readPlainBook } from "../../text/plain-book";
import { splitSentences } from "../../text/sentences";
import { unitsOf } from "../../text/units";
import { wordCount } from "../../text/words";
import { type SummaryLength, summarizeBook } from "./summarize";

const LENGTH: SummaryLength = { by: "sentences", sentences: 3, share: 5, overall: 10 };
const read = (name: string) => readPlainBook(fs.readFileSync(path.join(corpusDir(), "text", name), "utf8"));
const normalised = (text: string) => text.replace(/\s+/g, " ");

describe("summarizeBook", () => {
  let pride: Book;
  let dictionary: Book;
  beforeAll(() => {
    pride = read("pride_and_prejudice_austen.txt");
    dictionary = read("devils_dictionary_bierce.txt");
  });

  it("quotes every sentence verbatim from the book", () => {
    for (const book of [pride, dictionary]) {
      const source = normalised(book.chapters.flatMap((chapter) => chapter.paragraphs).join(" "));
      const summary = summarizeBook(book, LENGTH);
      for (const sentence of [...summary.overall, ...summary.chapters.flatMap((chapter) => chapter.sentences)])
        expect(source.includes(normalised(sentence))).toBe(true);
    }
  });

  it("gives each chapter the number of picks asked for, in the author's order, and the book the overall length", () => {
    const summary = summarizeBook(pride, { ...LENGTH, sentences: 4, overall: 12 });
    expect(summary.chapters).toHaveLength(61);
    for (const [index, chapter] of summary.chapters.entries()) {
      expect(chapter.sentences).toHaveLength(4);
      const text = normalised(pride.chapters[index]!.paragraphs.join(" "));
      const positions = chapter.sentences.map((sentence) => text.indexOf(normalised(sentence)));
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
    }
    expect(summary.overall).toHaveLength(12);
  });

  it("takes a share of each chapter's sentences when asked to", () => {
    const summary = summarizeBook(pride, { ...LENGTH, by: "share", share: 10 });
    for (const [index, chapter] of summary.chapters.entries()) {
      const count = pride.chapters[index]!.paragraphs.flatMap(splitSentences).length;
      expect(chapter.sentences.length).toBeLessThanOrEqual(Math.max(1, Math.round(count * 0.1)));
      expect(chapter.sentences.length).toBeGreaterThanOrEqual(Math.min(1, count));
    }
  });

  it("gives each chapter a longer passage for a model to rewrite: its picks and more, in order, about 600 words", () => {
    const summary = summarizeBook(pride, LENGTH);
    for (const [index, chapter] of summary.chapters.entries()) {
      expect(chapter.passage.length).toBeGreaterThan(chapter.sentences.length);
      for (const sentence of chapter.sentences) expect(chapter.passage).toContain(sentence);
      const text = normalised(pride.chapters[index]!.paragraphs.join(" "));
      const positions = chapter.passage.map((sentence) => text.indexOf(normalised(sentence)));
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const words = wordCount(chapter.passage.join(" "));
      expect(words).toBeLessThanOrEqual(600);
      expect(words).toBeGreaterThan(Math.min(300, chapter.words / 4));
    }
  });

  it("is the same every run", () => {
    expect(summarizeBook(pride, LENGTH)).toEqual(summarizeBook(pride, LENGTH));
  });

  it("holds back quoted speech: a novel half in dialogue gives summaries mostly of narration", () => {
    // Quotes are followed within each paragraph, where a speech may run over several sentences; a unit keeps its quotes balanced.
    const quoted = (text: string) => unitsOf([text])[0]?.dialogue ?? 0;
    const units = pride.chapters.flatMap((chapter) => unitsOf(chapter.paragraphs));
    const mostlyQuoted = (shares: readonly number[]) => shares.filter((share) => share > 0.5).length / shares.length;
    const picked = summarizeBook(pride, LENGTH).chapters.flatMap((chapter) => chapter.sentences);
    expect(mostlyQuoted(picked.map(quoted))).toBeLessThan(mostlyQuoted(units.map((unit) => unit.dialogue)) / 2);
  });

  it("skips sentences too short to stand alone", () => {
    const picked = summarizeBook(pride, LENGTH).chapters.flatMap((chapter) => chapter.sentences);
    for (const sentence of picked) expect(sentence.split(" ").length).toBeGreaterThanOrEqual(8);
  });

  it("counts the book's words", () => {
    expect(summarizeBook(pride, LENGTH).words).toBeGreaterThan(120_000);
  });
});
