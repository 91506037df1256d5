/** @jest-environment node */
import { splitSentences } from "./sentences";

describe("splitSentences", () => {
  it.each([
    [
      "titles and saints",
      "Mrs. Bennet and Mr. Darcy met at St. James's on Tuesday. It rained.",
      ["Mrs. Bennet and Mr. Darcy met at St. James's on Tuesday.", "It rained."],
    ],
    ["decimals", "It cost 3.5 pounds. The rest was 0.25 more.", ["It cost 3.5 pounds.", "The rest was 0.25 more."]],
    ["an ellipsis inside a sentence", "Wait... what did you say? Nothing.", ["Wait... what did you say?", "Nothing."]],
    ["an ellipsis ending one", "He paused… Then he spoke.", ["He paused…", "Then he spoke."]],
    ["dialogue", '"Yes," said he. "No." She left.', ['"Yes," said he.', '"No."', "She left."]],
    ["a quote inside a sentence", 'He said "Go away!" and left. Then she cried.', ['He said "Go away!" and left.', "Then she cried."]],
    ["curly quotes", "“Is it so?” she asked. “It is.”", ["“Is it so?” she asked.", "“It is.”"]],
    ["Latin abbreviations", "It was e.g. a test, i.e. nothing. Dr. Who came.", ["It was e.g. a test, i.e. nothing.", "Dr. Who came."]],
    ["initials", "J. R. R. Tolkien wrote it. He was English.", ["J. R. R. Tolkien wrote it.", "He was English."]],
    [
      "a dictionary entry",
      "ABSURDITY, n. A statement or belief manifestly inconsistent with one's own opinion.",
      ["ABSURDITY, n. A statement or belief manifestly inconsistent with one's own opinion."],
    ],
    ["exclamations and questions", "Oh! How could you? I never!", ["Oh!", "How could you?", "I never!"]],
    ["brackets", "He left (as he said he would.) The door shut.", ["He left (as he said he would.)", "The door shut."]],
    ["words that are abbreviations elsewhere", "He came in. Then he said no. She left.", ["He came in.", "Then he said no.", "She left."]],
    ["hard-wrapped lines", "It is a truth universally\nacknowledged. Yes.", ["It is a truth universally acknowledged.", "Yes."]],
  ])("%s", (_, text, expected) => expect(splitSentences(text)).toEqual(expected));

  it("keeps every character of the paragraph but the spaces between sentences", () => {
    const text =
      '"My dear Mr. Bennet," said his lady to him one day, "have you heard that Netherfield Park is let at last?" Mr. Bennet replied that he had not.';
    expect(splitSentences(text).join(" ")).toBe(text);
  });
});
