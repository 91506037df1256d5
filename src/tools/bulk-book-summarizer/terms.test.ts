/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import { readPlainBook } from "../../text/plain-book";
import { keyTermsOf, namesOf } from "./terms";

const read = (name: string) => readPlainBook(fs.readFileSync(path.join(corpusDir(), "text", name), "utf8"));

describe("names and key terms", () => {
  it("names Pride and Prejudice's people, most mentioned first, as the book spells them", () => {
    const names = namesOf(read("pride_and_prejudice_austen.txt"));
    expect(names.slice(0, 2)).toEqual(["Elizabeth", "Darcy"]);
    expect(names).toEqual(expect.arrayContaining(["Bingley", "Jane", "Wickham"]));
    expect(names).not.toContain("Mr");
  });

  it("does not take the capital of I for a name", () => {
    expect(namesOf(read("devils_dictionary_bierce.txt")).filter((name) => /^I\b|^I['’]/.test(name))).toEqual([]);
  });

  it("finds terms that mark some chapters, leaving out names and the common verbs of narration", () => {
    const book = read("pride_and_prejudice_austen.txt");
    const terms = keyTermsOf(book);
    expect(terms).toHaveLength(10);
    expect(terms).toEqual(expect.arrayContaining(["letter", "ball"]));
    for (const word of ["elizabeth", "darcy", "went", "looked", "will", "said"]) expect(terms).not.toContain(word);
  });

  it("drops stop-words in every form: pronouns, contractions and forms of address", () => {
    const speech = (index: number) =>
      `"I cannot say, ma'am," she told herself; "myself, I can't." The ${["garden", "orchard", "river"][index % 3]} lay still.`;
    const book = {
      chapters: Array.from({ length: 6 }, (_, chapter) => ({
        title: `Chapter ${chapter + 1}`,
        paragraphs: Array.from({ length: 5 + chapter }, (_, index) => speech(chapter * index)),
      })),
    };
    const terms = keyTermsOf(book);
    for (const word of ["she", "myself", "cannot", "ma'am", "can't", "herself"]) expect(terms).not.toContain(word);
    expect(terms).toEqual(expect.arrayContaining(["garden", "orchard", "river"]));
  });
});
