/** @jest-environment node */
import { type OutlineEntry, outlineChapters } from "./pdf-outline";

const PAGES = [
  "Title page",
  "Contents",
  "CHAPTER 1\n\nFirst text.",
  "More first text.",
  "CHAPTER 2\n\nSecond text.",
  "CHAPTER 3\n\nThird text.",
];
const entry = (title: string, page: number | null, children: OutlineEntry[] = []): OutlineEntry => ({ title, page, children });

describe("outlineChapters", () => {
  it("runs each entry from its page to the next entry's", () => {
    const chapters = outlineChapters([entry("Chapter 1", 2), entry("Chapter 2", 4), entry("Chapter 3", 5)], PAGES);
    expect(chapters?.map((chapter) => [chapter.title, chapter.paragraphs])).toEqual([
      ["Chapter 1", ["CHAPTER 1", "First text.", "More first text."]],
      ["Chapter 2", ["CHAPTER 2", "Second text."]],
      ["Chapter 3", ["CHAPTER 3", "Third text."]],
    ]);
  });

  it("takes nested entries as chapters of parts", () => {
    const chapters = outlineChapters(
      [entry("Part One", 2, [entry("Chapter 1", 2), entry("Chapter 2", 4)]), entry("Part Two", 5, [entry("Chapter 3", 5)])],
      PAGES,
    );
    expect(chapters?.map((chapter) => [chapter.part, chapter.title])).toEqual([
      ["Part One", "Chapter 1"],
      ["Part One", "Chapter 2"],
      ["Part Two", "Chapter 3"],
    ]);
  });

  it("gives up on an outline that does not divide the book", () => {
    expect(outlineChapters([entry("Cover", 0)], PAGES)).toBeNull();
    expect(outlineChapters([entry("Nowhere", null), entry("Also nowhere", null)], PAGES)).toBeNull();
  });
});
