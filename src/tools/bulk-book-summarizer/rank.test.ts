/** @jest-environment node */
import { idfOf, lexRank } from "./rank";

const CHAPTER = [
  "The regiment came to Meryton for the winter, and the officers were welcome at every house.",
  "The officers of the regiment dined with the families of Meryton almost every day.",
  "Kitty and Lydia spoke of nothing but the officers of the regiment.",
  "It rained on Tuesday.",
  "Mr. Bennet read in his library and paid no attention to the regiment or its officers.",
  "A cat slept by the fire.",
];

describe("lexRank", () => {
  it("ranks the sentences most like the rest of the chapter first, and the unrelated ones last", () => {
    const scores = lexRank(CHAPTER, idfOf(CHAPTER));
    const order = scores
      .map((score, index) => [score, index] as const)
      .sort((a, b) => b[0] - a[0])
      .map(([, index]) => index);
    expect(order.slice(0, 2).sort()).toEqual([0, 1]);
    const onTopic = Math.min(...[0, 1, 2, 4].map((index) => scores[index] as number));
    for (const unrelated of [3, 5]) expect(scores[unrelated]).toBeLessThanOrEqual(onTopic + 1e-12);
    expect(scores.reduce((sum, score) => sum + score, 0)).toBeCloseTo(1, 6);
  });

  it("is the same every run", () => {
    expect(lexRank(CHAPTER, idfOf(CHAPTER))).toEqual(lexRank(CHAPTER, idfOf(CHAPTER)));
  });

  it("gives sentences with no word in common equal scores", () => {
    const scores = lexRank(["Apples grow.", "Ships sail.", "Birds sing."], idfOf(["Apples grow.", "Ships sail.", "Birds sing."]));
    for (const score of scores) expect(score).toBeCloseTo(1 / 3, 6);
  });
});
