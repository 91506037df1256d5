/** @jest-environment node */
import { contentWords, wordCount, wordsOf } from "./words";

describe("words", () => {
  it("lower-cases words and drops possessives, keeping inner apostrophes", () => {
    expect(wordsOf("Darcy's pride—she couldn't bear it.")).toEqual(["darcy", "pride", "she", "couldn't", "bear", "it"]);
  });

  it("keeps the content words only", () => {
    expect(contentWords("It is a truth universally acknowledged, that a single man must be in want of a wife.")).toEqual([
      "truth",
      "universally",
      "acknowledged",
      "single",
      "man",
      "want",
      "wife",
    ]);
  });

  it("counts words as a reader does", () => {
    expect(wordCount("Twenty-one years, 3 daughters and Mr. Bennet's library.")).toBe(8);
  });
});
