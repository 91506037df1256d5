import { middleEllipsis } from "./middle-ellipsis";

describe("middleEllipsis", () => {
  it("leaves a name that fits as it is", () => {
    expect(middleEllipsis("photo.jpg", 9)).toBe("photo.jpg");
    expect(middleEllipsis("", 5)).toBe("");
  });

  it("keeps the start and the extension of a long name, within the limit", () => {
    const name = "a-very-long-holiday-photo-name-from-the-mountains-final-v2.jpg";
    const short = middleEllipsis(name, 24);
    expect(short).toBe("a-very-long-…inal-v2.jpg");
    expect(Array.from(short)).toHaveLength(24);
    expect(short.endsWith(".jpg")).toBe(true);
  });

  it("never splits a character made of two UTF-16 units", () => {
    const name = "😀".repeat(30) + ".png";
    const short = middleEllipsis(name, 11);
    expect(Array.from(short)).toHaveLength(11);
    expect(short).toBe("😀😀😀😀😀…😀.png");
    expect(short).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("still shows both ends when the limit is tiny", () => {
    expect(middleEllipsis("abcdefgh", 1)).toBe("a…h");
    expect(middleEllipsis("abcdefgh", 3)).toBe("a…h");
  });
});
