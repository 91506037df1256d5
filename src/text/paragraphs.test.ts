/** @jest-environment node */
import { blockParagraphs, textBlocks } from "./paragraphs";

describe("textBlocks", () => {
  it("splits at blank lines, however many and however spaced", () => {
    expect(textBlocks("\n\nOne\nline two  \n \n\t\n\nThree\n")).toEqual([["One", "line two"], ["Three"]]);
  });
});

describe("blockParagraphs", () => {
  it("joins hard-wrapped lines and collapses spaces", () => {
    expect(blockParagraphs(["It is a truth   universally", "acknowledged, that a single man"])).toEqual([
      "It is a truth universally acknowledged, that a single man",
    ]);
  });

  it("drops scene breaks and [Illustration] marks, and unwraps _emphasis_", () => {
    expect(blockParagraphs(["         * * * * *"])).toEqual([]);
    expect(blockParagraphs(["-----"])).toEqual([]);
    expect(blockParagraphs(["[Illustration: The ball]"])).toEqual([]);
    expect(blockParagraphs(['"_You_ want to tell me, and', 'I _may_ go," said snake_case.'])).toEqual([
      '"You want to tell me, and I may go," said snake_case.',
    ]);
  });

  it("starts a paragraph at an indented line that follows a flush one", () => {
    expect(
      blockParagraphs(["To quote the publishers of the", "present work:", '    "This more reverent title', "had previously been forced"]),
    ).toEqual(["To quote the publishers of the present work:", '"This more reverent title had previously been forced']);
  });

  it("keeps verse set in from the margin together", () => {
    expect(blockParagraphs(["    Poor Isabella's Dead, whose abdication", "    Set all tongues wagging in the Spanish nation."])).toEqual([
      "Poor Isabella's Dead, whose abdication Set all tongues wagging in the Spanish nation.",
    ]);
  });

  it("splits a long block without blank lines where a sentence ends short of the margin", () => {
    const wrapped = "Words that fill the line to the margin as a wrapped paragraph does, on";
    const paragraph = [wrapped, wrapped, wrapped, wrapped, "and ends here."];
    const lines = Array.from({ length: 6 }, () => paragraph).flat();
    const paragraphs = blockParagraphs(lines);
    expect(paragraphs).toHaveLength(6);
    expect(paragraphs[0]).toBe(`${[wrapped, wrapped, wrapped, wrapped].join(" ")} and ends here.`);
  });
});
