import { readFileSync } from "node:fs";
import path from "node:path";
import type { Chapter } from "./book";
import { LONG_CHAPTER_WORDS, splitLongChapters } from "./long-chapters";
import { readPlainBook } from "./plain-book";
import { corpusDir } from "../test-utils/corpus";
import { wordCount } from "./words";

const wordsOf = (chapter: Chapter) => chapter.paragraphs.reduce((sum, paragraph) => sum + wordCount(paragraph), 0);

describe("chapters far longer than a novel's", () => {
  // Pride and Prejudice's paragraphs, 122,000 words: a whole novel as one chapter, as a one-file EPUB without headings reads.
  const novel = readPlainBook(readFileSync(path.join(corpusDir(), "text/pride_and_prejudice_austen.txt"), "utf8"));
  const paragraphs = novel.chapters.flatMap((chapter) => chapter.paragraphs);

  it("are cut into parts of a few thousand words, every paragraph kept in order", () => {
    const parts = splitLongChapters([{ title: "Pride and Prejudice", paragraphs }]);
    expect(parts.length).toBeGreaterThan(30);
    expect(parts.map((part) => part.title).slice(0, 3)).toEqual(["Part 1", "Part 2", "Part 3"]);
    expect(parts.flatMap((part) => part.paragraphs)).toEqual(paragraphs);
    for (const part of parts) expect(wordsOf(part)).toBeLessThan(6000);
  });

  it("keep their name and their part of the book beside chapters of usual length, which stay as they are", () => {
    const long: Chapter = { title: "Book One", part: "Volume I", paragraphs };
    const short: Chapter = { title: "Epilogue", paragraphs: paragraphs.slice(0, 20) };
    const [first, ...rest] = splitLongChapters([long, short]);
    expect(first).toMatchObject({ title: "Book One, part 1", part: "Volume I" });
    expect(rest.at(-1)).toBe(short);
    expect(wordsOf(short)).toBeLessThan(LONG_CHAPTER_WORDS);
  });

  it("leave the corpus novel's 61 chapters untouched", () => {
    expect(novel.chapters).toHaveLength(61);
    expect(splitLongChapters(novel.chapters)).toEqual(novel.chapters);
  });
});
