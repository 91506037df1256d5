import { excerptLength, MAX_EXCERPT, MIN_EXCERPT, truncateExcerpt, paragraphExcerpt, type HtmlTreeNode } from "./excerpt";

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

describe("paragraphExcerpt", () => {
  const text = (value: string): HtmlTreeNode => ({ type: "text", value });
  const element = (tagName: string, ...children: HtmlTreeNode[]): HtmlTreeNode => ({ type: "element", tagName, children });
  const root = (...children: HtmlTreeNode[]): HtmlTreeNode => ({ type: "root", children });

  it("reads paragraphs only, so a heading never runs into the text after it", () => {
    const tree = root(
      element("h2", text("Why reserve the space")),
      text("\n"),
      element("p", text("The most "), element("strong", text("visible")), text(" shift\nis the first.")),
      element("ul", element("li", text("a list item"))),
      element("pre", element("code", text("const x = 1;"))),
      element("p", text("Second paragraph.")),
    );
    expect(paragraphExcerpt(tree)).toBe("The most visible shift is the first. Second paragraph.");
  });

  it("cuts at a word within the limit and skips empty paragraphs", () => {
    const tree = root(element("p"), element("p", text("one two three four five six")), element("p", text("seven")));
    expect(paragraphExcerpt(tree, 14)).toBe("one two three…");
    expect(paragraphExcerpt(root(element("h1", text("Only a heading"))))).toBe("");
  });
});
