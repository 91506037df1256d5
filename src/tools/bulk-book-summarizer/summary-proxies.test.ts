/** @jest-environment node */
/**
 * What a reader of the summaries complained of (issue 47), measured on three corpus books of three
 * kinds (a novel as plain text, a novel as an EPUB, a dictionary) and on Bible verses: units cut
 * inside a quotation or mid-sentence, verse numbers, sentences that only say "she", a whole-book
 * summary that skips part of the story, front matter counted as a chapter.
 */
import fs from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import type { Book } from "../../text/book";
import { readEpub } from "../../text/epub/read-epub";
import { readPlainBook } from "../../text/plain-book";
import { type BookSummary, summarizeBook } from "./summarize";

const LENGTH = { by: "sentences", sentences: 3, share: 5, overall: 12 } as const;
const corpus = (name: string) => fs.readFileSync(path.join(corpusDir(), "text", name));
const normalised = (text: string) => text.replace(/\s+/g, " ");
const LEANS_BACK = /^(?:he|she|it|they|his|her|its|their|him|them|this|that|these|those|but|or|and|so|then|yet|nor)\b/i;

function units(summary: BookSummary): string[] {
  return [...summary.overall, ...summary.chapters.flatMap((chapter) => chapter.sentences)];
}

const balanced = (text: string) =>
  (text.match(/"/g)?.length ?? 0) % 2 === 0 && (text.match(/“/g)?.length ?? 0) === (text.match(/”/g)?.length ?? 0);

/** Genesis' first chapters as a plain-text Bible prints them: one verse a paragraph, numbered, many ending on ";" or ",". */
const GENESIS = [
  "The First Book of Moses: Called Genesis",
  "CHAPTER 1",
  "1:1 In the beginning God created the heaven and the earth.",
  "1:2 And the earth was without form, and void; and darkness was upon the face of the deep. And the Spirit of God moved upon the face of the waters.",
  "1:3 And God said, Let there be light: and there was light.",
  "1:4 And God saw the light, that it was good: and God divided the light from the darkness.",
  "1:5 And God called the light Day, and the darkness he called Night. And the evening and the morning were the first day.",
  "CHAPTER 2",
  "2:1 Thus the heavens and the earth were finished, and all the host of them.",
  "2:2 And on the seventh day God ended his work which he had made; and he rested on the seventh day from all his work which he had made.",
  "2:3 And God blessed the seventh day, and sanctified it: because that in it he had rested from all his work which God created and made.",
  "2:4 These are the generations of the heavens and of the earth when they were created, in the day that the LORD God made the earth and the heavens,",
  "2:5 And every plant of the field before it was in the earth, and every herb of the field before it grew: for the LORD God had not caused it to rain upon the earth, and there was not a man to till the ground.",
  "2:6 But there went up a mist from the earth, and watered the whole face of the ground.",
].join("\n\n");

describe("summaries a reader can use", () => {
  const books: [string, Book][] = [];
  const summaries: BookSummary[] = [];
  beforeAll(async () => {
    books.push(
      ["Pride and Prejudice", readPlainBook(corpus("pride_and_prejudice_austen.txt").toString("utf8"))],
      ["Emma", await readEpub(new Uint8Array(corpus("emma_austen.epub")))],
      ["The Devil's Dictionary", readPlainBook(corpus("devils_dictionary_bierce.txt").toString("utf8"))],
    );
    for (const [, book] of books) summaries.push(summarizeBook(book, LENGTH));
  });

  it("quotes whole units: quotation marks balanced, none ending on a comma, semicolon or colon", () => {
    for (const summary of summaries)
      for (const unit of units(summary)) {
        expect(balanced(unit)).toBe(true);
        expect(unit).not.toMatch(/[,;:]["'”’]?$/);
      }
  });

  it("opens at most one pick in ten with a pronoun or a connective: such a sentence comes with the one before it", () => {
    for (const summary of summaries) {
      const picked = units(summary);
      const leaning = picked.filter((unit) => LEANS_BACK.test(unit.replace(/^["“]/, "")));
      expect(leaning.length / picked.length).toBeLessThanOrEqual(0.1);
    }
  });

  it("covers every tenth of the book in the whole book's summary, in reading order", () => {
    for (const [index, summary] of summaries.entries()) {
      const text = normalised(books[index]![1].chapters.flatMap((chapter) => chapter.paragraphs).join(" "));
      const positions = summary.overall.map((unit) => text.indexOf(normalised(unit)) / text.length);
      expect(positions.every((position) => position >= 0)).toBe(true);
      expect(positions).toEqual([...positions].sort((a, b) => a - b));
      const tenths = new Set(positions.map((position) => Math.min(9, Math.floor(position * 10))));
      expect(tenths.size).toBe(10);
    }
  });

  it("counts the chapters exactly and knows each book's title and author", () => {
    expect(summaries.map((summary) => summary.chapters.length)).toEqual([61, 55, 20]);
    expect(books.map(([, book]) => [book.title, book.author])).toEqual([
      ["Pride and Prejudice", "Jane Austen"],
      ["Emma", "Jane Austen"],
      ["The Devil's Dictionary", "Ambrose Bierce"],
    ]);
  });

  it("shows Bible verses without their numbers and whole to their full stop, under the book's own title", () => {
    const book = readPlainBook(GENESIS);
    expect(book.title).toBe("The First Book of Moses: Called Genesis");
    const summary = summarizeBook(book, { ...LENGTH, overall: 3 });
    const picked = units(summary);
    expect(picked.length).toBeGreaterThan(0);
    for (const unit of picked) {
      expect(unit).not.toMatch(/\d+:\d+/);
      expect(unit).toMatch(/[.!?]$/);
    }
    expect(summary.chapters[0]!.sentences[0]).toMatch(/^In the beginning God created the heaven and the earth\./);
  });

  it("leaves a preface and an advertisement out of the chapters, and names them", () => {
    const chapter = (title: string, seed: string) => ({
      title,
      paragraphs: Array.from(
        { length: 12 },
        (_, index) => `Catherine Morland walked to the ${seed} pump-room on the ${index + 1}th morning with Mrs. Allen beside her.`,
      ),
    });
    const book: Book = {
      chapters: [
        chapter("Advertisement by the Authoress", "old"),
        chapter("Preface", "new"),
        chapter("CHAPTER 1", "first"),
        chapter("CHAPTER 2", "second"),
        chapter("Introduction of a stranger", "third"),
      ],
    };
    const summary = summarizeBook(book, LENGTH);
    expect(summary.frontMatter).toEqual(["Advertisement by the Authoress", "Preface"]);
    expect(summary.chapters.map((entry) => entry.title)).toEqual(["CHAPTER 1", "CHAPTER 2", "Introduction of a stranger"]);
    expect(units(summary).join(" ")).not.toMatch(/ (old|new) pump-room/);
  });
});
