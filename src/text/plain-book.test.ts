/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../test-utils/corpus";
import type { Book } from "./book";
import { MAX_BOOK_CHARS } from "./book-length";
import { decodeText } from "./decode-text";
import { readPlainBook } from "./plain-book";
import { wordCount } from "./words";

const readCorpusText = (file: string) => decodeText(readFileSync(path.join(corpusDir(), "text", file))).text;
const chapterWords = (book: Book) =>
  book.chapters.map((chapter) => chapter.paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0));
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Prose of about `words` words, different for each `seed`, hard-wrapped at 70 columns as plain-text books are. */
function prose(seed: string, words = 120): string {
  const sentence = `The ${seed} went on through the long grey afternoon and nobody said a word about it.`;
  const text = Array.from({ length: Math.ceil(words / 17) }, () => sentence).join(" ");
  return text.replace(/(.{1,70})(?: |$)/g, "$1\n").trim();
}

describe("readPlainBook on Pride and Prejudice", () => {
  const text = readCorpusText("pride_and_prejudice_austen.txt");
  const book = readPlainBook(text);

  it("reads the title page", () => {
    expect(book.title).toBe("Pride and Prejudice");
    expect(book.author).toBe("Jane Austen");
  });

  it("finds the 61 chapters in order, without parts", () => {
    expect(book.chapters).toHaveLength(61);
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(Array.from({ length: 61 }, (_, index) => `Chapter ${index + 1}`));
    expect(book.chapters.every((chapter) => chapter.part === undefined)).toBe(true);
  });

  it("opens chapter 1 with its first paragraph, unwrapped", () => {
    expect(book.chapters[0]?.paragraphs[0]).toBe(
      "It is a truth universally acknowledged, that a single man in possession of a good fortune, must be in want of a wife.",
    );
  });

  it("keeps the text: within 1 % of the manifest's 121,567 words", () => {
    expect(Math.abs(sum(chapterWords(book)) - 121_567) / 121_567).toBeLessThan(0.01);
  });

  it("leaves no scene break, blank or wrapped paragraph", () => {
    const paragraphs = book.chapters.flatMap((chapter) => chapter.paragraphs);
    expect(paragraphs.filter((paragraph) => /^[\s*]*$|\n|\s{2}|^\s|\s$/.test(paragraph))).toEqual([]);
  });
});

