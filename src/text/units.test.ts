import { unitsOf } from "./units";

const texts = (paragraphs: string[]) => unitsOf(paragraphs).map(({ text }) => text);

describe("unitsOf", () => {
  it("keeps a speech of several sentences whole, with its tag", () => {
    expect(texts(['"I cannot. It is too late," said she. Then she left the room.'])).toEqual([
      '"I cannot. It is too late," said she.',
      "Then she left the room.",
    ]);
    expect(texts(["“Will you marry me, Katrine?” he said, with no salutation whatever. She laughed."])).toEqual([
      "“Will you marry me, Katrine?” he said, with no salutation whatever.",
      "She laughed.",
    ]);
  });

  it("goes on into the next paragraph where a paragraph stops on a comma, semicolon or colon", () => {
    const units = unitsOf(["At length Lucy exclaimed with a deep sigh,", '"I wish it were over."', "Nobody answered."]);
    expect(units.map(({ text }) => text)).toEqual([
      'At length Lucy exclaimed with a deep sigh, "I wish it were over."',
      "Nobody answered.",
    ]);
    expect(units.map(({ whole, paragraph }) => [whole, paragraph])).toEqual([
      [true, 0],
      [true, 2],
    ]);
  });

  it("takes verse numbers off and joins verses that end mid-sentence", () => {
    expect(
      texts([
        "6:1 And it came to pass, when men began to multiply on the face of the earth,",
        "6:2 That the sons of God saw the daughters of men that they were fair.",
        "6:3 And the LORD said, My spirit shall not always strive with man.",
      ]),
    ).toEqual([
      "And it came to pass, when men began to multiply on the face of the earth, That the sons of God saw the daughters of men that they were fair.",
      "And the LORD said, My spirit shall not always strive with man.",
    ]);
  });

  it("marks a speech still open at its paragraph's end, and a run that never ends a sentence, as not whole", () => {
    const units = unitsOf(['"It was the first of May. We rode out early,', '"and came home late," she said.']);
    expect(units[0]?.whole).toBe(false);
    const list = unitsOf(Array.from({ length: 40 }, (_, index) => `item ${index} of a list with no full stop,`));
    expect(list.every((unit) => unit.words <= 160)).toBe(true);
    expect(list.some((unit) => !unit.whole)).toBe(true);
  });

  it("measures how much of a unit is quoted", () => {
    const [speech, narration] = unitsOf(['"Come here at once, all of you," said he.', "The room was empty and cold."]);
    expect(speech?.dialogue).toBeGreaterThan(0.6);
    expect(narration?.dialogue).toBe(0);
    const [curly] = unitsOf(["“Yes,” said she, “it is.”"]);
    expect(curly?.dialogue).toBeGreaterThan(0.3);
  });
});
