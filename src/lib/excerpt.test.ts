import { excerptLength, MAX_EXCERPT, MIN_EXCERPT, truncateExcerpt } from "./excerpt";

describe("excerptLength", () => {
  it("is about 511 characters on desktop and on the assumed server width", () => {
    expect(excerptLength(992)).toBe(MAX_EXCERPT);
    expect(excerptLength(1000)).toBe(511);
    expect(excerptLength(2560)).toBe(511);
  });

  it("never goes under 20", () => {
    expect(excerptLength(320)).toBe(MIN_EXCERPT);
    expect(excerptLength(100)).toBe(20);
    expect(excerptLength(0)).toBe(20);
  });

  it("shrinks with the width", () => {
    const widths = [320, 375, 480, 600, 768, 900, 992];
    const lengths = widths.map(excerptLength);
    for (let i = 1; i < lengths.length; i++) {
      expect(lengths[i]!).toBeGreaterThan(lengths[i - 1]!);
    }
    expect(excerptLength(768)).toBeGreaterThan(300);
    expect(excerptLength(768)).toBeLessThan(511);
  });
});

describe("truncateExcerpt", () => {
  const text = "Compress a whole folder of photos in your browser, without uploading a single file to anyone.";

  it("returns short text whole, with whitespace collapsed", () => {
    expect(truncateExcerpt("  Short   text \n here ", 50)).toBe("Short text here");
  });

  it("stays within the limit and ends with an ellipsis", () => {
    for (const max of [20, 35, 60, 80]) {
      const out = truncateExcerpt(text, max);
      expect(out.length).toBeLessThanOrEqual(max);
      expect(out.endsWith("…")).toBe(true);
    }
  });

  it("cuts at a word boundary", () => {
    expect(truncateExcerpt(text, 40)).toBe("Compress a whole folder of photos in…");
  });

  it("cuts inside a word when there is no space near the limit", () => {
    expect(truncateExcerpt("Supercalifragilisticexpialidocious words", 20)).toBe("Supercalifragilisti…");
  });
});