describe("readPlainBook on The Devil's Dictionary (no chapters)", () => {
  const text = readCorpusText("devils_dictionary_bierce.txt");
  const book = readPlainBook(text);
  const words = chapterWords(book);

  it("reads the title page", () => {
    expect(book.title).toBe("The Devil's Dictionary");
    expect(book.author).toBe("Ambrose Bierce");
  });

  it("cuts the text into windows of about 3,000 words called Part 1, Part 2, …", () => {
    expect(book.chapters.length).toBeGreaterThanOrEqual(15);
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(book.chapters.map((_, index) => `Part ${index + 1}`));
    for (const count of words.slice(0, -1)) {
      expect(count).toBeGreaterThan(2000);
      expect(count).toBeLessThan(4000);
    }
    expect(words.at(-1)).toBeLessThan(4000);
  });

  it("loses no text but the title page", () => {
    expect(sum(words) / wordCount(text)).toBeGreaterThan(0.995);
    expect(book.chapters[0]?.paragraphs[0]).toMatch(/^The Devil's Dictionary was begun in a weekly paper in 1881/);
    expect(book.chapters.at(-1)?.paragraphs.join(" ")).toMatch(/ZOOLOGY, n\./);
  });
});

describe("readPlainBook on a Project Gutenberg file with books, chapters and a contents list", () => {
  const file = [
    "The Project Gutenberg eBook of The Two Books, by Ann Author",
    "",
    "Title: The Two Books",
    "",
    "Author: Ann Author",
    "",
    "*** START OF THE PROJECT GUTENBERG EBOOK THE TWO BOOKS ***",
    "",
    "THE TWO BOOKS",
    "",
    "By Ann Author",
    "",
    "CONTENTS",
    "",
    "BOOK ONE",
    "",
    "CHAPTER I",
    "",
    "CHAPTER II",
    "",
    "BOOK TWO",
    "",
    "CHAPTER III",
    "",
    "",
    "BOOK ONE",
    "",
    "CHAPTER I",
    "",
    prose("first wind"),
    "",
    "* * *",
    "",
    prose("second wind"),
    "",
    "CHAPTER II",
    "",
    prose("third wind"),
    "",
    "BOOK TWO",
    "",
    "CHAPTER III",
    "",
    prose("fourth wind"),
    "",
    "*** END OF THE PROJECT GUTENBERG EBOOK THE TWO BOOKS ***",
    "",
    "Updated editions will replace the previous one. THE FULL PROJECT GUTENBERG LICENSE",
    "PLEASE READ THIS BEFORE YOU DISTRIBUTE OR USE THIS WORK",
    "",
  ].join("\n");
  const book = readPlainBook(file);

  it("gives the three chapters under their books, and nothing for the contents list", () => {
    expect(book.title).toBe("The Two Books");
    expect(book.author).toBe("Ann Author");
    expect(book.chapters.map(({ title, part }) => ({ title, part }))).toEqual([
      { title: "CHAPTER I", part: "BOOK ONE" },
      { title: "CHAPTER II", part: "BOOK ONE" },
      { title: "CHAPTER III", part: "BOOK TWO" },
    ]);
    expect(book.chapters[0]?.paragraphs).toHaveLength(2);
    expect(book.chapters[0]?.paragraphs[0]).toMatch(/^The first wind went on through the long grey afternoon/);
  });

  it("leaves out the header and the licence", () => {
    const all = JSON.stringify(book.chapters);
    expect(all).not.toMatch(/Gutenberg|LICENSE|CONTENTS|Ann Author/);
  });
});

describe("readPlainBook on other layouts", () => {
  it("reads a chapter title on the line or block after the heading", () => {
    const text = [
      "CHAPTER I.",
      "Down the Rabbit-Hole",
      "",
      prose("rabbit"),
      "",
      "CHAPTER II",
      "",
      "THE POOL OF TEARS",
      "",
      prose("pool"),
    ].join("\n");
    expect(readPlainBook(text).chapters.map((chapter) => chapter.title)).toEqual([
      "CHAPTER I. Down the Rabbit-Hole",
      "CHAPTER II. THE POOL OF TEARS",
    ]);
  });

  it("drops a contents list set without blank lines", () => {
    const text = [
      "Contents",
      "",
      "Chapter 1. The Start",
      "Chapter 2. The End",
      "",
      "Chapter 1. The Start",
      "",
      prose("start"),
      "",
      "Chapter 2. The End",
      "",
      prose("end"),
    ].join("\n");
    expect(readPlainBook(text).chapters.map((chapter) => chapter.title)).toEqual(["Chapter 1. The Start", "Chapter 2. The End"]);
  });

  it("reads the recent Gutenberg layout: an indented contents block, titles under the headings", () => {
    const text = [
      "*** START OF THE PROJECT GUTENBERG EBOOK A WALK ***",
      "",
      "[Illustration]",
      "",
      "A Walk in the Hills",
      "",
      "by Ann Author",
      "",
      "THE FIRST EDITION 1.0",
      "",
      "Contents",
      "",
      " CHAPTER I.     Setting Out",
      " CHAPTER II.    The Ridge",
      "",
      "",
      "CHAPTER I.",
      "Setting Out",
      "",
      prose("setting out"),
      "",
      "CHAPTER II.",
      "The Ridge",
      "",
      prose("ridge"),
      "",
      "*** END OF THE PROJECT GUTENBERG EBOOK A WALK ***",
    ].join("\n");
    const book = readPlainBook(text);
    expect(book).toMatchObject({ title: "A Walk in the Hills", author: "Ann Author" });
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(["CHAPTER I. Setting Out", "CHAPTER II. The Ridge"]);
    expect(book.chapters[0]?.paragraphs).toEqual([prose("setting out").replace(/\n/g, " ")]);
  });

  it("drops contents entries that carry a line of synopsis", () => {
    const entries = ["CHAPTER I", "", "In which the wind rises.", "", "CHAPTER II", "", "In which it falls.", ""];
    const text = [...entries, "CHAPTER I", "", prose("rising"), "", "CHAPTER II", "", prose("falling")].join("\n");
    const book = readPlainBook(text);
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(["CHAPTER I", "CHAPTER II"]);
    expect(book.chapters[0]?.paragraphs[0]).toMatch(/^The rising/);
  });

  it("makes a long text before the first heading a chapter called Opening, and drops a short one", () => {
    const chapters = ["Chapter 1", "", prose("one"), "", "Chapter 2", "", prose("two")];
    expect(readPlainBook([prose("preface", 400), "", ...chapters].join("\n")).chapters.map((chapter) => chapter.title)).toEqual([
      "Opening",
      "Chapter 1",
      "Chapter 2",
    ]);
    expect(readPlainBook(["A dedication to my mother.", "", ...chapters].join("\n")).chapters.map((chapter) => chapter.title)).toEqual([
      "Chapter 1",
      "Chapter 2",
    ]);
  });

  it("keeps a preface and an epilogue as chapters outside the parts", () => {
    const text = [
      "PREFACE",
      "",
      prose("preface"),
      "",
      "PART 1",
      "",
      "Chapter 1",
      "",
      prose("one"),
      "",
      "EPILOGUE",
      "",
      prose("after"),
    ].join("\n");
    expect(readPlainBook(text).chapters.map(({ title, part }) => ({ title, part }))).toEqual([
      { title: "PREFACE", part: undefined },
      { title: "Chapter 1", part: "PART 1" },
      { title: "EPILOGUE", part: undefined },
    ]);
  });

  it("keeps chapters whose numbering starts again in each volume", () => {
    const volume = (name: string) => [name, "", "CHAPTER I", "", prose(`${name} one`), "", "CHAPTER II", "", prose(`${name} two`), ""];
    const book = readPlainBook([...volume("VOLUME I"), ...volume("VOLUME II")].join("\n"));
    expect(book.chapters.map(({ title, part }) => `${part} / ${title}`)).toEqual([
      "VOLUME I / CHAPTER I",
      "VOLUME I / CHAPTER II",
      "VOLUME II / CHAPTER I",
      "VOLUME II / CHAPTER II",
    ]);
  });

  it("makes parts with text and no chapters the chapters", () => {
    const text = ["PART ONE", "", prose("one"), "", "PART TWO", "", prose("two")].join("\n");
    expect(readPlainBook(text).chapters.map(({ title, part }) => ({ title, part }))).toEqual([
      { title: "PART ONE", part: undefined },
      { title: "PART TWO", part: undefined },
    ]);
  });

  it("reads bare Roman numerals as chapters when there are no chapter headings", () => {
    const text = ["I.", "", prose("one"), "", "II.", "", prose("two")].join("\n");
    expect(readPlainBook(text).chapters.map((chapter) => chapter.title)).toEqual(["I.", "II."]);
  });

  it("keeps a short text without headings whole, as Part 1", () => {
    expect(readPlainBook("Just a note.\n\nTwo lines of it.\n")).toEqual({
      chapters: [{ title: "Part 1", paragraphs: ["Just a note.", "Two lines of it."] }],
    });
  });

  it("windows a text with a single chapter heading", () => {
    const book = readPlainBook(["Chapter 1", "", prose("only", 5000)].join("\n"));
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(["Part 1", "Part 2"]);
  });

  it("ends the book at a lone 'THE END' in its second half: the publisher's catalogue after it is no chapter's text", () => {
    const text = [
      "CHAPTER I",
      prose("first"),
      "CHAPTER II",
      prose("second"),
      "THE END.",
      "THE MINUTE BOYS OF BOSTON",
      "Cloth decorative, illustrated, $1.50. A story of the Revolution for boys.",
    ].join("\n\n");
    const book = readPlainBook(text);
    expect(book.chapters.map((chapter) => chapter.title)).toEqual(["CHAPTER I", "CHAPTER II"]);
    expect(book.chapters[1]!.paragraphs.join(" ")).not.toMatch(/THE END|MINUTE BOYS|Cloth/);
    // Early in a book, "The End" is a chapter's title or a line of its story, not the book's end.
    const early = readPlainBook(["CHAPTER I", "The End", prose("first"), "CHAPTER II", prose("second")].join("\n\n"));
    expect(early.chapters.map((chapter) => chapter.title)).toEqual(["CHAPTER I. The End", "CHAPTER II"]);
  });

  it("keeps a play that a chapter's people put on inside that chapter: its acts and scenes are not the book's parts", () => {
    const text = [
      "CHAPTER I",
      prose("first"),
      "CHAPTER II",
      prose("second"),
      "ACT I.",
      "SCENE I. In the Tower Room.",
      prose("play"),
      "ACT II.",
      prose("curtain"),
      "CHAPTER III",
      prose("third"),
    ].join("\n\n");
    const book = readPlainBook(text);
    expect(book.chapters.map((chapter) => [chapter.title, chapter.part])).toEqual([
      ["CHAPTER I", undefined],
      ["CHAPTER II", undefined],
      ["CHAPTER III", undefined],
    ]);
    expect(book.chapters[1]!.paragraphs).toEqual(expect.arrayContaining(["ACT I.", "SCENE I. In the Tower Room.", "ACT II."]));
  });

  it("gives no chapters for an empty file", () => {
    expect(readPlainBook("")).toEqual({ chapters: [] });
  });

  it("refuses a text longer than a book can be before reading it", () => {
    expect(() => readPlainBook(`${"word ".repeat(MAX_BOOK_CHARS / 5)}.`)).toThrow(
      new Error("this text runs past 64 million characters: too long to read as a book (the longest novels run to a few million)"),
    );
  });
});
